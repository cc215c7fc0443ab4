// Images written beside a page (`![](./img/diagram.png)`), read so the build can publish them
// with the page. Only files inside the site folder are read (links are resolved); a missing one
// is left out, and the link check reports the broken image at the line that wrote it.
import { readFile, realpath } from 'node:fs/promises';
import { isInside } from './paths.js';

export async function loadPageAssets(assets: readonly { file: string; outputPath: string }[], siteDir: string): Promise<Map<string, Uint8Array>> {
  const site = await realpath(siteDir).catch(() => siteDir);
  const out = new Map<string, Uint8Array>();
  for (const { file, outputPath } of assets) {
    if (out.has(outputPath)) continue;
    const real = await realpath(file).catch(() => undefined);
    if (!real || !isInside(real, site)) continue;
    const content = await readFile(real).catch(() => undefined);
    if (content) out.set(outputPath, content);
  }
  return out;
}
