// Link checks over the whole rendered output: every internal href must reach a page (error) or
// an existing anchor (warning); a markdown link to a missing .md file warns. Each problem is
// reported once, at the markdown line that wrote it, or at the config/spec that produced it.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { dirname, relative, resolve } from 'node:path';
import { decodeHtmlEntities, isHtmlSpace } from '../shared/escape-html.js';
import { diagnostic, type Diagnostic, type Severity, type SourcePosition } from '../diagnostics/diagnostic.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { decodedPath, fragmentId, leavesSite, LINK_ORIGIN, linkedPath, pathToRoute, resolveLinkUrl, splitLink, type Route } from '../shared/routes.js';
import { isUnresolvedMarkdownLink } from '../model/written-links.js';
import { detached } from '../util/detached.js';
import { LineIndex } from '../util/line-index.js';
import type { SidebarShown } from '../render/components/Sidebar.js';

/** What the link check needs of a rendered page: its links and its anchors (not the HTML itself). */
export interface RenderedPage {
  page: PageModel;
  hrefs: string[];
  /** `src` of the page's images (<img>, <source>). */
  images: string[];
  ids: Set<string>;
}

/** A file the build wrote besides the pages (search index, .md twins, llms, sitemap) and the links in it. */
export interface OutputLinks {
  /** Output path, e.g. `api-docs/llms-full.txt`. */
  file: string;
  /** URL path the file is served at (relative links resolve against it). */
  url: string;
  links: string[];
}

export interface LinkCheckInput {
  site: SiteModel;
  rendered: RenderedPage[];
  /** Links written into the machine outputs: each must reach a page (and its anchor) or a file. */
  outputs?: OutputLinks[];
  /** Every output path (for links to assets and static files). */
  outputPaths: Set<string>;
  /** Reads a source file's text, to locate where a link was written. */
  readSource: (file: string) => string | undefined;
}

/**
 * The attribute values read so far, as written → decoded, each a detached copy: a match would
 * otherwise keep its page's whole HTML alive until the check. Shared by a build's pages, the links
 * every page repeats (navbar, sidebar, footer) are decoded and copied once, not once per page.
 */
export type LinkStrings = Map<string, string>;

/**
 * Collected right after a page is rendered, so its HTML need not be kept for the check. `sidebar`,
 * told by the page's render, is the sidebar it showed: its items (the same on every page that opens
 * the same categories: most of a docs page's chrome) are read once per shared rendering, and the
 * facts merged in document order, so each page's facts are those of a scan of its whole HTML.
 */
export function linkFacts(page: PageModel, html: string, strings: LinkStrings = new Map(), sidebar?: SidebarShown): RenderedPage {
  const decoded = (value: string): string => {
    let kept = strings.get(value);
    if (kept === undefined) {
      const key = detached(value);
      // Most values hold no entity: their copy is their text (one copy, not two).
      kept = value.includes('&') ? detached(decodeHtmlEntities(key)) : key;
      strings.set(key, kept);
    }
    return kept;
  };
  const ids = new Set<string>();
  const hrefs = new Set<string>();
  const images = new Set<string>();
  const scan = (part: string): void => {
    for (const value of attributeValues(part, 'id')) ids.add(decoded(value));
    for (const value of attributeValues(part, 'href')) hrefs.add(decoded(value));
    for (const value of imageSources(part)) images.add(decoded(value));
  };
  const items = sidebar && sidebarItemsAt(html, sidebar.length);
  if (sidebar === undefined || items === undefined) scan(html);
  else {
    let shared = sharedFacts.get(strings);
    if (shared === undefined) sharedFacts.set(strings, (shared = new WeakMap()));
    let facts = shared.get(sidebar.shared);
    if (facts === undefined) shared.set(sidebar.shared, (facts = partFacts(sidebar.shared.html, decoded)));
    scan(html.slice(0, items.start));
    for (const value of facts.ids) ids.add(value);
    for (const value of facts.hrefs) hrefs.add(value);
    for (const value of facts.images) images.add(value);
    scan(html.slice(items.end));
  }
  return { page, hrefs: [...hrefs], images: [...images], ids };
}

/**
 * Where the sidebar's items are in a page (inside `<ul class="sidebar-menu" …>`, in the aside that
 * src/render/components/DocPage.tsx opens first; Sidebar.tsx writes them and no aside inside
 * them), or undefined when they are not there at the length the render told.
 */
function sidebarItemsAt(html: string, length: number): { start: number; end: number } | undefined {
  const aside = html.indexOf(SIDEBAR_OPEN);
  const menu = aside === -1 ? -1 : html.indexOf(SIDEBAR_MENU_OPEN, aside);
  // The menu's tag ends at its first `>`: React escapes it in attribute values.
  const tagEnd = menu === -1 ? -1 : html.indexOf('>', menu);
  if (tagEnd === -1) return undefined;
  const start = tagEnd + 1;
  const end = start + length;
  return html.startsWith(SIDEBAR_MENU_CLOSE, end) ? { start, end } : undefined;
}

const SIDEBAR_OPEN = '<aside class="sidebar"';
const SIDEBAR_MENU_OPEN = '<ul class="sidebar-menu"';
const SIDEBAR_MENU_CLOSE = '</ul></nav></aside>';

/** The decoded attribute values of one part of a page, each list in document order. */
interface PartFacts {
  ids: string[];
  hrefs: string[];
  images: string[];
}

/** Each build's shared sidebar renderings and their facts, kept with the build's link strings. */
const sharedFacts = new WeakMap<LinkStrings, WeakMap<SidebarShown['shared'], PartFacts>>();

function partFacts(part: string, decoded: (value: string) => string): PartFacts {
  return {
    ids: [...attributeValues(part, 'id')].map(decoded),
    hrefs: [...attributeValues(part, 'href')].map(decoded),
    images: [...imageSources(part)].map(decoded),
  };
}

// Scans by indexOf rather than by regular expressions that try a match at every space or `<` of
// the page: these read every byte a build writes (GitHub's split reference: 68 MB).

/** The values of every ` name="…"` attribute (after white space, so `data-name` is not one), in order. */
function* attributeValues(html: string, name: string): Generator<string> {
  for (const { value } of attributes(html, name)) yield value;
}

/** Every ` name="…"` attribute with where it starts. */
function* attributes(html: string, name: string): Generator<{ at: number; value: string }> {
  const opening = `${name}="`;
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, at + 1)) {
    if (!isHtmlSpace(html.charCodeAt(at - 1))) continue;
    const start = at + opening.length;
    const end = html.indexOf('"', start);
    if (end === -1) return;
    yield { at, value: html.slice(start, end) };
    at = end;
  }
}

/**
 * `src` of every `<img>` and `<source>`, in order: one pass over the ` src="` attributes, each
 * taken when the tag it is in (from the `<` before it: attribute values and text have theirs
 * escaped) is one of those, and only its first.
 */
function* imageSources(html: string): Generator<string> {
  let lastTag = -1;
  for (const { at, value } of attributes(html, 'src')) {
    const tag = html.lastIndexOf('<', at);
    if (tag === lastTag || !(isTagNamed(html, tag, 'img') || isTagNamed(html, tag, 'source'))) continue;
    lastTag = tag;
    yield value;
  }
}

/** Whether the tag opening at `at` is `<name` as a whole name (`<imgx` is another). */
function isTagNamed(html: string, at: number, name: string): boolean {
  if (!html.startsWith(name, at + 1)) return false;
  const next = html.charCodeAt(at + 1 + name.length);
  return isHtmlSpace(next) || next === 62 || next === 47;
}

export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  return startLinkCheck(input).diagnostics;
}

/** A link check begun before every output file was made (see startLinkCheck). */
export interface LinkCheck {
  /** The problems found so far: the pages', then the outputs' (sorted by the build's report). */
  readonly diagnostics: Diagnostic[];
  /** Checks output files made since the check began (the search index), as if they had been given with the others. */
  addOutputs(outputs: OutputLinks[]): void;
}

/**
 * The check of `input` as far as its outputs go, continued by `addOutputs` with files made later:
 * the build checks its pages while the search thread finishes the index (pipeline/index.ts). The
 * check reads the output paths only to ask whether one exists, and they only grow, so a later file
 * changes nothing it found unless it is a path the check looked for in vain (a page's link to the
 * search manifest): then the whole check runs again; otherwise only the new files' links are read.
 * Either way the problems are those of one check at the end.
 */
export function startLinkCheck(input: LinkCheckInput): LinkCheck {
  let given = input.outputs ?? [];
  const run = (): { check: OutputsCheck; known: number; missed: Set<string> } => {
    const known = input.outputPaths.size;
    const missed = new Set<string>();
    const has = (path: string) => {
      const found = input.outputPaths.has(path);
      if (!found) missed.add(path);
      return found;
    };
    return { check: checkAll({ ...input, outputs: given, outputPaths: { has } }), known, missed };
  };
  let state = run();
  return {
    get diagnostics() {
      return state.check.diagnostics;
    },
    addOutputs(outputs) {
      given = [...given, ...outputs];
      // The paths added since the check (re)started: a Set keeps its insertion order.
      const added = [...input.outputPaths].slice(state.known);
      if (added.some((path) => state.missed.has(path))) state = run();
      else {
        state.known = input.outputPaths.size;
        state.check.checkOutputs(outputs);
      }
    },
  };
}

/** The pages checked, and the outputs as they are given. */
interface OutputsCheck {
  diagnostics: Diagnostic[];
  checkOutputs(outputs: OutputLinks[]): void;
}

function checkAll({ site, rendered, outputs = [], outputPaths, readSource }: Omit<LinkCheckInput, 'outputPaths'> & { outputPaths: { has(path: string): boolean } }): OutputsCheck {
  const { config } = site;
  const severity = (level: 'error' | 'warn'): Severity => (level === 'warn' ? 'warning' : 'error');
  const anchorsByRoute = new Map<Route, Set<string>>();
  for (const { page, ids } of rendered) anchorsByRoute.set(page.route, ids);
  const routes = new Set<Route>([...rendered.map((r) => r.page.route), ...site.extraRoutes]);
  const reported = new Set<string>();
  /** A link or image written once (a config link shows on every page) is reported once. */
  const firstTime = (where: Partial<SourcePosition>, link: string) => {
    const key = `${where.file}:${where.line ?? ''}:${link}`;
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  };
  const out: Diagnostic[] = [];
  // Where each link already reported on a page leads: the same link in a .md twin or llms file is not reported again.
  const brokenTargets = new Set<string>();
  // …and the links themselves as written, decoded: a relative link copied into a file served at
  // another path (api.md, llms-full.txt) resolves elsewhere, but it is the same broken link.
  const brokenHrefs = new Set<string>();
  const asWritten = (href: string) => decodedPath(href) ?? href;
  // A link from the site root resolves the same from every page: the nav, sidebar and footer
  // links every page repeats are parsed as URLs once, not once per page.
  const fromRoot = (part: (href: string, fromUrl: string) => string) => {
    const known = new Map<string, string>();
    return (href: string, fromUrl: string): string => {
      const rootRelative = href.startsWith('/') && !href.startsWith('//');
      const value = (rootRelative ? known.get(href) : undefined) ?? part(href, fromUrl);
      if (rootRelative) known.set(href, value);
      return value;
    };
  };
  const resolveTarget = fromRoot((href, fromUrl) => {
    const url = resolveLinkUrl(href, fromUrl);
    return url.origin === LINK_ORIGIN ? `${url.pathname}${url.hash}` : href;
  });
  /** Where a link leads (path and hash), as a browser on `fromUrl` resolves it. */
  const target = (href: string, fromUrl: string) => {
    try {
      return resolveTarget(href, fromUrl);
    } catch {
      return href;
    }
  };
  /** A target with its trailing slash dropped: the outputs write a page's links as the site's URLs are written (with or without one). */
  const sameTarget = (where: string) => where.replace(/(.)\/(?=[?#]|$)/, '$1');
  /** The path a link or image leads to on this site, as a browser on `fromUrl` resolves it. */
  const pathnameOf = fromRoot((href, fromUrl) => resolveLinkUrl(href, fromUrl).pathname);
  /** The decoded path a link on this site reaches (see linkedPath). */
  const pathOnSite = fromRoot((href, fromUrl) => linkedPath(href, fromUrl) ?? href);
  /** What a link from the site root or out of the site is, worked out once: it is the same on every page (the navbar's, the sidebar's). */
  const fromRootClassified = new Map<string, Problem | undefined>();
  const specFiles = new Set(rendered.flatMap(({ page }) => (page.kind === 'reference' && page.sourceFile ? [page.sourceFile] : [])));

  for (const { page, hrefs, images } of rendered) {
    for (const src of images) {
      const problem = checkImage(src, page);
      if (!problem) continue;
      const where = locateImage(page, src);
      if (!firstTime(where, src)) continue;
      const inSpec = where.file !== undefined && specFiles.has(where.file);
      out.push(
        diagnostic(
          'broken-image',
          severity(inSpec ? config.links.onBrokenSpecLinks : config.links.onBrokenImages),
          `${problem} on page ${page.url}`,
          where,
          'Put the image in the static folder and write its path from the site root (e.g. /img/diagram.png), or fix the path.',
        ),
      );
      brokenTargets.add(sameTarget(target(src, page.url)));
    }
    for (const href of hrefs) {
      const problem = classify(href, page);
      if (!problem) continue;
      const where = locate(page, href);
      if (!firstTime(where, href)) continue;
      // Text written in a spec was often written for its owner's site: its links warn by default.
      const inSpec = where.file !== undefined && specFiles.has(where.file) && problem.code === 'broken-link';
      const hint = inSpec ? `${problem.hint} If the spec was written for another site, set linkBase on its entry under specs (e.g. linkBase: https://docs.example.com).` : problem.hint;
      out.push(diagnostic(problem.code, inSpec ? severity(config.links.onBrokenSpecLinks) : problem.severity, `${problem.message} on page ${page.url}`, where, hint));
      brokenTargets.add(sameTarget(target(href, page.url)));
      brokenHrefs.add(asWritten(href));
    }
  }
  // The machine outputs: what is broken there was made by the build (or already reported at its page).
  const origin = config.url.replace(/\/+$/, '');
  // A page's link to the site's own address, as its author wrote it (`https://site/blog/feed.xml`):
  // the pages' check reads it as a link out (it may be served by something else at that address),
  // so the outputs that copy it (.md twins, llms-full.txt) do too.
  const authorsOwnUrls = new Set(rendered.flatMap(({ hrefs }) => hrefs.filter((href) => href.startsWith(`${origin}/`))));
  const checkOutputs = (outputs: OutputLinks[]) => {
    for (const output of outputs) {
      const seen = new Set<string>();
      for (const written of output.links) {
        if (authorsOwnUrls.has(written)) continue;
        const href = written.startsWith(`${origin}/`) ? written.slice(origin.length) : written;
        if (seen.has(href) || brokenTargets.has(sameTarget(target(href, output.url))) || brokenHrefs.has(asWritten(href))) continue;
        seen.add(href);
        const problem = outputLinkProblem(href, output.url);
        if (!problem) continue;
        // Written in a spec's text that the page does not show as a link (an operation's summary):
        // the spec's own link, reported as one, once.
        const inSpec = [...specFiles].map((file) => findInFile(file, written, readSource)).find((position) => position !== undefined);
        if (inSpec) {
          if (!brokenHrefs.has(asWritten(href)))
            out.push(
              diagnostic(
                'broken-link',
                severity(config.links.onBrokenSpecLinks),
                `Broken link "${written}" in ${output.file}: ${problem}`,
                inSpec,
                'Fix the link in the spec. If the spec was written for another site, set linkBase on its entry under specs (e.g. linkBase: https://docs.example.com).',
              ),
            );
          brokenHrefs.add(asWritten(href));
          continue;
        }
        out.push(
          diagnostic(
            'broken-output-link',
            'error',
            `${output.file} links to "${written}": ${problem}`,
            { file: output.file },
            'A link specpress wrote leads nowhere: report it with the site as a bug, unless it comes from a page or spec whose own link is broken.',
          ),
        );
      }
    }
  };
  checkOutputs(outputs);
  return { diagnostics: out, checkOutputs };

  /**
   * Whether a path that is no page is a folder of the output with an index.html (`/playground/`, a
   * static folder's page: every static host serves the folder's index there).
   */
  function isStaticIndex(path: string): boolean {
    const file = path.replace(/^\//, '');
    return file !== '' && outputPaths.has(file.endsWith('/') ? `${file}index.html` : `${file}/index.html`);
  }

  /** A link in a machine output: a file of the output, or a page (with its anchor when it has one). */
  function outputLinkProblem(href: string, fromUrl: string): string | undefined {
    if (href === '' || href.startsWith('#') || leavesSite(href)) return undefined;
    const [pathPart, fragment] = splitFragment(href);
    const absolute = pathnameOf(pathPart || fromUrl, fromUrl);
    const path = decodedPath(absolute) ?? absolute;
    if (outputPaths.has(path.replace(/^\//, ''))) return undefined; // a file: .md twins carry no anchors
    const route = pathToRoute(config.baseUrl, path);
    if (route === undefined || !routes.has(route)) return isStaticIndex(path) ? undefined : `no page or file at ${path}`;
    if (fragment === undefined || fragment === '' || fragment === 'top') return undefined;
    const id = fragmentId(fragment);
    return anchorsByRoute.get(route)?.has(id) === false ? `the page ${path} has no element with id "${id}"` : undefined;
  }

  function classify(href: string, page: { url: string; route: Route }): Problem | undefined {
    if (!((href.startsWith('/') && !href.startsWith('//')) || leavesSite(href))) return classifyOnPage(href, page);
    if (!fromRootClassified.has(href)) fromRootClassified.set(href, classifyOnPage(href, page));
    return fromRootClassified.get(href);
  }

  function classifyOnPage(href: string, page: { url: string; route: Route }): Problem | undefined {
    if (href === '' || leavesSite(href)) return undefined;
    if (href.startsWith('#')) return checkAnchor(page.route, href.slice(1), href);
    const [pathPart, fragment] = splitFragment(href);
    if (isUnresolvedMarkdownLink(pathPart, config.baseUrl)) {
      return {
        code: 'broken-markdown-link',
        severity: severity(config.links.onBrokenMarkdownLinks),
        message: `Markdown link "${href}" points to a file that does not exist`,
        hint: 'Link to an existing .md file relative to this one, or use the page URL.',
      };
    }
    // Relative links resolve as a browser resolves them on the page's canonical URL.
    const decoded = pathOnSite(pathPart, page.url);
    if (outputPaths.has(decoded.replace(/^\//, ''))) return undefined;
    const route = pathToRoute(config.baseUrl, decoded);
    if (route === undefined || !routes.has(route)) {
      if (isStaticIndex(decoded)) return undefined;
      return { code: 'broken-link', severity: severity(config.links.onBrokenLinks), message: `Broken link "${href}"`, hint: `No page exists at ${decoded}. Fix the link or add the page.` };
    }
    return fragment !== undefined ? checkAnchor(route, fragment, href) : undefined;
  }

  /** An image must be a file of the output (or external, or inline data). */
  function checkImage(src: string, page: PageModel): string | undefined {
    if (src === '' || leavesSite(src)) return undefined;
    const absolute = pathnameOf(splitLink(src)[0], page.url);
    const decoded = decodedPath(absolute) ?? absolute;
    if (outputPaths.has(decoded.replace(/^\//, ''))) return undefined;
    // An image written beside the page is named as written, with the file it should be.
    const written = page.kind === 'markdown' ? page.links.find((link) => link.href === src && link.image && link.written !== undefined) : undefined;
    return written && page.sourceFile
      ? `Broken image "${written.written}": there is no file ${relative(site.siteDir, resolve(dirname(page.sourceFile), splitLink(written.written!)[0]))} in the site folder`
      : `Broken image "${src}": no file at ${decoded}`;
  }

  function locateImage(page: PageModel, src: string): Partial<SourcePosition> {
    if (page.kind === 'markdown') {
      const written = page.links.find((link) => link.href === src && link.written !== undefined);
      if (written) return { file: written.file ?? page.sourceFile, line: written.line, column: written.column };
    }
    // Written as is, or from the site root without the base URL that the build added.
    const written = [src, src.startsWith(config.baseUrl) ? `/${src.slice(config.baseUrl.length)}` : undefined].filter((n): n is string => !!n);
    for (const file of [page.sourceFile, ...partialsOf(page), site.configFile].filter((f): f is string => !!f)) {
      for (const needle of written) {
        // `](path` in markdown, `"path"`, `'path'` or `=path` in HTML, `key: path` in YAML; the column is the path's own.
        for (const prefix of ['(', '"', "'", '=', ' ']) {
          const position = findInFile(file, prefix + needle, readSource);
          if (position) return { ...position, column: position.column + prefix.length };
        }
      }
    }
    return { file: page.sourceFile ?? site.configFile };
  }

  function checkAnchor(route: Route, fragment: string, href: string): { code: DiagnosticCode; severity: Severity; message: string; hint: string } | undefined {
    const anchors = anchorsByRoute.get(route);
    if (!anchors || fragment === '' || fragment === 'top') return undefined;
    const id = fragmentId(fragment);
    if (anchors.has(id)) return undefined;
    return {
      code: 'broken-anchor',
      severity: severity(config.links.onBrokenAnchors),
      message: `Broken anchor "${href}": no element with id "${id}"`,
      hint: 'Link to an existing heading id (shown by the # next to each heading) or operation anchor.',
    };
  }

  function locate(page: PageModel, href: string): Partial<SourcePosition> {
    if (page.kind === 'markdown') {
      const written = page.links.find((link) => link.href === href);
      if (written) return { file: written.file ?? page.sourceFile, line: written.line, column: written.column };
    }
    // Not written in this page's markdown: navbar, footer (config) or a spec description.
    const candidates = [page.kind === 'reference' ? page.sourceFile : undefined, site.configFile, page.sourceFile, ...partialsOf(page)].filter((f): f is string => !!f);
    for (const file of candidates) {
      const position = findInFile(file, href, readSource);
      if (position) return position;
    }
    return { file: page.sourceFile ?? site.configFile };
  }
}

/** The partials an MDX page imports: what is written in them is looked for there. */
function partialsOf(page: PageModel): readonly string[] {
  return page.kind === 'markdown' ? (page.partials ?? []) : [];
}

/** A link's problem: its diagnostic's parts. */
interface Problem {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  hint: string;
}

/** Where `needle` is written in `file`: a whole occurrence, not one that merely starts with it (`/a` in `/ab`). */
function findInFile(file: string, needle: string, readSource: (file: string) => string | undefined): SourcePosition | undefined {
  const text = readSource(file);
  if (!text) return undefined;
  let at = text.indexOf(needle);
  while (at >= 0 && /[\w\-./~%]/.test(text[at + needle.length] ?? '')) at = text.indexOf(needle, at + 1);
  if (at < 0) return undefined;
  return { file, ...lineAndColumn(text, at) };
}

/** The line index of the text positions were asked in last: a big spec's broken links are all in one 13 MB file. */
let lastLines: LineIndex | undefined;

/** The 1-based line and column of offset `at` in `text`. */
function lineAndColumn(text: string, at: number): { line: number; column: number } {
  if (lastLines?.text !== text) lastLines = new LineIndex(text);
  return lastLines.position(at);
}

/** A link's path and its fragment (without `#`; undefined when it has none). */
function splitFragment(href: string): [string, string | undefined] {
  const [path, rest] = splitLink(href);
  const at = rest.indexOf('#');
  return [path, at < 0 ? undefined : rest.slice(at + 1)];
}
