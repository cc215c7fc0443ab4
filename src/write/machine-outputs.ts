// Machine-readable outputs beside the HTML: each markdown page as `<route>.md`.
import type { SiteModel } from '../model/types.js';

export function buildMachineOutputs(site: SiteModel): Map<string, string> {
  const out = new Map<string, string>();
  const base = site.config.baseUrl.replace(/^\//, '');
  for (const page of site.pages) {
    if (page.kind !== 'markdown') continue;
    out.set(`${base}${page.route === '' ? 'index' : page.route}.md`, page.markdown);
  }
  return out;
}
