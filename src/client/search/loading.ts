// Waits for the index inside a container: a spinner only after 200 ms, and on failure an error
// box with the error text and a Retry button (the same look as the runtime's lazy parts).
import { LABELS } from './strings.js';

const SPINNER_DELAY_MS = 200;

export function whileLoading<T>(container: HTMLElement, load: () => Promise<T>, onReady: (value: T) => void): void {
  let timer: number | undefined;
  const box = document.createElement('div');
  const clear = () => {
    window.clearTimeout(timer);
    box.remove();
  };
  const attempt = () => {
    clear();
    timer = window.setTimeout(() => {
      box.className = 'sp-lazy sp-lazy-loading';
      box.setAttribute('role', 'status');
      box.innerHTML = '<span class="sp-spinner" aria-hidden="true"></span><span class="sp-visually-hidden">' + LABELS.searchLoading + '</span>';
      container.append(box);
    }, SPINNER_DELAY_MS);
    load().then(
      (value) => {
        clear();
        onReady(value);
      },
      (error: unknown) => {
        clear();
        box.className = 'sp-lazy sp-lazy-error';
        box.setAttribute('role', 'alert');
        box.replaceChildren();
        const title = document.createElement('p');
        title.className = 'sp-lazy-error-title';
        title.textContent = LABELS.searchLoadFailed;
        const text = document.createElement('p');
        text.className = 'sp-lazy-error-text';
        text.textContent = error instanceof Error ? error.message : String(error);
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.className = 'button';
        retry.textContent = LABELS.searchRetry;
        retry.addEventListener('click', attempt);
        box.append(title, text, retry);
        container.append(box);
      },
    );
  };
  attempt();
}
