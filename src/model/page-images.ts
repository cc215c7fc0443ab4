// The files that images written beside a page name (`![](./img/x.png)`, `<img src="./x.png">`,
// MDX's `<img>`), judged by the rule for every path content names (load/readable-path.ts): one
// outside the site folder, hidden (`../.git/config`), not a regular file (a folder, a FIFO) or
// too large is an error where the page writes it, and is never read or published. Checked on
// every build from the page's links (a stat each), so a page kept by watch mode is judged again
// when its image changes.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkSitePath, describeRefusal } from '../load/readable-path.js';
import { aliasTargets, NO_ALIASES, type SiteAliases } from '../load/site-aliases.js';
import type { MarkdownLink } from '../markdown/rendered-parts.js';
import { decodedPath, splitLink } from '../shared/routes.js';

/**
 * The file an image source written beside the page names (query and fragment cut, escapes
 * decoded): relative to the page, or through the site's tsconfig alias (`~/assets/x.png`, as
 * Astro reads it; of several targets, the first that exists).
 */
export function besidePageFile(src: string, pageFile: string, aliases: SiteAliases = NO_ALIASES): string {
  const [written] = splitLink(src);
  const path = decodedPath(written) ?? written;
  const targets = aliasTargets(aliases, path);
  if (targets && targets.length > 0) return targets.find((target) => existsSync(target)) ?? targets[0];
  return resolve(dirname(pageFile), path);
}

/** An error for each image of the page that the rule refuses; a missing file is the link check's. */
export function refusedImages(links: readonly MarkdownLink[], pageFile: string, siteDir: string, site: string, aliases: SiteAliases = NO_ALIASES): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const link of links) {
    if (!link.image || link.written === undefined) continue;
    const refused = refusedImage(link.written, besidePageFile(link.written, pageFile, aliases), { file: link.file ?? pageFile, line: link.line, column: link.column }, siteDir, site);
    if (refused) out.push(refused);
  }
  return out;
}

/** The error for an image file the rule refuses (`written` as the page writes it, `at` where); undefined when it may be published or is missing. */
export function refusedImage(written: string, file: string, at: { file: string; line?: number; column?: number }, siteDir: string, site: string): Diagnostic | undefined {
  const checked = checkSitePath(file, site);
  if (checked.ok || checked.refusal.reason === 'missing') return undefined;
  const shown = relative(siteDir, file).split(sep).join('/');
  const { code, why, hint } = describeRefusal(checked.refusal, shown, site);
  return diagnostic(`image-${code}`, 'error', `The image "${written}" is not published: ${why}`, at, hint);
}
