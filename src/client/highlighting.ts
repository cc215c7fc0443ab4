// Code sent as plain text with its token spans in `data-tokens` (the request samples of every
// language but the first, src/render/reference/samples-html.ts) gets its spans back when it is
// first shown. The spans are the build's, read from the list (src/shared/code-tokens.ts): the
// browser highlights nothing itself, so it colours exactly as the build does.
import { readCodeTokens } from '../shared/code-tokens.js';
import { devWarn } from './warn.js';

const DEFERRED = 'code[data-tokens]';

/** Restores the highlighting of the deferred code inside `root` (or of `root` itself). */
export function restoreHighlighting(root: Element): void {
  const blocks = root.matches(DEFERRED) ? [root] : root.querySelectorAll(DEFERRED);
  for (const code of blocks) {
    const text = code.textContent ?? '';
    const items = readCodeTokens(code.getAttribute('data-tokens') ?? '', text.length);
    code.removeAttribute('data-tokens');
    if (!items) {
      devWarn('code tokens', 'a code block’s token list does not match its text; it stays plain');
      continue;
    }
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
}
