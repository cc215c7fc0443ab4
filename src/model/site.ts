// Builds the site model from the validated config and the loaded docs.
import { orGeneratedSidebars, type SiteConfig, type SidebarItem } from '../config/site-config.js';
import type { Diagnostic, Severity, SourcePosition } from '../diagnostics/diagnostic.js';
import { diagnostic } from '../diagnostics/diagnostic.js';
import { defaultVariant, routeInVariant, variantRoute, type DocsVariant } from '../load/docs-variants.js';
import { giveVersions } from './docs-versions.js';
import { giveLocales } from './docs-locales.js';
import { giveSiteLinksHere } from './site-links-here.js';
import type { CategorySource } from '../load/docs.js';
import type { YamlSource } from '../load/yaml-source.js';
import { normalizeRoute, pathToRoute, resolveSiteLink, routeOutputFile, routeUrl, type Route } from '../shared/routes.js';
import { closest } from '../diagnostics/suggest.js';
import type { DocPageMeta } from './doc-pages.js';
import { resolveNavbar } from './navbar.js';
import { apiIndexPage } from './api-index.js';
import { apiGroups, hasSeveralApis } from '../config/api-groups.js';
import { countSidebarEntries, firstRoute, giveCategoriesIndexPages, INLINE_SIDEBAR_LIMIT, resolveSidebar, sidebarCategories, sidebarIndex, type DocTree, type SidebarEntry } from './sidebar.js';
import { readCategories } from './categories.js';
import type { CategoryPage, NotFoundPage, PageModel, RedirectPage, SearchPage, SiteModel } from './types.js';
import { compareText } from '../util/compare-text.js';
import { nameMap } from '../util/name-map.js';

export interface ModelInput {
  config: SiteConfig;
  configFile: string;
  configSource?: YamlSource;
  siteDir: string;
  /** The docs files' routes and front matter (readDocMeta). */
  docMeta: { metas: DocPageMeta[]; diagnostics: Diagnostic[] };
  /** Their pages, rendered (src/render/doc-bodies.ts). */
  docPages: { pages: PageModel[]; diagnostics: Diagnostic[] };
  /** Pages produced by other stages (API references). */
  extraPages?: PageModel[];
  /** The docs folder's `_category_` files (generated sidebars). */
  categories?: CategorySource[];
  /** The site's docs variants (its versions, load/docs-variants.ts), latest first; absent: one, at the site root. */
  variants?: DocsVariant[];
}

export async function buildSiteModel(input: ModelInput): Promise<{ model: SiteModel; diagnostics: Diagnostic[] }> {
  const { config } = input;
  const meta = input.docMeta;
  const diagnostics = [...meta.diagnostics, ...duplicateRoutes(meta.metas)];
  const built = input.docPages;
  diagnostics.push(...built.diagnostics);
  const pages: PageModel[] = [...built.pages, ...(input.extraPages ?? [])];
  diagnostics.push(...referenceRouteClashes(meta.metas, input.extraPages ?? []));
  // A navbar search item needs a search page: specpress's own, unless the site wrote one.
  if (config.navbar.items.some((item) => item?.type === 'search') && !pages.some((page) => page.route === 'search')) pages.push(searchPage(config));
  pages.sort((a, b) => compareText(a.route, b.route));
  // Labels for sidebars and navbar items: sidebar_label, then the page title, then the site title.
  // Looked up by route for every sidebar item: maps, not searches (a site has thousands of pages).
  const pageByRoute = firstByRoute(pages);
  const metaByRoute = firstByRoute(meta.metas);
  const titleOf = (route: Route) => {
    const page = pageByRoute.get(route);
    if (!page) return undefined;
    return metaByRoute.get(route)?.frontMatter.sidebar_label ?? (page.title || config.title);
  };

  // Without docs.sidebars, `default` is the tree generated from the whole docs folder.
  const generated: Record<string, SidebarItem[]> = orGeneratedSidebars(undefined);
  const configured: Record<string, SidebarItem[]> = orGeneratedSidebars(config.docs.sidebars);
  // Sidebar ids are the config's names: a null-prototype map (`__proto__` is an id like any other).
  const sidebars: Record<string, SidebarEntry[]> = nameMap<SidebarEntry[]>();
  const variants = input.variants ?? [defaultVariant(input.siteDir)];
  // Each variant (version) has its own sidebars: the config's describe the docs folder, a
  // version's are its versioned_sidebars file or generated from its folder. The variant at the
  // docs route keeps the ids as written; another's are `<variant>/<id>`.
  const firstRoutes = new Map<string, Route | undefined>();
  for (const variant of variants) {
    const inVariant = (route: Route) => variantRoute(variant, route);
    // Ids a sidebar may name: at the docs route every page's route (a reference's too), in another variant its own pages'.
    const others = new Set(meta.metas.filter((m) => m.source.variant.id !== variant.id).map((m) => m.route));
    const ownMetas = meta.metas.filter((m) => m.source.variant.id === variant.id);
    const ids =
      variant.routePrefix === ''
        ? new Set([...pageByRoute.keys()].filter((route) => !others.has(route)))
        : new Set(meta.metas.filter((m) => m.source.variant.id === variant.id).map((m) => routeInVariant(variant, m.route) ?? m.route));
    // The config's sidebars describe the docs folder (the one variant of a site without versions, else `current`).
    const ofDocsFolder = variant.version === undefined || variant.version.name === 'current';
    // A page may be named by its Docusaurus doc id where that is not its route (a slug, an index.md): the route then stands in.
    const items = byDocId(variant, ownMetas, ids, variant.sidebars ?? (ofDocsFolder ? configured : generated));
    const checked =
      variant.sidebars !== undefined
        ? checkSidebarDocs(items, ids, (path) => variant.sidebarsSource?.positionOf(path) ?? { file: input.configFile }, 'warning')
        : checkSidebarDocs(items, ids, (path) => input.configSource?.positionOf(['docs', 'sidebars', ...path]) ?? { file: input.configFile }, 'error');
    diagnostics.push(...checked.diagnostics);
    // A locale's tree takes the default locale's `_category_` files for the folders it has none of.
    const own = (input.categories ?? []).filter((category) => category.variant.id === variant.id);
    const inherited =
      variant.locale && !variant.locale.isDefault
        ? (input.categories ?? [])
            .filter((category) => category.variant.locale?.isDefault && category.variant.version?.name === variant.version?.name && !own.some((mine) => mine.dir === category.dir))
            .map((category) => ({ ...category, variant }))
        : [];
    const categories = readCategories([...own, ...inherited]);
    diagnostics.push(...categories.diagnostics);
    const tree: DocTree = {
      docs: meta.metas
        .filter((m) => !m.frontMatter.unlisted && m.source.variant.id === variant.id)
        .map((m) => ({ relPath: m.source.relPath, route: m.route, position: m.frontMatter.sidebar_position, label: m.frontMatter.sidebar_label })),
      categories: categories.byDir,
      routeOfId: variant.routePrefix === '' ? undefined : inVariant,
    };
    let first: Route | undefined;
    for (const [id, entries] of Object.entries(checked.sidebars)) {
      const key = variant.routePrefix === '' ? id : `${variant.id}/${id}`;
      sidebars[key] = resolveSidebar(entries, titleOf, tree);
      first ??= firstRoute(sidebars[key]);
    }
    firstRoutes.set(variant.id, first);
  }
  // Sidebars too big to repeat in every page: each of their categories gets a page (see giveCategoriesIndexPages).
  const lazySidebars = Object.keys(sidebars).filter((id) => countSidebarEntries(sidebars[id]) > INLINE_SIDEBAR_LIMIT);
  const taken = new Set([
    ...pageByRoute.keys(),
    '404',
    ...config.redirects.flatMap((redirect) => (Array.isArray(redirect.from) ? redirect.from : [redirect.from]).map((from) => redirectRoute(config, from))),
  ]);
  for (const id of lazySidebars) giveCategoriesIndexPages(sidebars[id], taken);
  // Generated category index pages (a _category_ file's `link: { type: generated-index }`).
  const described = (route: Route) => pageByRoute.get(route)?.description;
  /** A card for each item of a category: its page (and description) or link. */
  const cards = (items: readonly SidebarEntry[]): CategoryPage['items'] =>
    items.flatMap((item) => {
      const route = item.route;
      if (route === undefined) return item.kind === 'link' && item.href ? [{ label: item.label, url: item.href }] : [];
      return [{ label: item.label, url: routeUrl(config.baseUrl, route, config.trailingSlash), description: item.kind === 'category' ? item.description : described(route) }];
    });
  for (const entries of Object.values(sidebars)) {
    for (const category of sidebarCategories(entries)) {
      if (!category.generatedIndex || category.route === undefined || pageByRoute.has(category.route)) continue;
      const page: PageModel = {
        kind: 'category',
        route: category.route,
        url: routeUrl(config.baseUrl, category.route, config.trailingSlash),
        outputFile: routeOutputFile(config.baseUrl, category.route),
        title: category.generatedIndex.title ?? category.label,
        description: category.generatedIndex.description,
        headings: [],
        items: cards(category.items),
      };
      pages.push(page);
      pageByRoute.set(page.route, page);
    }
  }
  // <DocCardList /> on an MDX page: its category's items (the category it is the page of, else the one it is in).
  const withCards = pages.filter((page) => page.kind === 'markdown' && page.docCards);
  // Every category of every sidebar, listed once for all such pages (none on most sites).
  const categories = withCards.length > 0 ? Object.values(sidebars).flatMap((entries) => sidebarCategories(entries)) : [];
  for (const page of withCards) {
    if (page.kind !== 'markdown') continue;
    const own = categories.find((category) => category.route === page.route);
    const holding = own ?? categories.find((category) => category.items.some((item) => item.kind === 'link' && item.route === page.route));
    page.docCardItems = holding ? cards(holding.items.filter((item) => own || item.route !== page.route)) : [];
  }
  // A site of several APIs without a home page of its own: the root lists them (model/api-index.ts).
  if (!pageByRoute.has('') && hasSeveralApis(config)) {
    const home = apiIndexPage(config);
    pages.unshift(home);
    pageByRoute.set('', home);
  }
  // A docs folder without a home page (Docusaurus keeps it elsewhere): the site root leads to the first page.
  const first = firstRoute(sidebars.default ?? Object.values(sidebars)[0] ?? []) ?? pages.find((page) => page.kind === 'markdown' || page.kind === 'react')?.route;
  if (!pageByRoute.has('') && first !== undefined) {
    const home = redirectPage(config, '', routeUrl(config.baseUrl, first, config.trailingSlash), titleOf(first) ?? config.title);
    pages.unshift(home);
    pageByRoute.set('', home);
  }
  // A locale's folder without a home page: its route leads to its first page too.
  for (const variant of variants) {
    const target = firstRoutes.get(variant.id);
    if (!variant.locale || variant.routePrefix === '' || pageByRoute.has(variant.routePrefix) || target === undefined) continue;
    const home = redirectPage(config, variant.routePrefix, routeUrl(config.baseUrl, target, config.trailingSlash), titleOf(target) ?? config.title);
    pages.push(home);
    pageByRoute.set(home.route, home);
  }
  for (const redirect of config.redirects) {
    for (const from of Array.isArray(redirect.from) ? redirect.from : [redirect.from]) {
      const route = redirectRoute(config, from);
      if (pageByRoute.has(route)) {
        diagnostics.push(
          diagnostic(
            'redirect-over-page',
            'error',
            `The redirect from "${from}" would replace the page at that address`,
            input.configSource?.positionOf(['redirects', config.redirects.indexOf(redirect), 'from']) ?? { file: input.configFile },
            'Remove the redirect, or move the page.',
          ),
        );
        continue;
      }
      const page = redirectPage(config, route, resolveSiteLink(config, redirect.to), 'Moved');
      pages.push(page);
      pageByRoute.set(route, page);
    }
  }
  // A page belongs to the first sidebar (in config order) that lists it.
  const sidebarOf = new Map<Route, string>();
  for (const [id, entries] of Object.entries(sidebars)) for (const route of sidebarIndex(entries).position.keys()) if (!sidebarOf.has(route)) sidebarOf.set(route, id);
  for (const page of pages) {
    const sidebarId = sidebarOf.get(page.route);
    if (sidebarId !== undefined && page.kind !== 'reference') page.sidebarId = sidebarId;
  }

  giveVersions(pages, variants, firstRoutes, config);
  giveLocales(pages, meta.metas, variants, firstRoutes, config);
  const docsRoute = variants.find((variant) => variant.routePrefix === '') ?? variants[0];
  const docIdRoutes = new Map(meta.metas.flatMap((m) => (m.docId !== undefined && m.source.variant.id === docsRoute?.id ? [[m.docId, m.route] as const] : [])));
  const navbar = resolveNavbar(config, titleOf, input.configSource, sidebars, variants, firstRoutes, (id) => (titleOf(id) === undefined ? docIdRoutes.get(id) : undefined));
  diagnostics.push(...navbar.diagnostics);
  giveSiteLinksHere(pages, navbar.items, variants, config);

  const notFound: NotFoundPage = {
    kind: 'notFound',
    route: '404',
    url: routeUrl(config.baseUrl, '404'),
    outputFile: `${config.baseUrl.replace(/^\//, '')}404.html`,
    title: 'Page not found',
    headings: [],
  };
  return {
    diagnostics,
    model: {
      config,
      configFile: input.configFile,
      siteDir: input.siteDir,
      pages,
      notFound,
      sidebars,
      lazySidebars,
      navbar: navbar.items,
      extraRoutes: config.specs.map((spec) => spec.route),
    },
  };
}

/** The route a redirect's `from` path (under the base URL or not) frees. */
function redirectRoute(config: SiteConfig, from: string): Route {
  return normalizeRoute(pathToRoute(config.baseUrl, from.startsWith(config.baseUrl) ? from : `${config.baseUrl}${from.replace(/^\/+/, '')}`) ?? from);
}

/** Each route's first holder (two pages with one route are an error, reported elsewhere). */
export function firstByRoute<T extends { route: Route }>(items: readonly T[]): Map<Route, T> {
  const out = new Map<Route, T>();
  for (const item of items) if (!out.has(item.route)) out.set(item.route, item);
  return out;
}

function redirectPage(config: SiteConfig, route: Route, to: string, title: string): RedirectPage {
  return { kind: 'redirect', route, url: routeUrl(config.baseUrl, route, config.trailingSlash), outputFile: routeOutputFile(config.baseUrl, route), title, headings: [], to };
}

function searchPage(config: SiteConfig): SearchPage {
  return {
    kind: 'search',
    route: 'search',
    url: routeUrl(config.baseUrl, 'search', config.trailingSlash),
    outputFile: routeOutputFile(config.baseUrl, 'search'),
    title: 'Search',
    description: `Search the ${config.title} documentation${config.specs.length > 0 ? ' and API reference' : ''}.`,
    headings: [],
    browse: [
      { label: 'the home page', url: config.baseUrl },
      ...apiGroups(config).flatMap((api, _, apis) =>
        api.versions.map((spec) => ({ label: `the ${apis.length > 1 ? `${api.label} ` : 'API '}reference (${spec.label})`, url: routeUrl(config.baseUrl, spec.route, config.trailingSlash) })),
      ),
    ],
  };
}

/**
 * A sidebar's items with each `doc` and category `link` that names a page of the variant by its
 * Docusaurus doc id (and is no route of it) changed to the page's route: `tutorials/tutorials-index`
 * for a page whose `slug` is `index`, `guides/index` for `guides/index.md`.
 */
function byDocId(variant: DocsVariant, metas: readonly DocPageMeta[], routes: ReadonlySet<Route>, items: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const routeOf = new Map(metas.flatMap((m) => (m.docId !== undefined ? [[m.docId, variant.routePrefix === '' ? m.route : (routeInVariant(variant, m.route) ?? m.route)] as const] : [])));
  if (routeOf.size === 0) return items;
  const named = (written: string | undefined) => {
    if (written === undefined) return undefined;
    const id = normalizeRoute(written);
    return routes.has(id) ? written : (routeOf.get(id) ?? written);
  };
  const change = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item): SidebarItem => {
      if (item.type === 'autogenerated') return item;
      if ('items' in item) return { ...item, ...(item.link !== undefined ? { link: named(item.link) } : {}), items: change(item.items) };
      return item.doc !== undefined ? { ...item, doc: named(item.doc) } : item;
    });
  const out = nameMap<SidebarItem[]>();
  for (const [id, list] of Object.entries(items)) out[id] = change(list);
  return out;
}

/**
 * Every `doc` (and category `link`) of a configured sidebar must name a page by its id (its
 * route): reported once, at its config line, with the closest id; the item is left out so it does
 * not become a broken link on every page.
 */
function checkSidebarDocs(
  sidebars: Record<string, SidebarItem[]>,
  routes: ReadonlySet<Route>,
  positionOf: (path: (string | number)[]) => Partial<SourcePosition>,
  severity: Severity,
): { sidebars: Record<string, SidebarItem[]>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const ids = [...routes].filter((route) => route !== '404').sort(compareText);
  const valid = (written: string | undefined, path: (string | number)[]): boolean => {
    if (written === undefined || (routes.has(normalizeRoute(written)) && !/\.(md|mdx|tsx|jsx)$/.test(written))) return true;
    const asFile = /\.(md|mdx|tsx|jsx)$/.test(written) ? normalizeRoute(written.replace(/\.(md|mdx|tsx|jsx)$/, '')) : undefined;
    const suggestion = asFile !== undefined && routes.has(asFile) ? asFile : closest(normalizeRoute(written), ids);
    const message = asFile !== undefined ? `Sidebar item names the file "${written}"; sidebar items name a page by its id` : `Sidebar item names the page "${written}", which does not exist`;
    const list =
      ids.length > 12
        ? `${ids
            .slice(0, 12)
            .map((id) => `"${id}"`)
            .join(', ')}, …`
        : ids.map((id) => `"${id}"`).join(', ');
    diagnostics.push(
      diagnostic(
        'sidebar-unknown-doc',
        severity,
        `${message}${severity === 'warning' ? '; the item was left out' : ''}`,
        positionOf(path),
        `${suggestion !== undefined ? `Did you mean "${suggestion}"? ` : ''}Page ids are routes without the extension ("" is the home page): ${list}.`,
      ),
    );
    return false;
  };
  const out = nameMap<SidebarItem[]>();
  const check = (items: readonly SidebarItem[], path: (string | number)[]): SidebarItem[] =>
    items.flatMap((item, i): SidebarItem[] => {
      if (item.type === 'autogenerated') return [item];
      if (!('items' in item)) return valid(item.doc, [...path, i, 'doc']) ? [item] : [];
      const link = valid(item.link, [...path, i, 'link']) ? item.link : undefined;
      return [{ ...item, link, items: check(item.items, [...path, i, 'items']) }];
    });
  for (const [id, items] of Object.entries(sidebars)) out[id] = check(items, [id]);
  return { sidebars: out, diagnostics };
}

/**
 * A docs page at the route of a page of an API reference (its route, a split reference's page,
 * an operation's page) would be written over by it, or over it: an error at the docs file.
 */
function referenceRouteClashes(metas: DocPageMeta[], extraPages: PageModel[]): Diagnostic[] {
  const references = new Map(extraPages.flatMap((page) => (page.kind === 'reference' ? [[page.route, page] as const] : [])));
  return metas.flatMap((meta) => {
    const reference = references.get(meta.route);
    if (!reference) return [];
    return [
      diagnostic(
        'page-duplicate-route',
        'error',
        `${meta.source.relPath} has the route "/${meta.route}", which is a page of the API reference ${reference.spec.label} (${reference.title})`,
        { file: meta.source.file, line: 1, column: 1 },
        'Rename the file or change its front matter slug, or give the reference another route under specs.',
      ),
    ];
  });
}

function duplicateRoutes(metas: DocPageMeta[]): Diagnostic[] {
  const seen = new Map<Route, DocPageMeta>();
  const out: Diagnostic[] = [];
  for (const meta of metas) {
    const other = seen.get(meta.route);
    if (other)
      out.push(
        diagnostic(
          'page-duplicate-route',
          'error',
          `Two pages have the route "/${meta.route}": ${other.source.relPath} and ${meta.source.relPath}`,
          { file: meta.source.file, line: 1, column: 1 },
          'Rename one file or change its front matter slug.',
        ),
      );
    else seen.set(meta.route, meta);
  }
  return out;
}
