// The markdown of an MDX page with its partials written in: `import Steps from './_steps.mdx'`
// then `<Steps />` is, for a reader of the `.md` twin or llms-full.txt, the partial's text, not
// the tag. Partials are markdown files, so their body (front matter left out) takes the tag's
// place, with the tag's indentation; their own partials too, a bounded number of levels deep
// (a partial that imports itself stays a tag). Found with the markdown parser's tokens, so code
// that shows an import or a tag is left alone.
import { dirname, resolve } from 'node:path';
import { readSiteFileSync, realSite } from '../load/readable-path.js';
import { mdxAsMarkdownText } from './mdx.js';
import { rebasedLink, rewriteMarkdownLinks } from './markdown-links.js';
import { parseMarkdownTokens } from './render-markdown.js';

/** How many partials deep the text is written in (a partial within a partial is 2). */
const MAX_DEPTH = 8;
/** `import Name from './x.mdx'` (or `@site/…`, `.md`): the default import of a markdown file. */
const PARTIAL_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s*['"]((?:\.{1,2}\/|@site\/)[^'"\n]+\.mdx?)['"]/g;
/** A component used alone on its lines, without props or children: `<Steps />`. */
const LONE_TAG = /^\s*<([A-Z][\w$]*)\s*\/>\s*$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/;

/** `body` (of the file `file`) with each lone `<Partial />` replaced by the partial's markdown. */
export function withPartialsInline(body: string, file: string, siteDir: string, atSite = siteDir): string {
  return inline(body, file, siteDir, atSite, [resolve(file)]);
}

function inline(body: string, file: string, siteDir: string, atSite: string, chain: string[]): string {
  if (!body.includes('import') || !/<[A-Z][\w$]*\s*\/>/.test(body)) return body;
  const tokens = parseMarkdownTokens(body);
  const partials = new Map<string, string>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'paragraph_open' || tokens[i].level !== 0) continue;
    for (const match of (tokens[i + 1]?.content ?? '').matchAll(PARTIAL_IMPORT)) {
      const path = match[2];
      partials.set(match[1], path.startsWith('@site/') ? resolve(atSite, path.slice('@site/'.length)) : resolve(dirname(file), path));
    }
  }
  if (partials.size === 0) return body;
  const lines = body.split('\n');
  // From the end, so replacing lines keeps the earlier tokens' line numbers right.
  for (const token of [...tokens].reverse()) {
    if (token.type !== 'html_block' || !token.map) continue;
    const name = LONE_TAG.exec(token.content)?.[1];
    const partial = name === undefined ? undefined : partials.get(name);
    if (partial === undefined || chain.includes(partial) || chain.length > MAX_DEPTH) continue;
    // By the rule for every path a page names (readable-path.ts); a refused or missing partial is
    // the compiler's error (mdx-compile, see compile-mdx.ts), so it stays a tag here.
    const read = readSiteFileSync(partial, realSite(siteDir));
    if (!read.ok) continue;
    const text = read.content.toString('utf8').replace(FRONT_MATTER, '');
    // What is written before the tag (indentation, `> `, a list marker) goes before the partial's
    // first line; its next lines get the same, with a list marker as spaces (continuation lines).
    const first = lines[token.map[0]] ?? '';
    const prefix = first.slice(0, Math.max(0, first.indexOf('<')));
    const next = prefix.replace(/[-*+]|\d+[.)]/g, (marker) => ' '.repeat(marker.length));
    // Its links lead from its own folder: written from the page's.
    const written = rewriteMarkdownLinks(mdxAsMarkdownText(inline(text, partial, siteDir, atSite, [...chain, partial])), (href) => rebasedLink(href, dirname(partial), dirname(file))).trim();
    const replacement = written.split('\n').map((line, index) => {
      const lead = index === 0 ? prefix : next;
      return line === '' ? lead.trimEnd() : lead + line;
    });
    lines.splice(token.map[0], token.map[1] - token.map[0], ...replacement);
  }
  return lines.join('\n');
}
