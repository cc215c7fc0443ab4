// What the docs pages' assembly reads of a page's HTML to find the images published beside pages
// (doc-bodies.ts pageAssets): read where the HTML is made, so that a page rendered on the markdown
// thread (markdown-thread.ts) hands over its HTML as bytes, with these facts, and never as a string.

/** Where images written beside a page are published, under the base URL. */
export const SITE_ASSETS = 'assets/site/';

/** `assets/site/` under the base URL, without its leading slash (`docs/assets/site/`). */
export function siteAssetsPrefix(baseUrl: string): string {
  return `${baseUrl.replace(/^\//, '')}${SITE_ASSETS}`;
}

/** What pageAssets reads of a page's HTML. */
export interface HtmlSources {
  /** Whether the HTML names the prefix as a browser asks for it (`src="/docs/assets/site/…`): most pages do not. */
  showsSiteAssets: boolean;
  /** Every root-relative `src` (without its leading slash), read when asked (a scan of the whole HTML). */
  sources(): string[];
}

export function htmlSources(html: string, baseUrl: string): HtmlSources {
  return {
    showsSiteAssets: html.includes(`src="/${encodeURI(siteAssetsPrefix(baseUrl))}`),
    sources: () => [...html.matchAll(/\ssrc="\/([^"]+)"/g)].map((match) => match[1]),
  };
}
