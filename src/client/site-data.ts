// The route manifest every page embeds, and the route payloads it points at.
import type { RoutePayload, SiteData } from '../shared/payload-types.js';
import { PAYLOAD_REGION_SELECTORS } from '../shared/payload-types.js';

export function readSiteData(): SiteData | undefined {
  const script = document.getElementById('sp-site-data');
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as SiteData;
    return typeof data.baseUrl === 'string' && data.routes ? data : undefined;
  } catch {
    return undefined;
  }
}

const payloads = new Map<string, Promise<RoutePayload>>();

/** Loads (once) a route payload; a failed load is forgotten so the next call tries again. */
export function fetchPayload(url: string): Promise<RoutePayload> {
  let pending = payloads.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'error'} loading ${url}`);
        return response.json() as Promise<RoutePayload>;
      })
      .then((payload) => {
        for (const name of Object.keys(PAYLOAD_REGION_SELECTORS)) {
          if (typeof payload.regions?.[name as keyof typeof PAYLOAD_REGION_SELECTORS]?.html !== 'string') throw new Error(`The route payload ${url} has no "${name}" region`);
        }
        return payload;
      });
    payloads.set(url, pending);
    pending.catch(() => payloads.delete(url));
  }
  return pending;
}

/** Puts a payload into the document: head fields, then each region. */
export function applyPayload(payload: RoutePayload): void {
  document.title = payload.title;
  setMeta('name', 'description', payload.description);
  setMeta('property', 'og:title', payload.title);
  setMeta('property', 'og:description', payload.description);
  setMeta('property', 'og:url', payload.canonical);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', payload.canonical);
  for (const link of document.querySelectorAll('link[rel="alternate"][type="text/markdown"]')) link.remove();
  for (const alternate of payload.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = alternate.type;
    link.href = alternate.href;
    document.head.append(link);
  }
  for (const [name, selector] of Object.entries(PAYLOAD_REGION_SELECTORS)) {
    const element = document.querySelector(selector);
    const region = payload.regions[name as keyof typeof PAYLOAD_REGION_SELECTORS];
    if (!element) continue;
    for (const attribute of [...element.attributes]) if (attribute.name !== 'id' && !(attribute.name in region.attrs)) element.removeAttribute(attribute.name);
    for (const [attribute, value] of Object.entries(region.attrs)) if (attribute !== 'id') element.setAttribute(attribute, value);
    element.innerHTML = region.html;
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
