// `init --from` for a Docusaurus site: the loaded docusaurus.config.* (and its sidebars file) → the
// options of specpress.config.yaml that have a counterpart; every other option is reported at its line.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDocusaurusSidebars } from '../load/docusaurus-sidebars.js';
import { readVersionsFile } from '../load/versions-file.js';
import { outerRootOf } from './outer-root.js';
import { bool, defined, isObj, list, num, obj, sitePath, slashed, str, type Obj } from './foreign-values.js';
import { loadForeignConfig } from './load-foreign-config.js';
import type { MigrationReport } from './migration-report.js';
import { localeLabel, localesWithDocs, reportTranslations } from './docusaurus-i18n.js';

export const DOCUSAURUS_CONFIGS = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts'];
const SIDEBARS = ['sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.ts', 'sidebars.json'];

/** Top-level options that only matter to Docusaurus's own build or deploy: reported with this hint. */
const BUILD_ONLY: Record<string, string> = {
  organizationName: 'specpress does not deploy; publish the output folder with your host.',
  projectName: 'specpress does not deploy; publish the output folder with your host.',
  deploymentBranch: 'specpress does not deploy; publish the output folder with your host.',
  githubHost: 'specpress does not deploy; publish the output folder with your host.',
  githubPort: 'specpress does not deploy; publish the output folder with your host.',
  customFields: 'Pages read site data from specpress.config.yaml `data`, or keep the values in the pages.',
  themes: 'specpress has one theme: set its --sp-* CSS variables in a stylesheet listed under `stylesheets`.',
  clientModules: 'Load browser code with `scripts` (author-trusted).',
  webpack: 'specpress has no webpack; remove it.',
  future: 'Remove it: specpress has no such flags.',
  titleDelimiter: 'specpress writes " | " between the page and site titles; there is no option for another.',
  ssrTemplate: 'specpress has its own page shell; put <head> additions under `headTags`.',
  stylesheets: 'Write each one as a `headTags` link element.',
  baseUrlIssueBanner: 'Remove it.',
  onDuplicateRoutes: 'specpress reports two pages at one route as an error.',
  staticDirectories: 'specpress copies one folder (`staticDir`); merge the others into it.',
};

export interface FromDocusaurus {
  config: Obj;
  /** The sidebars file read, when there was one. */
  sidebarsFile?: string;
}

/** `value` is what `docusaurus.config.*` exported (a called config function's result). */
export async function fromDocusaurus(value: unknown, siteDir: string, report: MigrationReport): Promise<FromDocusaurus> {
  const source = obj(value);
  // specpress builds one docs folder: of the site's docs instances, the default one (no id), else the first.
  const instances = docsInstancesOf(source);
  const docsInstances: DocsInstances = { chosen: instances.find((options) => (str(options.id) ?? 'default') === 'default') ?? instances[0], carried: undefined };
  const config: Obj = {};
  const links: Obj = {};
  let sidebarsFile: string | undefined;

  for (const [key, option] of Object.entries(source)) {
    const path = [key];
    switch (key) {
      case 'title':
      case 'tagline':
      case 'url':
      case 'favicon':
        if (report.plain(path, option, `${key}`) && str(option) !== undefined) config[key] = option;
        break;
      case 'baseUrl':
        if (report.plain(path, option, 'baseUrl') && str(option) !== undefined) config.baseUrl = slashed(String(option));
        break;
      case 'trailingSlash':
      case 'noIndex':
        if (bool(option) !== undefined) config[key] = option;
        break;
      case 'onBrokenLinks':
      case 'onBrokenMarkdownLinks':
      case 'onBrokenAnchors': {
        const level = brokenLevel(option);
        if (level) links[key] = level;
        if (option === 'ignore' || option === 'log')
          report.add('migrate-changed', path, `${key} "${option}" is read as "warn": specpress reports broken links as a warning or an error`, `Keep "warn", or write "error" under links.${key}.`);
        break;
      }
      case 'i18n':
        if (report.plain(path, option, 'i18n')) {
          // The translated docs are read in place (i18n/<locale>/docusaurus-plugin-content-docs/current/): a locale
          // without them is left out, and what else i18n/ holds is reported.
          const i18n = locales(obj(option));
          const all = Object.keys(obj(i18n.locales));
          const kept = localesWithDocs(siteDir, all, String(i18n.defaultLocale), report, path);
          config.i18n = { ...i18n, locales: Object.fromEntries(Object.entries(obj(i18n.locales)).filter(([code]) => kept.includes(code))) };
          reportTranslations(siteDir, kept, String(i18n.defaultLocale), report, path);
        }
        break;
      case 'presets':
      case 'plugins':
        for (const entry of list(option)) await plugin(entry, key, config, siteDir, report, (file) => (sidebarsFile = file), docsInstances);
        break;
      case 'themeConfig':
        themeConfig(obj(option), config, report);
        break;
      case 'headTags':
        config.headTags = list(option).flatMap((tag) => {
          const t = obj(tag);
          return str(t.tagName) && report.plain([key], tag, 'the head tag') ? [defined({ tagName: t.tagName, attributes: obj(t.attributes), innerHTML: str(t.innerHTML) })] : [];
        });
        break;
      case 'markdown': {
        // Docusaurus's markdown.format: `mdx` (its default) reads every .md file as MDX; `detect` as specpress does.
        const format = str(obj(option).format);
        if (format === 'mdx') config.markdown = { format: 'mdx' };
        for (const key of Object.keys(obj(option)))
          if (key !== 'format') report.dropped([...path, key], 'specpress reads MDX and Mermaid fences itself; remove it, and check pages that relied on a markdown hook.');
        break;
      }
      case 'scripts':
        config.scripts = list(option).flatMap((script) =>
          typeof script === 'string'
            ? [{ src: script }]
            : isObj(script) && str(script.src)
              ? [defined({ src: script.src, async: bool(script.async), defer: bool(script.defer), type: str(script.type) })]
              : [],
        );
        break;
      default:
        report.dropped(path, BUILD_ONLY[key] ?? 'Remove it, or find what specpress does instead in its README.');
    }
  }
  if (Object.keys(links).length > 0) config.links = links;
  docPluginLinks(config, siteDir);
  docIdsUnderPrefix(config, siteDir);
  // Docusaurus's default sidebars file, when no preset named one.
  const docs = obj(config.docs);
  if (!sidebarsFile && docs.sidebars === undefined) {
    const found = SIDEBARS.map((name) => join(siteDir, name)).find((file) => existsSync(file));
    if (found) {
      const sidebars = await loadSidebars(found, siteDir);
      if (sidebars) config.docs = { ...docs, sidebars };
      sidebarsFile = found;
    }
  }
  return { config, sidebarsFile };
}

function brokenLevel(option: unknown): 'error' | 'warn' | undefined {
  if (option === 'throw') return 'error';
  if (option === 'warn' || option === 'ignore' || option === 'log') return 'warn';
  return undefined;
}

function locales(i18n: Obj): Obj {
  const configs = obj(i18n.localeConfigs);
  const entries = list(i18n.locales).filter((locale): locale is string => typeof locale === 'string');
  return {
    defaultLocale: str(i18n.defaultLocale) ?? 'en',
    locales: Object.fromEntries(
      entries.map((locale) => {
        const c = obj(configs[locale]);
        return [locale, defined({ label: str(c.label) ?? localeLabel(locale), htmlLang: str(c.htmlLang), direction: c.direction === 'rtl' || c.direction === 'ltr' ? c.direction : undefined })];
      }),
    ),
  };
}

/** The blog's options specpress reads under `blog` (the same names); a `false` blog is left out. */
const BLOG_KEYS = ['path', 'routeBasePath', 'blogTitle', 'blogDescription', 'postsPerPage', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'onInlineTags'];

function blogOptions(option: unknown, config: Obj, report: MigrationReport, path: string[]): void {
  if (option === false) return;
  const options = obj(option);
  const blog: Obj = {};
  for (const [key, value] of Object.entries(options)) {
    const carried = BLOG_KEYS.includes(key) && (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)));
    if (key === 'blogSidebarCount' && value === 'ALL')
      report.add(
        'migrate-changed',
        [...path, key],
        'blogSidebarCount "ALL" was not carried: specpress lists a number of recent posts (default 5)',
        'Write the number of posts the blog sidebar lists under blog.blogSidebarCount.',
      );
    else if (carried) blog[key] = value;
    else if (key === 'feedOptions' && typeof obj(value).type === 'string') blog.feedOptions = { type: obj(value).type };
    else report.dropped([...path, key], 'Remove it: specpress reads the blog options listed in its README (path, routeBasePath, blogTitle, postsPerPage, feedOptions.type, …).');
  }
  config.blog = blog;
}

/**
 * What an instance's options need no word about: its place (carried), and what specpress does for
 * every docs page alike (edit links and last updates by the docs' options, breadcrumbs, admonitions).
 */
const INSTANCE_KEYS = new Set(['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'admonitions', 'exclude', 'include']);

/** The docs instances of a site, in the order its config lists them: the classic preset's docs, plugin-content-docs entries. */
function docsInstancesOf(source: Obj): Obj[] {
  const out: Obj[] = [];
  for (const [key, option] of Object.entries(source)) {
    if (key !== 'presets' && key !== 'plugins') continue;
    for (const entry of list(option)) {
      const [name, options] = Array.isArray(entry) ? [str(entry[0]), obj(entry[1])] : [str(entry), {}];
      const short = name?.replace(/^@docusaurus\/(preset|plugin)-/, '');
      if (short === 'classic' && options.docs !== false) out.push(obj(options.docs));
      else if (short === 'content-docs') out.push(options);
    }
  }
  return out;
}

interface DocsInstances {
  /** The instance carried as the docs folder. */
  chosen: Obj | undefined;
  /** Its path, once carried. */
  carried: string | undefined;
}

/** One entry of presets or plugins: a name, or [name, options]. */
async function plugin(entry: unknown, list_: string, config: Obj, siteDir: string, report: MigrationReport, setSidebars: (file: string) => void, docsInstances: DocsInstances): Promise<void> {
  const [name, options] = Array.isArray(entry) ? [str(entry[0]), obj(entry[1])] : [str(entry), {}];
  if (name === undefined) {
    report.plain([list_], entry, `the ${list_} entry's counterpart`);
    return;
  }
  const short = name.replace(/^@docusaurus\/(preset|plugin)-/, '');
  /** Another docs instance: `docs.instances.<id>` with its folder, route and sidebars (inline, as the docs' are). */
  const carryInstance = async (options: Obj, path: string[]): Promise<void> => {
    const id = str(options.id) ?? 'default';
    const folder = str(options.path) ?? 'docs';
    const routeBasePath = (str(options.routeBasePath) ?? folder).replace(/^\/+|\/+$/g, '');
    if (routeBasePath === '' || obj(obj(config.docs).instances)[id] !== undefined) {
      report.add(
        'migrate-no-counterpart',
        path,
        `The docs instance ${id} (${folder}) ${routeBasePath === '' ? 'is served at the site root, where the docs are' : 'has the id of another one'}, so it was not carried`,
        'Give it a routeBasePath of its own and add it under docs.instances, or move its pages into a folder of the docs.',
      );
      return;
    }
    const sidebarsFile = str(options.sidebarPath);
    const sidebars = sidebarsFile ? await loadSidebars(resolve(siteDir, sidebarsFile), siteDir) : undefined;
    const docs = obj(config.docs);
    docs.instances = { ...obj(docs.instances), [id]: defined({ folder: sitePath(siteDir, folder), routeBasePath, sidebars }) };
    config.docs = docs;
    for (const key of Object.keys(options))
      if (!INSTANCE_KEYS.has(key)) report.dropped([...path, key], `docs.instances reads an instance's path, routeBasePath and sidebars; write what ${key} did by hand if you need it.`);
  };
  /** The chosen docs instance (docsInstancesOf) is the docs folder; the others are docs.instances, each under its route. */
  const carryDocs = async (options: Obj, path: string[]): Promise<void> => {
    if (options !== docsInstances.chosen) {
      await carryInstance(options, path);
      return;
    }
    docsInstances.carried = str(options.path) ?? 'docs';
    await docsOptions(options, config, siteDir, report, setSidebars, path);
  };
  if (short === 'classic') {
    for (const [key, option] of Object.entries(options)) {
      if (key === 'docs' && option !== false) await carryDocs(obj(option), [list_, 'docs']);
      else if (key === 'theme') customCss(obj(option).customCss, config, siteDir, report, [list_, 'theme', 'customCss']);
      else if (key === 'blog') blogOptions(option, config, report, [list_, 'blog']);
      else if (key === 'pages') report.dropped([list_, 'pages'], 'Move the pages of src/pages into docs/ as .md, .mdx or React pages (.tsx).');
      else if (key === 'sitemap') report.dropped([list_, 'sitemap'], 'specpress always writes sitemap.xml; remove it.');
      else report.dropped([list_, key], key === 'gtag' || key === 'googleAnalytics' || key === 'googleTagManager' ? 'Add the analytics snippet under `scripts` or `headTags`.' : 'Remove it.');
    }
    return;
  }
  if (short === 'content-docs') return carryDocs(options, [list_]);
  if (short === 'client-redirects') {
    const redirects = list(options.redirects).flatMap((r) => {
      const o = obj(r);
      return str(o.to) && (str(o.from) || Array.isArray(o.from)) ? [{ from: o.from, to: o.to }] : [];
    });
    if (redirects.length > 0) config.redirects = redirects;
    for (const key of ['createRedirects', 'fromExtensions', 'toExtensions'])
      if (options[key] !== undefined) report.dropped([list_, 'client-redirects', key], 'List each old path under `redirects` ({from, to}); specpress writes a page and a _redirects line for each.');
    return;
  }
  if (name === 'redocusaurus') {
    config.specs = [
      ...list(config.specs),
      ...list(options.specs).flatMap((spec) => {
        const o = obj(spec);
        const file = str(o.spec);
        if (!file || /^https?:/.test(file)) {
          report.add(
            'migrate-spec-url',
            [list_, 'specs'],
            `A redocusaurus spec ${file ?? ''} is not a file of the site; it was not carried`,
            'Download the spec into the site and add it under `specs`.',
          );
          return [];
        }
        const id = str(o.id) ?? 'api';
        return [{ id, file: sitePath(siteDir, file), route: (str(o.route) ?? id).replace(/^\/+|\/+$/g, ''), label: id }];
      }),
    ];
    return;
  }
  if (/docusaurus-plugin-openapi-docs$/.test(name)) {
    const docsFolder = str(obj(config.docs).folder) ?? 'docs';
    config.specs = [
      ...list(config.specs),
      ...Object.entries(obj(options.config)).flatMap(([id, api]) => {
        const o = obj(api);
        const file = str(o.specPath);
        if (!file) return [];
        const out = sitePath(siteDir, str(o.outputDir) ?? id);
        const route = out.startsWith(`${docsFolder}/`) ? out.slice(docsFolder.length + 1) : id;
        report.add(
          'migrate-openapi-docs',
          [list_, 'config', id],
          `The OpenAPI spec ${file} is carried as a specpress reference at /${route}; the pages docusaurus-plugin-openapi-docs generated into ${out} would clash with it`,
          `Delete ${out}/ (specpress renders the reference from the spec) or give the reference another route under specs.`,
        );
        return [{ id, file: sitePath(siteDir, file), route, label: str(obj(o.version).label) ?? id }];
      }),
    ];
    return;
  }
  if (name === 'docusaurus-theme-openapi-docs') return;
  report.mention(
    'migrate-no-counterpart',
    name,
    `The ${list_ === 'presets' ? 'preset' : 'plugin'} ${name} has no counterpart in specpress; it was not carried`,
    list_ === 'presets' ? 'Its content is not built: move what you need into docs/.' : 'Remove it, or see the README for what specpress does instead.',
  );
}

async function docsOptions(option: unknown, config: Obj, siteDir: string, report: MigrationReport, setSidebars: (file: string) => void, at: string[]): Promise<void> {
  const o = obj(option);
  const docs: Obj = obj(config.docs);
  for (const [key, value] of Object.entries(o)) {
    const path = [...at, key];
    switch (key) {
      case 'path':
        if (str(value)) docs.folder = sitePath(siteDir, String(value));
        if (String(docs.folder).startsWith('../')) {
          // The config then goes in the folder that holds both (init/outer-root.ts), when it is near.
          const root = outerRootOf(siteDir, { docs: { folder: docs.folder } });
          if (root)
            report.add(
              'migrate-docs-outside',
              path,
              `The docs folder ${String(docs.folder)} is outside the site folder, so specpress.config.yaml is written in ${root}, the folder that holds both, with every path in it written from there`,
              `Run specpress in ${root}. From there, @site/ imports name files of that folder, and translations are read from its i18n/: move them if the site has any.`,
            );
          else
            report.add(
              'migrate-docs-outside',
              path,
              `The docs folder ${String(docs.folder)} is outside the site folder; specpress publishes nothing from outside the folder of its config`,
              'Move the docs into the site folder, or put specpress.config.yaml in the folder that holds both (and set docs.folder and the paths in it accordingly).',
            );
        }
        break;
      case 'routeBasePath':
        break; // read with the versions below
      case 'id':
        break; // the instance carried as the docs folder (docsInstancesOf)
      case 'sidebarPath':
        if (str(value)) {
          const file = resolve(siteDir, String(value));
          const sidebars = await loadSidebars(file, siteDir);
          if (sidebars) docs.sidebars = sidebars;
          setSidebars(file);
        }
        break;
      case 'editUrl':
        if (report.plain(path, value, "docs.editUrl (a URL the page file's path in the site folder is added to)") && str(value)) docs.editUrl = value;
        break;
      case 'showLastUpdateTime':
      case 'showLastUpdateAuthor':
      case 'lastVersion':
        if (value !== undefined) docs[key] = value;
        break;
      case 'versions':
        docs.versions = Object.fromEntries(
          Object.entries(obj(value)).map(([name, v]) => {
            const vo = obj(v);
            return [name, defined({ label: str(vo.label), path: str(vo.path), banner: ['none', 'unreleased', 'unmaintained'].includes(String(vo.banner)) ? vo.banner : undefined })];
          }),
        );
        break;
      default:
        report.dropped(
          path,
          /Plugins$/.test(key)
            ? 'specpress has its own markdown features (admonitions, tabs, math, mermaid); remove it and check the pages that used it.'
            : 'Remove it, or see the README for what specpress does instead.',
        );
    }
  }
  routeBase(str(o.routeBasePath) ?? 'docs', docs, siteDir, report, [...at, 'routeBasePath']);
  config.docs = docs;
}

/**
 * Docusaurus serves docs under routeBasePath (default `docs`): an unversioned site gets the same
 * `docs.routeBasePath`; a versioned one keeps its URLs through each version's path, which starts
 * with the route base.
 */
function routeBase(base: string, docs: Obj, siteDir: string, report: MigrationReport, path: string[]): void {
  const prefix = base.replace(/^\/+|\/+$/g, '');
  if (prefix === '') return;
  const names = versionNames(siteDir);
  if (names.length === 0) {
    docs.routeBasePath = prefix;
    return;
  }
  const versions = obj(docs.versions);
  const last = str(docs.lastVersion) ?? names[0];
  for (const name of ['current', ...names]) {
    const option = obj(versions[name]);
    const own = str(option.path) ?? (name === last ? '' : name === 'current' ? 'next' : name);
    versions[name] = { ...option, path: own ? `${prefix}/${own.replace(/^\/+|\/+$/g, '')}` : prefix };
  }
  docs.versions = versions;
}

/** Where navbar items keep the doc id and docs instance they name until the docs' routes are known (docPluginLinks removes it). */
const DOC_OF = '__docOf';

/**
 * Navbar items that name a page or sidebar of another docs instance (`docsPluginId`), and dropdown
 * items that name a page by its doc id: written with the route it has (`architecture/overview`,
 * `<instance>/<sidebar>`), as docs.instances serves them; a dropdown's item becomes a link.
 */
function docPluginLinks(config: Obj, siteDir: string): void {
  const docs = obj(config.docs);
  const instances = obj(docs.instances);
  const instanceRoute = (plugin: string | undefined) => (plugin !== undefined && isObj(instances[plugin]) ? str(instances[plugin].routeBasePath) : undefined);
  // The docs' own pages: under the latest version's path, else docs.routeBasePath.
  const names = versionNames(siteDir);
  const latest = names.length > 0 ? str(obj(obj(docs.versions)[str(docs.lastVersion) ?? names[0]]).path) : str(docs.routeBasePath);
  const route = (docId: string, plugin: string | undefined) => {
    const base = instanceRoute(plugin) ?? latest ?? '';
    return base ? `${base}/${docId}` : docId;
  };
  const navbar = obj(config.navbar);
  const marked = (item: Obj) => (isObj(item[DOC_OF]) ? (item[DOC_OF] as { docId?: string; plugin?: string }) : undefined);
  navbar.items = list(navbar.items).map((entry) => {
    if (!isObj(entry)) return entry;
    const mark = marked(entry);
    const item: Obj = { ...entry };
    delete item[DOC_OF];
    const plugin = mark?.plugin;
    if (instanceRoute(plugin) !== undefined) {
      if (item.type === 'doc' && str(item.docId)) item.docId = route(String(item.docId), plugin);
      if (item.type === 'docSidebar' && str(item.sidebarId)) item.sidebarId = `${plugin}/${String(item.sidebarId)}`;
      INSTANCE_ITEMS.add(item);
    }
    if (Array.isArray(item.items))
      item.items = item.items.map((link) => {
        const doc = isObj(link) ? marked(link) : undefined;
        return doc?.docId !== undefined ? defined({ label: str((link as Obj).label), to: `/${route(doc.docId, doc.plugin)}` }) : link;
      });
    return item;
  });
}

/** Navbar items that name another docs instance's page: their docId is already a route (docIdsUnderPrefix leaves them). */
const INSTANCE_ITEMS = new WeakSet<Obj>();

/**
 * specpress's navbar `docId` is a page's route; Docusaurus's is the id inside the docs version. Under
 * a route base (a versioned site keeps /docs/…) the route is the latest version's path, then the id.
 */
function docIdsUnderPrefix(config: Obj, siteDir: string): void {
  const docs = obj(config.docs);
  const names = versionNames(siteDir);
  if (names.length === 0) return;
  const latest = str(obj(obj(docs.versions)[str(docs.lastVersion) ?? names[0]]).path);
  if (!latest) return;
  const navbar = obj(config.navbar);
  navbar.items = list(navbar.items).map((item) => (isObj(item) && item.type === 'doc' && str(item.docId) && !INSTANCE_ITEMS.has(item) ? { ...item, docId: `${latest}/${String(item.docId)}` } : item));
}

/** The versions a Docusaurus site lists (a malformed versions.json lists none here; the build reports it). */
function versionNames(siteDir: string): string[] {
  return readVersionsFile(siteDir, 'no versions were built')?.names ?? [];
}

async function loadSidebars(file: string, siteDir: string): Promise<Obj | undefined> {
  const loaded = await loadForeignConfig(file, siteDir);
  const read = readDocusaurusSidebars(file, JSON.stringify(loaded.value));
  return read.sidebars;
}

function customCss(value: unknown, config: Obj, siteDir: string, report: MigrationReport, path: string[]): void {
  const files = (Array.isArray(value) ? value : [value]).filter((file): file is string => typeof file === 'string');
  const kept = files.filter((file) => !file.includes('node_modules') && existsSync(resolve(siteDir, file)));
  if (kept.length < files.length)
    report.add(
      'migrate-css',
      path,
      `${files.length - kept.length} customCss file(s) are packages or not present; they were not carried`,
      'Copy what you need into a stylesheet of the site and list it under `stylesheets`.',
    );
  // Docusaurus's own classes (.navbar, --ifm-*) do not style specpress's pages: say so once.
  if (kept.length > 0) {
    config.stylesheets = [...list(config.stylesheets), ...kept.map((file) => sitePath(siteDir, resolve(siteDir, file)))];
    report.add(
      'migrate-css',
      path,
      'customCss is carried under `stylesheets`; rules for Docusaurus classes and --ifm-* variables do not style specpress pages',
      'Rewrite colours and fonts as --sp-* variables (README: Styling).',
    );
  }
}

function themeConfig(theme: Obj, config: Obj, report: MigrationReport): void {
  for (const [key, option] of Object.entries(theme)) {
    const path = ['themeConfig', key];
    const o = obj(option);
    switch (key) {
      case 'navbar':
        config.navbar = defined({ title: str(o.title), logo: logo(o.logo), hideOnScroll: bool(o.hideOnScroll), items: navbarItems(list(o.items), report, [...path, 'items']) });
        break;
      case 'footer':
        config.footer = footer(o, report, path);
        break;
      case 'announcementBar':
        // Absent when the config computes it away (`cond ? {...} : undefined`).
        if (option === undefined || option === false || option === null) break;
        if (report.plain(path, option, 'announcementBar')) {
          if (str(o.content) === undefined)
            report.add('migrate-changed', path, 'announcementBar has no content; it was not carried', 'Write announcementBar.content (HTML; it is sanitised) if the site shows a bar.');
          else config.announcementBar = defined({ id: str(o.id), content: str(o.content), backgroundColor: str(o.backgroundColor), textColor: str(o.textColor), isCloseable: bool(o.isCloseable) });
        }
        break;
      case 'colorMode':
        config.colorMode = defined({
          defaultMode: o.defaultMode === 'dark' || o.defaultMode === 'light' ? o.defaultMode : undefined,
          disableSwitch: bool(o.disableSwitch),
          respectPrefersColorScheme: bool(o.respectPrefersColorScheme),
        });
        break;
      case 'tableOfContents':
        config.docs = defined({ ...obj(config.docs), tocMinHeadingLevel: num(o.minHeadingLevel), tocMaxHeadingLevel: num(o.maxHeadingLevel) });
        break;
      case 'metadata':
        config.headTags = [
          ...list(config.headTags),
          ...list(option).flatMap((m) => (isObj(m) ? [{ tagName: 'meta', attributes: Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'string')) }] : [])),
        ];
        break;
      case 'prism':
        for (const [prismKey, prismValue] of Object.entries(o)) {
          if (prismKey === 'additionalLanguages')
            report.add(
              'migrate-prism',
              [...path, prismKey],
              `prism.additionalLanguages (${list(prismValue).join(', ')}) is not needed: specpress highlights common languages without a list`,
              'Remove it; a fence in a language specpress does not know is shown as plain text.',
            );
          else report.dropped([...path, prismKey], 'specpress has its own code colours; set them with --sp-* variables (README: Styling).');
        }
        break;
      case 'algolia':
        report.dropped(path, 'specpress builds its own search index at generate time; remove it.');
        break;
      default:
        report.dropped(path, 'Remove it, or see the README for what specpress does instead.');
    }
  }
}

/**
 * A link's href: Docusaurus's `pathname:///playground/` is a path its router leaves alone (a
 * static page); specpress links every path as written, so it is the path.
 */
function href(value: unknown, report: MigrationReport, path: string[]): string | undefined {
  const written = str(value);
  if (!written?.startsWith('pathname://')) return written;
  const plain = written.slice('pathname://'.length) || '/';
  report.add(
    'migrate-changed',
    path,
    `The link ${written} is carried as ${plain}; Docusaurus does not check pathname:// links, specpress checks every link`,
    `If another build step makes ${plain} (a page outside Docusaurus), build it into the static folder before specpress, or set links.onBrokenLinks: warn.`,
  );
  return plain;
}

function logo(value: unknown): Obj | undefined {
  const o = obj(value);
  return str(o.src) ? defined({ alt: str(o.alt), src: o.src, srcDark: str(o.srcDark), href: str(o.href), width: num(o.width), height: num(o.height) }) : undefined;
}

const ITEM_TYPES = new Set(['default', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

function navbarItems(items: unknown[], report: MigrationReport, path: string[]): Obj[] {
  return items.flatMap((item) => {
    const o = obj(item);
    const type = str(o.type) ?? 'default';
    if (!ITEM_TYPES.has(type) || !report.plain(path, item, 'the navbar item')) {
      if (ITEM_TYPES.has(type)) return [];
      report.add('migrate-navbar-item', path, `A navbar item of type ${type} has no counterpart in specpress; it was left out`, 'Use a link ({label, to}) or a dropdown instead.');
      return [];
    }
    const label = str(o.label) ?? str(o['aria-label']);
    const link = (l: unknown) => {
      const lo = obj(l);
      // A `doc` item of a dropdown names a page by its doc id: made a link once the docs' routes are known (docPluginLinks).
      if (lo.type === 'doc' && str(lo.docId)) return defined({ label: str(lo.label), [DOC_OF]: { docId: str(lo.docId), plugin: str(lo.docsPluginId) } });
      return defined({ label: str(lo.label), to: str(lo.to), href: href(lo.href, report, path) });
    };
    const kept = defined({
      type: type === 'default' ? undefined : type,
      label,
      position: o.position === 'left' || o.position === 'right' ? o.position : undefined,
      className: str(o.className),
      to: str(o.to),
      href: href(o.href, report, path),
      items: type === 'dropdown' ? list(o.items).map(link) : undefined,
      value: str(o.value),
      docId: str(o.docId),
      sidebarId: str(o.sidebarId),
      [DOC_OF]: str(o.docsPluginId) !== undefined ? { plugin: str(o.docsPluginId) } : undefined,
      dropdownItemsAfter:
        type === 'docsVersionDropdown'
          ? list(o.dropdownItemsAfter)
              .map(link)
              .filter((l) => l.label)
          : undefined,
    });
    if ((type === 'default' || type === 'dropdown' || type === 'doc' || type === 'docSidebar') && !label) {
      report.add('migrate-navbar-item', path, `A navbar item (${str(o.href) ?? str(o.to) ?? type}) has no label; it was left out`, 'Add it with a label under navbar.items.');
      return [];
    }
    return [kept];
  });
}

function footer(o: Obj, report: MigrationReport, path: string[]): Obj {
  const link = (l: unknown) => {
    const lo = obj(l);
    return str(lo.label) ? [defined({ label: lo.label, to: str(lo.to), href: href(lo.href, report, path) })] : [];
  };
  const links = list(o.links).flatMap((column) => {
    const c = obj(column);
    return 'items' in c ? (str(c.title) ? [{ title: c.title, items: list(c.items).flatMap(link) }] : []) : link(c);
  });
  let copyright = str(o.copyright);
  if (copyright && /<[a-z]/i.test(copyright)) {
    copyright = copyright
      .replace(/<[^>]*>/g, ' ')
      .replace(/&trade;/g, '™')
      .replace(/&reg;/g, '®')
      .replace(/\s+/g, ' ')
      .trim();
    report.add(
      'migrate-footer-html',
      [...path, 'copyright'],
      'footer.copyright is HTML; specpress shows plain text, so its tags were removed',
      'Check the copyright line; put its links under footer.links.',
    );
  }
  return defined({ style: o.style === 'dark' || o.style === 'light' ? o.style : undefined, links, logo: logo(o.logo), copyright });
}
