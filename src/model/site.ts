// Builds the site model from the validated config and the loaded docs.
import type { SiteConfig, SidebarItem } from '../config/site-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnostic } from '../diagnostics/diagnostic.js';
import type { DocSource } from '../load/docs.js';
import type { ReactPageLoads } from '../load/react-page.js';
import type { YamlSource } from '../load/yaml-source.js';
import { normalizeRoute, routeOutputFile, routeUrl, type Route } from '../shared/routes.js';
import { closest } from '../diagnostics/suggest.js';
import { buildDocPages, readDocMeta, type DocPageMeta } from './doc-pages.js';
import { resolveNavbar } from './navbar.js';
import type { AnchorRelocator } from './reference/spec-anchors.js';
import { resolveSidebar, sidebarOrder, type SidebarEntry } from './sidebar.js';
import type { NotFoundPage, PageModel, SearchPage, SiteModel } from './types.js';
import { compareText, compareTitles } from '../shared/compare-text.js';

export interface ModelInput {
  config: SiteConfig;
  configFile: string;
  configSource?: YamlSource;
  siteDir: string;
  docs: DocSource[];
  /** Pages produced by other stages (API references). */
  extraPages?: PageModel[];
  /** React pages already being compiled (startReactPages). */
  reactPages?: ReactPageLoads;
  /** Sends a link written for a one-page reference to the split page holding its anchor. */
  relocateAnchor?: AnchorRelocator;
}

export async function buildSiteModel(input: ModelInput): Promise<{ model: SiteModel; diagnostics: Diagnostic[] }> {
  const { config } = input;
  const meta = readDocMeta(input.docs);
  const diagnostics = [...meta.diagnostics, ...duplicateRoutes(meta.metas)];
  const built = await buildDocPages(meta.metas, config, input.reactPages, input.relocateAnchor);
  diagnostics.push(...built.diagnostics);
  const pages: PageModel[] = [...built.pages, ...(input.extraPages ?? [])];
  // A navbar search item needs a search page: specpress's own, unless the site wrote one.
  if (config.navbar.items.some((item) => item?.type === 'search') && !pages.some((page) => page.route === 'search')) pages.push(searchPage(config));
  pages.sort((a, b) => compareText(a.route, b.route));
  // Labels for sidebars and navbar items: sidebar_label, then the page title, then the site title.
  const titleOf = (route: Route) => {
    const page = pages.find((p) => p.route === route);
    if (!page) return undefined;
    return meta.metas.find((m) => m.route === route)?.frontMatter.sidebar_label ?? (page.title || config.title);
  };

  const configured = config.docs.sidebars;
  const sidebarConfig: Record<string, SidebarItem[]> = Object.keys(configured).length > 0 ? configured : { default: autoSidebar(meta.metas) };
  const sidebars: Record<string, SidebarEntry[]> = {};
  const checkedSidebars = checkSidebarDocs(configured, new Set(pages.map((page) => page.route)), input.configSource, input.configFile);
  diagnostics.push(...checkedSidebars.diagnostics);
  for (const [id, items] of Object.entries(Object.keys(configured).length > 0 ? checkedSidebars.sidebars : sidebarConfig)) sidebars[id] = resolveSidebar(items, titleOf);
  for (const page of pages) {
    const sidebarId = Object.keys(sidebars).find((id) => sidebarOrder(sidebars[id]).includes(page.route));
    if (sidebarId !== undefined && page.kind !== 'reference') page.sidebarId = sidebarId;
  }

  const navbar = resolveNavbar(config, titleOf, input.configSource);
  diagnostics.push(...navbar.diagnostics);

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
      navbar: navbar.items,
      extraRoutes: config.specs.map((spec) => spec.route),
    },
  };
}

/** Without configured sidebars, the default one lists every page by sidebar_position, then path. */
function autoSidebar(metas: DocPageMeta[]): SidebarItem[] {
  return [...metas]
    .sort((a, b) => (a.frontMatter.sidebar_position ?? Infinity) - (b.frontMatter.sidebar_position ?? Infinity) || compareTitles(a.source.relPath, b.source.relPath))
    .map((m) => ({ doc: m.route }));
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
      ...config.specs.map((spec) => ({ label: `the API reference (${spec.label})`, url: routeUrl(config.baseUrl, spec.route, config.trailingSlash) })),
    ],
  };
}

/**
 * Every `doc` (and category `link`) of a configured sidebar must name a page by its id (its
 * route): reported once, at its config line, with the closest id; the item is left out so it does
 * not become a broken link on every page.
 */
function checkSidebarDocs(
  sidebars: Record<string, SidebarItem[]>,
  routes: ReadonlySet<Route>,
  source: YamlSource | undefined,
  configFile: string,
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
        'error',
        message,
        source?.positionOf(['docs', 'sidebars', ...path]) ?? { file: configFile },
        `${suggestion !== undefined ? `Did you mean "${suggestion}"? ` : ''}Page ids are routes without the extension ("" is the home page): ${list}.`,
      ),
    );
    return false;
  };
  const out: Record<string, SidebarItem[]> = {};
  for (const [id, items] of Object.entries(sidebars)) {
    out[id] = items.flatMap((item, i): SidebarItem[] => {
      if (!('items' in item)) return valid(item.doc, [id, i, 'doc']) ? [item] : [];
      const link = valid(item.link, [id, i, 'link']) ? item.link : undefined;
      return [{ ...item, link, items: item.items.filter((child, j) => valid(child.doc, [id, i, 'items', j, 'doc'])) }];
    });
  }
  return { sidebars: out, diagnostics };
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
