// Images written beside a page (`![](./img/diagram.png)`), read so the build can publish them
// with the page, under a name with their content hash. Only files inside the site folder are read (links are resolved); a missing one
// is left out, and the link check reports the broken image at the line that wrote it.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
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

/**
 * The content hash an image beside a page is published under (`diagram.3f2a9c0b1d.png`), so a
 * host can cache it for good and a changed image gets a new name. Undefined for a file that is
 * missing or lies outside the site (through a link): its path stays as written and the link
 * check reports it.
 */
export function siteFileHash(file: string, siteDir: string): string | undefined {
  try {
    const real = realpathSync(file);
    if (!isInside(real, realpathSync(siteDir))) return undefined;
    return createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 10);
  } catch {
    return undefined;
  }
}
