// What every page embeds for client navigation, and the pages fetched for it: a page is fetched
// as the HTML a reader without JavaScript gets, and its head fields and
// regions are taken from it. Nothing is rendered twice at build time, and a navigation can never
// show something the static page would not.
import type { RegionName, SiteData } from '../shared/site-data-types.js';
import { PAGE_REGION_SELECTORS } from '../shared/site-data-types.js';
import { PART_LINKS, partLink } from './parts.js';

/** What a navigation takes from the fetched page. */
export interface RoutePayload {
  title: string;
  description?: string;
  canonical?: string;
  alternates: { type: string; href: string }[];
  /** Its stylesheets (a page with a formula links KaTeX's, which others lack). */
  stylesheets: string[];
  /** Its runtime parts' URLs (see parts.ts): they replace this document's. */
  parts: string[];
  /** Each region's element, in the fetched (inert) document: copied in on every use. */
  regions: Record<RegionName, Element>;
}

export function readSiteData(): SiteData | undefined {
  const script = document.getElementById('sp-site-data');
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as SiteData;
    return typeof data.baseUrl === 'string' ? data : undefined;
  } catch {
    return undefined;
  }
}

const payloads = new Map<string, Promise<RoutePayload>>();

/** Loads (once) the page at `url`; a failed load is forgotten so the next call tries again. */
export function fetchPayload(url: string): Promise<RoutePayload> {
  let pending = payloads.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'error'} loading ${url}`);
        return response.text();
      })
      .then((html) => readPage(url, new DOMParser().parseFromString(html, 'text/html')));
    payloads.set(url, pending);
    pending.catch(() => payloads.delete(url));
  }
  return pending;
}

/** The fetched URL is a redirect (config `redirects`) or a page in another language: the browser loads it whole (no message: none is shown). */
export class RedirectPageError extends Error {}

function readPage(url: string, page: Document): RoutePayload {
  // A redirect, or a page in another language (its words, direction and search are its own), is loaded whole.
  if (page.querySelector('meta[http-equiv=refresh i]') || page.documentElement.lang !== document.documentElement.lang) throw new RedirectPageError();
  const regions = {} as Record<RegionName, Element>;
  for (const [name, selector] of Object.entries(PAGE_REGION_SELECTORS) as [RegionName, string][]) {
    const element = page.querySelector(selector);
    if (!element) throw new Error(`The page ${url} has no "${name}" region`);
    regions[name] = element;
  }
  return {
    title: page.title,
    description: page.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    canonical: page.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    alternates: [...page.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) => ({ type: 'text/markdown', href: link.getAttribute('href') ?? '' })),
    stylesheets: hrefs(page),
    parts: [...page.querySelectorAll(PART_LINKS)].map((link) => link.getAttribute('href') ?? ''),
    regions,
  };
}

const hrefs = (page: Document) => [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '');

/**
 * Links the stylesheets of a fetched page that this document lacks, after the site's own first
 * one as a full load has them, and resolves once they have loaded (or failed): the page is not
 * shown unstyled.
 */
export function addStylesheets(payload: RoutePayload): Promise<RoutePayload> {
  const have = hrefs(document);
  const added = payload.stylesheets
    .filter((href) => !have.includes(href))
    .map(
      (href) => new Promise((done) => document.querySelector('link[rel="stylesheet"]')?.after(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done }))),
    );
  return Promise.all(added).then(() => payload);
}

/** Puts a fetched page into the document: head fields, then each region. */
export function applyPayload(payload: RoutePayload): void {
  document.title = payload.title;
  setMeta('name', 'description', payload.description);
  setMeta('property', 'og:title', payload.title);
  setMeta('property', 'og:description', payload.description);
  setMeta('property', 'og:url', payload.canonical);
  if (payload.canonical) document.querySelector('link[rel="canonical"]')?.setAttribute('href', payload.canonical);
  for (const link of document.querySelectorAll('link[rel="alternate"][type="text/markdown"]')) link.remove();
  for (const alternate of payload.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = alternate.type;
    link.href = alternate.href;
    document.head.append(link);
  }
  for (const link of document.querySelectorAll(PART_LINKS)) link.remove();
  document.head.append(...payload.parts.map(partLink));
  for (const [name, selector] of Object.entries(PAGE_REGION_SELECTORS) as [RegionName, string][]) {
    const element = document.querySelector(selector);
    const region = payload.regions[name];
    if (!element) continue;
    for (const attribute of [...element.attributes]) if (attribute.name !== 'id' && !region.hasAttribute(attribute.name)) element.removeAttribute(attribute.name);
    for (const attribute of region.attributes) if (attribute.name !== 'id') element.setAttribute(attribute.name, attribute.value);
    // A copy: the same fetched page may be shown again later (back, then forward again).
    element.replaceChildren(...document.importNode(region, true).childNodes);
  }
}

function setMeta(kind: 'name' | 'property', key: string, value: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${kind}="${key}"]`);
  if (value === undefined) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(kind, key);
    document.head.append(meta);
  }
  meta.content = value;
}
