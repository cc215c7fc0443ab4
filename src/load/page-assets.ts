// Images written beside a page (`![](./img/diagram.png)`), read so the build can publish them
// with the page, under a name with their content hash. Each is read by the rule for every path
// a page names (readable-path.ts): a refused one is reported where the page writes it
// (model/page-images.ts) and never read; a missing one is left out, and the link check reports
// the broken image at the line that wrote it.
import { createHash } from 'node:crypto';
import { readSiteFile, readSiteFileSync, realSite } from './readable-path.js';

export interface PageAsset {
  file: string;
  outputPath: string;
}

export async function loadPageAssets(assets: readonly PageAsset[], siteDir: string): Promise<Map<string, Uint8Array>> {
  const site = realSite(siteDir);
  const out = new Map<string, Uint8Array>();
  for (const { file, outputPath } of assets) {
    if (out.has(outputPath)) continue;
    const read = await readSiteFile(file, site);
    if (read.ok) out.set(outputPath, read.content);
  }
  return out;
}

/**
 * The content hash an image beside a page is published under (`diagram.3f2a9c0b1d.png`), so a
 * host can cache it for good and a changed image gets a new name. Undefined for a file the rule
 * refuses or that is missing: its path stays as written, and the refusal is reported where the
 * page writes it (model/page-images.ts) or the link check reports the missing file.
 */
export function siteFileHash(file: string, siteDir: string): string | undefined {
  const read = readSiteFileSync(file, realSite(siteDir));
  return read.ok ? createHash('sha256').update(read.content).digest('hex').slice(0, 10) : undefined;
}
