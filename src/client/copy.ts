// Copy buttons: the server renders `button.copy-button[data-copy]` hidden (API reference code
// samples); the runtime shows them and adds one to every markdown code block. A button copies
// the element named by `data-copy` when it is an id, otherwise the <pre> of its code block.
import { LABELS } from './strings.js';
import { closest } from './dom.js';

function textFor(button: HTMLElement): string {
  const value = button.dataset.copy ?? '';
  const byId = value ? document.getElementById(value) : null;
  if (byId) return byId.textContent ?? '';
  const pre = button.closest('.code-block, .sp-copy-wrap, [role="tabpanel"]')?.querySelector('pre') ?? button.parentElement?.querySelector('pre');
  return pre?.textContent ?? '';
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins: the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export function startCopy(): void {
  document.addEventListener('click', (event) => {
    const button = closest<HTMLButtonElement>(event.target, 'button.copy-button');
    if (!button) return;
    void writeClipboard(textFor(button)).then(() => {
      const label = button.dataset.label ?? button.textContent ?? LABELS.copy;
      button.dataset.label = label;
      button.textContent = LABELS.copied;
      button.classList.add('copied');
      window.setTimeout(() => {
        button.textContent = label;
        button.classList.remove('copied');
      }, 1500);
    });
  });
}

/** After each render: show server-rendered buttons, add one to each markdown code block. */
export function enhanceCopy(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>('button.copy-button[hidden]')) button.hidden = false;
  for (const pre of root.querySelectorAll<HTMLElement>('.markdown pre, .react-page pre')) {
    if (pre.parentElement?.classList.contains('sp-copy-wrap') || pre.parentElement?.querySelector(':scope > .copy-button')) continue;
    const wrap = document.createElement('div');
    wrap.className = 'sp-copy-wrap';
    pre.replaceWith(wrap);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.dataset.copy = '';
    button.setAttribute('aria-label', LABELS.copyCode);
    button.textContent = LABELS.copy;
    wrap.append(pre, button);
  }
}
