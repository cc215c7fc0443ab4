// Watch's provisional start (src/dev/provisional-start.ts): a model built before the docs' bodies
// are rendered. The other pages show a page's title only (sidebars, locale pickers, pagers), which
// its front matter gives, or else its first `#` heading: a markdown render this layer of the docs'
// memo answers with an empty body wherever a scan of the text finds that title with certainty (the
// render's first level-1 heading is that line, its text plain), so the page's model takes the same
// title as a full build's. Elsewhere, and for the files asked for (`real`), the page is rendered.
// Nothing made from an empty body is kept: the session's later builds see only real renders.
// A page asked for later gets its body in the provisional model itself (realiseBodies), not by
// making the whole model again.
import type { RenderedMarkdown } from '../markdown/render-markdown.js';
import { pageBodies } from '../model/page-bodies.js';
import type { MarkdownPage, PageModel, ReactPage, SiteModel } from '../model/types.js';
import { bodyOfMarkdownRender } from '../render/doc-bodies.js';
import type { SameMemo } from '../util/memo.js';

export interface ProvisionalBodies {
  /** Files rendered now (pages requested, and the pages a reader goes to from them). */
  readonly real: ReadonlySet<string>;
  /** Filled by the build: the files whose pages have an empty body in its model. */
  readonly left: Set<string>;
}

const EMPTY: RenderedMarkdown = Object.freeze({ html: '', headings: [], links: [], dropped: [] }) as RenderedMarkdown;

/** The docs' memo of a provisional build: `markdown:<file>` renders left out where the title is certain without them. */
export function withProvisionalDocs(docs: SameMemo, bodies: ProvisionalBodies): SameMemo {
  const fileOf = (slot: string) => slot.slice(slot.indexOf(':') + 1).replace(/@[^@]*$/, '');
  const madeFromEmpty = (slot: string) => /^(doc-page|page-assets):/.test(slot) && bodies.left.has(fileOf(slot));
  /** Files whose front matter names the page: its title is that, whatever the body. */
  const titled = new Set<string>();
  return {
    keeps: docs.keeps,
    plainImageNames: docs.plainImageNames,
    same: (slot, inputs, compute) => {
      if (madeFromEmpty(slot)) return compute();
      const value = docs.same(slot, inputs, compute);
      if (slot.startsWith('front-matter:') && typeof (value as { frontMatter?: { title?: unknown } }).frontMatter?.title === 'string') titled.add(fileOf(slot));
      return value;
    },
    kept: <T>(slot: string, inputs: readonly unknown[]): T | undefined => {
      const hit = docs.kept<T>(slot, inputs);
      if (hit !== undefined || !slot.startsWith('markdown:')) return hit;
      const file = fileOf(slot);
      const body = bodyOfMarkdownRender(inputs);
      if (bodies.real.has(file) || body === undefined || !(titled.has(file) || titleCertain(body))) return undefined;
      bodies.left.add(file);
      return { value: EMPTY } as T;
    },
    keep: (slot, inputs, value) => {
      if (!madeFromEmpty(slot)) docs.keep(slot, inputs, value);
    },
  };
}

/** What may come before a page's first `#` line and make another heading its title, or that line no heading. */
const BEFORE_UNSURE = /```|~~~|<|\$\$|:::|^ {0,3}=+[ \t]*$|^(import|export)\s/m;
/** Heading text the render may change (inline markup, escapes, entities, autolinks, `{#id}`, a closing `#`). */
const TEXT_UNSURE = /[`*_[\]<>&\\{}~!$|#]|:\/\/|www\.|@/;

/**
 * Whether the title model/doc-pages.ts takes from a render (its first level-1 heading, else
 * titleFromMarkdown's line) is the first `#` line of `body` as that function reads it: nothing
 * before it can be a heading or enclose it, and its text is plain. Not sure: the page is rendered.
 */
export function titleCertain(body: string): boolean {
  // titleFromMarkdown's expression (model/doc-pages.ts), whose line the title is when the render has no level-1 heading.
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  const before = heading ? body.slice(0, heading.index) : body;
  if (BEFORE_UNSURE.test(before)) return false;
  return !heading || (/^#[ \t]/.test(heading[0]) && !TEXT_UNSURE.test(heading[1]));
}

/**
 * What a docs page's render gives its model that only that page shows: its headings (its table
 * of contents; whether its title is shown as a heading, render/render-page.tsx) and its links (its
 * own link check). Every other field is what other pages may show of it too — its title (sidebars,
 * locale pickers, pagers), its description (doc cards), its images beside the file (published with
 * the model's files, pipeline/assets.ts), <DocCardList /> (docCardItems, set by the model), an MDX
 * page's stylesheet — and must come out of the real render as the provisional model has it.
 */
const OWN_FIELDS: ReadonlySet<string> = new Set(['headings', 'links']);
/**
 * Fields the site model sets on the docs pages it gets, from routes, sidebars and the locales' and
 * versions' files, never from a body (model/site.ts, docs-locales.ts, docs-versions.ts,
 * site-links-here.ts): a page made again has none, and keeps the model's. (docCardItems is not
 * one: it follows docCards, which a render gives.)
 */
const SET_BY_MODEL: ReadonlySet<string> = new Set(['sidebarId', 'locale', 'untranslated', 'locales', 'linksHere', 'docsVersion']);

/**
 * Gives the pages of `files` in `site` (a provisional model) their real bodies: each file's pages
 * made again by the model stage's page function (`makeAgain`, with the stage's inputs), whose own
 * fields and HTML replace the empty ones. The sidebars, navbar, locale pickers and pagers around
 * them are made from the other fields, which must be the same (the title is certain: see
 * titleCertain); where any is not, or a page was not made, false: the model is made again.
 */
export async function realiseBodies(
  site: SiteModel,
  files: readonly string[],
  bodies: ProvisionalBodies,
  makeAgain: (files: ReadonlySet<string>) => Promise<(MarkdownPage | ReactPage)[]>,
): Promise<boolean> {
  for (const file of files) (bodies.real as Set<string>).add(file);
  const wanted = new Set(files.filter((file) => bodies.left.has(file)));
  if (wanted.size === 0) return true;
  const made = await makeAgain(wanted);
  const byOutput = new Map<string, PageModel>(site.pages.map((page) => [page.outputFile, page]));
  const pairs: [before: MarkdownPage, after: MarkdownPage][] = [];
  for (const page of made) {
    const before = byOutput.get(page.outputFile);
    if (page.kind !== 'markdown' || before?.kind !== 'markdown' || !sameAround(before, page)) return false;
    pairs.push([before, page]);
  }
  const got = new Set(made.map((page) => page.sourceFile));
  if ([...wanted].some((file) => !got.has(file))) return false;
  for (const [before, after] of pairs) {
    before.headings = after.headings;
    before.links = after.links;
    pageBodies.put(before, pageBodies.read(after));
  }
  for (const file of wanted) bodies.left.delete(file);
  return true;
}

/** Whether a page made again differs from the provisional model's only in its own fields. */
function sameAround(before: MarkdownPage, after: MarkdownPage): boolean {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (OWN_FIELDS.has(key) || (SET_BY_MODEL.has(key) && !(key in b))) continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}
