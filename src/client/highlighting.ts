// Code sent as plain text is highlighted in the browser when it is shown (src/render/reference/
// samples-html.ts decides what is sent so): request samples of every language but the first,
// with their token spans in `data-tokens`, when their tab is first opened; JSON examples outside
// the page's first operation, `data-highlight="json"`, when their section comes within a screen
// of the viewport. Either way the spans are the build's: read from its list
// (src/shared/code-tokens.ts), or written by the build's own JSON highlighter
// (src/shared/json-highlight.ts), so the browser colours exactly as the build does.
import { readCodeTokens } from '../shared/code-tokens.js';
import { highlightJsonText } from '../shared/json-highlight.js';
import { devWarn } from './warn.js';

const TOKENS = 'code[data-tokens]';
const JSON_TEXT = 'code[data-highlight="json"]';
const DEFERRED = `${TOKENS}, ${JSON_TEXT}`;

function restoreTokens(code: Element): void {
  const text = code.textContent ?? '';
  const items = readCodeTokens(code.getAttribute('data-tokens') ?? '', text.length);
  code.removeAttribute('data-tokens');
  if (!items) return devWarn('code tokens', 'a code block’s token list does not match its text; it stays plain');
  const fragment = document.createDocumentFragment();
  const open: ParentNode[] = [fragment];
  let at = 0;
  for (const item of items) {
    const parent = open[open.length - 1];
    if (item.kind === 'text') {
      parent.append(text.slice(at, at + item.length));
      at += item.length;
    } else if (item.kind === 'open') {
      const span = document.createElement('span');
      span.className = item.className;
      parent.append(span);
      open.push(span);
    } else open.pop();
  }
  code.replaceChildren(fragment);
}

function restoreJson(code: Element): void {
  code.removeAttribute('data-highlight');
  // Escaped by the highlighter (every string goes through escapeHtml); undefined leaves the text as it is.
  const html = highlightJsonText(code.textContent ?? '');
  if (html !== undefined) code.innerHTML = html;
}

/** Restores the highlighting of the deferred code inside `root` (or of `root` itself). */
export function restoreHighlighting(root: Element): void {
  const blocks = root.matches(DEFERRED) ? [root] : root.querySelectorAll(DEFERRED);
  for (const code of blocks) (code.hasAttribute('data-tokens') ? restoreTokens : restoreJson)(code);
}

let observer: IntersectionObserver | undefined;

/** After each render: the sections holding JSON examples as text are highlighted near the viewport. */
export function highlightNearViewport(page: ParentNode): void {
  observer?.disconnect();
  const sections = new Set<Element>();
  for (const code of page.querySelectorAll(JSON_TEXT)) sections.add(code.closest('section.operation') ?? code);
  if (typeof IntersectionObserver === 'undefined') return sections.forEach(restoreHighlighting);
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        restoreHighlighting(entry.target);
      }
    },
    // A screen ahead: highlighted before it is seen, also where the section has just been laid
    // out (content-visibility, reference.css).
    { rootMargin: '100% 0px' },
  );
  for (const section of sections) near.observe(section);
  observer = near;
}
