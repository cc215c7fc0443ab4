// TeX → HTML + MathML with KaTeX, at build time: the one place specpress calls KaTeX (markdown
// pages' `$…$` and `$$…$$`, and any other pipeline that shows formulas). Pages carry no math
// JavaScript: KaTeX's stylesheet and fonts are published only for a site with formulas and
// linked only from the pages that show one (see hasMath, src/bundle/assets.ts).
import { createRequire } from 'node:module';
import type katexType from 'katex';
import { escapeHtml } from '../shared/escape-html.js';

// Loaded on the first formula: a site without math never loads KaTeX (it is not in the bundle).
const require = createRequire(import.meta.url);
let katex: typeof katexType | undefined;
function loadKatex(): typeof katexType {
  katex ??= require('katex') as typeof katexType;
  return katex;
}

const OPTIONS = {
  output: 'htmlAndMathml',
  throwOnError: true,
  // No \href, \url, \includegraphics or \html…: content never brings links, images or markup through TeX.
  trust: false,
  // LaTeX-incompatible input still renders (no console noise in the middle of a build).
  strict: 'ignore',
  // A hostile \rule{1000000em}{1em} or a runaway macro cannot blow up the page.
  maxSize: 100,
  maxExpand: 1000,
} as const;

/**
 * `tex` (without its `$` delimiters) as KaTeX's HTML + MathML; `display` for a block formula.
 * Throws an Error whose message says what is wrong with invalid TeX (see renderMathOrSource).
 */
export function renderMath(tex: string, display: boolean): string {
  return loadKatex().renderToString(tex, { ...OPTIONS, displayMode: display });
}

/**
 * Never throws: the formula, or, when its TeX is invalid, its source as code (`$…$` inline,
 * a `$$` block) with the message for a warning at its line.
 */
export function renderMathOrSource(tex: string, display: boolean, block = display): { html: string; error?: string } {
  try {
    const html = renderMath(tex, display);
    return { html: block ? `<div class="math-display">${html}</div>\n` : html };
  } catch (error) {
    const delimiter = display ? '$$' : '$';
    const source = escapeHtml(block ? `${delimiter}\n${tex.replace(/\n$/, '')}\n${delimiter}` : `${delimiter}${tex}${delimiter}`);
    return { html: block ? `<pre class="math-error"><code>${source}</code></pre>\n` : `<code class="math-error">${source}</code>`, error: mathErrorMessage(error) };
  }
}

/** KaTeX's message without its "KaTeX parse error: " prefix; other errors (a stack overflow) as they are. */
function mathErrorMessage(error: unknown): string {
  if (error instanceof Error) {
    const raw = (error as Error & { rawMessage?: unknown }).rawMessage;
    return (typeof raw === 'string' ? raw : error.message).slice(0, 300);
  }
  return String(error).slice(0, 300);
}

/** Every formula KaTeX renders starts with this; escaped text never contains it. */
const MATH_MARKER = '<span class="katex">';

/** Whether a page's HTML shows a formula (and so needs KaTeX's stylesheet). */
export function hasMath(html: string): boolean {
  return html.includes(MATH_MARKER);
}

/**
 * The HTML with each formula as its TeX source, for uses that want text (search): KaTeX's output
 * holds every symbol twice (MathML and HTML), in pieces.
 */
export function mathAsTex(html: string): string {
  if (!hasMath(html)) return html;
  let out = '';
  let from = 0;
  for (let start = html.indexOf(MATH_MARKER); start !== -1; start = html.indexOf(MATH_MARKER, from)) {
    // The formula's own closing </span>.
    const tag = /<(\/?)span\b[^>]*>/g;
    tag.lastIndex = start;
    let end = html.length;
    for (let depth = 0, match = tag.exec(html); match; match = tag.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.lastIndex;
        break;
      }
    }
    const tex = /<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/.exec(html.slice(start, end))?.[1] ?? '';
    out += `${html.slice(from, start)} ${tex} `;
    from = end;
  }
  return out + html.slice(from);
}
