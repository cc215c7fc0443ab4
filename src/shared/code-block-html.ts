// A code block of the reference's samples column as HTML: the build writes them (src/render/
// reference/samples-html.ts) and the browser writes the samples of the languages it generates
// (src/client/sample-code.ts), so both write the same markup. Same escaping as React's.
import { escapeHtml } from './escape-html.js';
import { toCodeTokens } from './code-tokens.js';

/**
 * How code not seen when a page loads is sent: as plain text with its token spans in
 * `data-tokens` (code-tokens.ts), or, for a JSON example the browser can highlight from its text
 * alone, with `data-highlight="json"` (json-highlight.ts). The runtime restores the spans when
 * the code is shown or comes near the viewport (src/client/highlighting.ts).
 */
export type DeferredCode = 'tokens' | 'json';

const escape = (text: string) => escapeHtml(text, '&#x27;');

/** A highlighted code block with the copy button the client runtime enables (`hidden` until it does). */
export function codeBlockHtml(highlighted: string, language: string, label?: string, deferred?: DeferredCode): string {
  const lang = escape(language);
  return `<div class="code-block" data-lang="${lang}">${label ? `<span class="code-label">${escape(label)}</span>` : ''}<button type="button" class="copy-button" data-copy="true" hidden="">Copy</button><pre>${codeHtml(highlighted, lang, deferred)}</pre></div>`;
}

function codeHtml(highlighted: string, lang: string, deferred: DeferredCode | undefined): string {
  const plain = deferred ? toCodeTokens(highlighted) : undefined;
  // Code without a single span (its list one run of text) has nothing to restore: written as it is.
  if (!plain || /^\d*$/.test(plain.tokens)) return `<code class="language-${lang}">${highlighted}</code>`;
  const restore = deferred === 'json' ? 'data-highlight="json"' : `data-tokens="${escape(plain.tokens)}"`;
  return `<code class="language-${lang}" ${restore}>${escape(plain.text)}</code>`;
}
