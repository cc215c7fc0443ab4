// The error boundary around the page: when rendering or enhancing the page region throws, the
// region shows 'This page crashed.', the chain of error messages (error → cause → …) and a
// 'Try again' button that puts the region's content back and renders it again.
//
// Test hook: set `window.__specpressCrash` (true or a message) and the next page render throws
// (with the message as the cause). Delete it before 'Try again'. It exists for the e2e tests and
// for site authors checking their error styling; it costs a property read per render.
import { LABELS } from './strings.js';
import { errorText } from './warn.js';

declare global {
  interface Window {
    __specpressCrash?: boolean | string;
  }
}

/** error, its cause, the cause's cause… as messages (at most 10). */
export function errorChain(error: unknown): string[] {
  const chain: string[] = [];
  for (let current: unknown = error; current !== undefined && current !== null && chain.length < 10; current = current instanceof Error ? current.cause : undefined) {
    chain.push(errorText(current));
  }
  return chain;
}

/** Renders the page region with `render`; on a throw shows the crash box instead. */
export function renderWithBoundary(region: HTMLElement, render: () => void): void {
  try {
    const hook = window.__specpressCrash;
    if (hook) throw new Error('Rendering the page failed', { cause: new Error(typeof hook === 'string' ? hook : 'window.__specpressCrash is set') });
    render();
  } catch (error) {
    console.error('[specpress] The page crashed:', error);
    // The region's own nodes are kept for 'Try again', not a copy of its HTML taken before every
    // render: serialising a 30,000-element API reference cost about 15 ms of main thread at each
    // load on a desktop (four times that on a phone) for a crash that almost never comes. The
    // enhancements run again on nodes they may have enhanced already, as each of them can.
    const content = [...region.childNodes];
    showCrash(region, error, () => {
      region.replaceChildren(...content);
      renderWithBoundary(region, render);
    });
  }
}

function showCrash(region: HTMLElement, error: unknown, retry: () => void): void {
  const box = document.createElement('main');
  box.id = 'sp-main';
  box.className = 'main sp-crash';
  box.tabIndex = -1;
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = LABELS.crashed;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary sp-crash-retry';
  button.textContent = LABELS.tryAgain;
  button.addEventListener('click', retry);
  const chain = document.createElement('div');
  chain.className = 'sp-crash-chain';
  errorChain(error).forEach((message, i) => {
    const line = document.createElement('p');
    line.textContent = i === 0 ? message : `Cause: ${message}`;
    chain.append(line);
  });
  box.append(title, button, chain);
  region.replaceChildren(box);
}
