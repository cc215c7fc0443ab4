// A lazily loaded part of the page (a page fetched for client navigation, later the search index…): a spinner shows
// only when loading takes longer than 200 ms; a failure shows an error box with the error text
// and a Retry button, unless the caller handles the error itself.
import { LAZY_DELAY_MS } from './constants.js';
import { LABELS } from './strings.js';
import { errorText } from './warn.js';

export interface LazyOptions<T> {
  /** Where the spinner and the error box go. */
  container: HTMLElement;
  load: () => Promise<T>;
  /** Spinner delay; defaults to 200 ms. */
  delayMs?: number;
  /** Headline of the error box. */
  errorTitle?: string;
  /** Return true when the error was dealt with (no error box, the load ends without a value). */
  onError?: (error: unknown) => boolean;
}

export interface LazyHandle<T> {
  /** Resolves with the value once a load (possibly after retries) succeeds; undefined when cancelled or handled. */
  result: Promise<T | undefined>;
  /** Removes the spinner or error box; the result resolves undefined. */
  cancel(): void;
}

export function lazy<T>(options: LazyOptions<T>): LazyHandle<T> {
  const { container, load } = options;
  let box: HTMLElement | undefined;
  let timer: number | undefined;
  let settled = false;
  let finish: (value: T | undefined) => void = () => {};
  const result = new Promise<T | undefined>((resolve) => (finish = resolve));

  const clear = () => {
    window.clearTimeout(timer);
    box?.remove();
    box = undefined;
  };
  const end = (value: T | undefined) => {
    if (settled) return;
    settled = true;
    clear();
    finish(value);
  };
  const attempt = () => {
    clear();
    timer = window.setTimeout(() => {
      box = element('div', 'sp-lazy sp-lazy-loading');
      box.setAttribute('role', 'status');
      box.innerHTML = `<span class="sp-spinner" aria-hidden="true"></span><span class="sp-visually-hidden">${LABELS.loading}</span>`;
      container.append(box);
    }, options.delayMs ?? LAZY_DELAY_MS);
    load().then(
      (value) => end(value),
      (error: unknown) => {
        if (settled) return;
        if (options.onError?.(error)) return end(undefined);
        clear();
        box = element('div', 'sp-lazy sp-lazy-error');
        box.setAttribute('role', 'alert');
        const title = element('p', 'sp-lazy-error-title');
        title.textContent = options.errorTitle ?? LABELS.partLoadFailed;
        const text = element('pre', 'sp-lazy-error-text');
        text.textContent = errorText(error);
        const retry = element('button', 'sp-lazy-retry button');
        retry.setAttribute('type', 'button');
        retry.textContent = LABELS.retry;
        retry.addEventListener('click', attempt);
        box.append(title, text, retry);
        container.append(box);
        retry.focus();
      },
    );
  };
  attempt();
  return { result, cancel: () => end(undefined) };
}

function element(tag: string, className: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
