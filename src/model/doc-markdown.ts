// A docs page's markdown → RenderedMarkdown, with its links and images resolved against the
// site's routes: the one way a .md page is rendered, on the main thread (doc-pages.ts) or on a
// markdown worker (markdown-worker-entry.ts). Everything it needs is plain data (DocLinkContext),
// so a worker gets the same inputs, and renders the same bytes, as the main thread.
import { dirname, posix, relative, resolve, sep } from 'node:path';
import { withInputFile } from '../diagnostics/internal-error.js';
import { renderMarkdown, type RenderedMarkdown } from '../markdown/render-markdown.js';
import { resolveSiteLink, routeUrl, type Route } from '../shared/routes.js';

/** Where images written beside a page are published, under the base URL. */
export const SITE_ASSETS = 'assets/site/';

/** What resolving a page's links and images needs: structured-clonable, sent to workers as is. */
export interface DocLinkContext {
  baseUrl: string;
  trailingSlash: boolean;
  siteDir: string;
  externalImages: 'allow' | 'block';
  /** Every docs file (path relative to the docs folder) and its route. */
  routes: [relPath: string, route: Route][];
}

/** One markdown page to render (after its front matter). */
export interface DocMarkdownPage {
  file: string;
  relPath: string;
  body: string;
  lineOffset: number;
}

/** How a page links: its links and images resolved against the site's routes (MDX pages use them too). */
export interface DocPageLinks {
  resolveLink: (href: string) => string;
  resolveImage: (src: string) => string;
}

/** The links of each page of the site `context` describes; `relocate` sends reference links to split pages. */
export function docPageLinks(context: DocLinkContext, relocate: (href: string) => string): (page: Pick<DocMarkdownPage, 'file' | 'relPath'>) => DocPageLinks {
  const byRelPath = new Map(context.routes);
  const url = (route: Route) => routeUrl(context.baseUrl, route, context.trailingSlash);
  return (page) => ({
    resolveLink: (href) => relocate(href.startsWith('/') ? resolveSiteLink(context, href) : resolveMarkdownFileLink(href, page.relPath, byRelPath, url)),
    // Images beside the page are published under <base>assets/site/<path in the site folder>
    // (found again in the HTML by doc-pages.ts, so a cached render publishes them too).
    resolveImage: (src) => {
      const cut = src.search(/[?#]/);
      let path = cut === -1 ? src : src.slice(0, cut);
      try {
        path = decodeURI(path);
      } catch {
        /* as written */
      }
      const file = resolve(dirname(page.file), path);
      const inSite = relative(context.siteDir, file).split(sep).join('/');
      if (inSite.startsWith('../') || inSite === '..') return src; // outside the site: left to the link check
      return `/${encodeURI(`${context.baseUrl.replace(/^\//, '')}${SITE_ASSETS}${inSite}`)}`;
    },
  });
}

/** Renders the markdown pages of the site `context` describes (see docPageLinks). */
export function docMarkdownRenderer(context: DocLinkContext, relocate: (href: string) => string): (page: DocMarkdownPage) => RenderedMarkdown {
  const links = docPageLinks(context, relocate);
  return (page) => withInputFile(page.file, () => renderMarkdown(page.body, { ...links(page), lineOffset: page.lineOffset, externalImages: context.externalImages }));
}

/** `./webhooks.md#x` → `/api-docs/webhooks#x`; a .md link to a missing file is left as is (the link check warns). */
function resolveMarkdownFileLink(href: string, fromRelPath: string, byRelPath: ReadonlyMap<string, Route>, url: (route: Route) => string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const hash = cut === -1 ? '' : href.slice(cut);
  if (!/\.(mdx?|tsx)$/.test(path)) return href;
  const target = byRelPath.get(posix.normalize(posix.join(posix.dirname(fromRelPath), decodeURI(path))));
  return target !== undefined ? url(target) + hash : href;
}
