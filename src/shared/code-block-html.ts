// A code block of the reference's samples column as HTML: the build writes them (src/render/
// reference/samples-html.ts) and the browser writes the samples of the languages it generates
// (src/client/sample-code.ts), so both write the same markup. Same escaping as React's.
import { escapeAsReact as escape } from './escape-html.js';
import { toCodeTokens } from './code-tokens.js';

/** A code block (`code`: its <code> element) with its label and the copy button the client runtime enables (`hidden` until it does), named `copy` (the page's word). */
function blockHtml(code: string, lang: string, label: string | undefined, copy: string): string {
  return `<div class="code-block" data-lang="${lang}">${label ? `<span class="code-label">${escape(label)}</span>` : ''}<button type="button" class="copy-button" data-copy="true" hidden="">${escape(copy)}</button><pre>${code}</pre></div>`;
}

/**
 * A highlighted code block. `deferTokens`: code not seen when the page loads is sent as plain text
 * with its token spans in `data-tokens` (code-tokens.ts), which the runtime restores when it is
 * shown (src/client/highlighting.ts).
 */
export function codeBlockHtml(highlighted: string, language: string, label?: string, deferTokens = false, copy = 'Copy'): string {
  const lang = escape(language);
  const plain = deferTokens ? toCodeTokens(highlighted) : undefined;
  // Code without a single span (its list one run of text) has nothing to restore: written as it is.
  const code =
    !plain || /^\d*$/.test(plain.tokens) ? `<code class="language-${lang}">${highlighted}</code>` : `<code class="language-${lang}" data-tokens="${escape(plain.tokens)}">${escape(plain.text)}</code>`;
  return blockHtml(code, lang, label, copy);
}

/**
 * A JSON example sent as its text, `data-highlight="json"`: the runtime highlights it near the
 * viewport with the build's own highlighter (json-highlight.ts). Text without a value to colour
 * (`{}`, `[]`: every token starts with a quote, a digit or t, f, n) is written as it is.
 */
export function jsonTextBlockHtml(text: string, copy = 'Copy'): string {
  const highlight = /["\dtfn]/.test(text) ? ' data-highlight="json"' : '';
  return blockHtml(`<code class="language-json"${highlight}>${escape(text)}</code>`, 'json', undefined, copy);
}
