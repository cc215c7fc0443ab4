// The files that images written beside a page name (`![](./img/x.png)`, `<img src="./x.png">`,
// MDX's `<img>`), judged by the rule for every path content names (load/readable-path.ts): one
// outside the site folder, hidden (`../.git/config`), not a regular file (a folder, a FIFO) or
// too large is an error where the page writes it, and is never read or published. Checked on
// every build from the page's links (a stat each), so a page kept by watch mode is judged again
// when its image changes.
import { dirname, relative, resolve, sep } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkSitePath, describeRefusal } from '../load/readable-path.js';
import type { MarkdownLink } from '../markdown/rendered-parts.js';
import { decodedPath, splitLink } from '../shared/routes.js';

/** The file an image source written beside the page names (query and fragment cut, escapes decoded). */
export function besidePageFile(src: string, pageFile: string): string {
  const [path] = splitLink(src);
  return resolve(dirname(pageFile), decodedPath(path) ?? path);
}

/** An error for each image of the page that the rule refuses; a missing file is the link check's. */
export function refusedImages(links: readonly MarkdownLink[], pageFile: string, siteDir: string, site: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const link of links) {
    if (!link.image || link.written === undefined) continue;
    const file = besidePageFile(link.written, pageFile);
    const checked = checkSitePath(file, site);
    if (checked.ok || checked.refusal.reason === 'missing') continue;
    const shown = relative(siteDir, file).split(sep).join('/');
    const { code, why, hint } = describeRefusal(checked.refusal, shown, site);
    out.push(diagnostic(`image-${code}`, 'error', `The image "${link.written}" is not published: ${why}`, { file: pageFile, line: link.line, column: link.column }, hint));
  }
  return out;
}
