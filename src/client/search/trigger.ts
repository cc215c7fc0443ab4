// Part of the base runtime (imported for its effect by src/client/index.ts), kept tiny: it only listens. Search (the dialog and the search page)
// lives in a separate chunk imported on first use — focusing or submitting the navbar search,
// Ctrl/Cmd+K, '/', or a page with [data-search-page]. It also wires "Copy page as markdown".
import { LABELS } from '../strings.js';

type SearchModule = typeof import('./search-ui.js');

let chunk: Promise<SearchModule> | undefined;
let ignoreFocus = false;

function loadChunk(): Promise<SearchModule> {
  chunk ??= import('./search-ui.js')
    .then((search) => (search.takeStrings(LABELS), search))
    .catch((error: unknown) => {
      chunk = undefined;
      throw error;
    });
  return chunk;
}

function baseUrl(): string {
  return document.documentElement.dataset.baseUrl ?? '/';
}

function open(query: string, returnTo?: HTMLElement): void {
  loadChunk().then(
    (search) =>
      search.openSearch(query, () => {
        ignoreFocus = true;
        returnTo?.focus();
        ignoreFocus = false;
      }),
    // Without the chunk, the search page still answers (it shows why results are missing).
    () => location.assign(`${baseUrl()}search${query ? `?q=${encodeURIComponent(query)}` : ''}`),
  );
}

function navbarInput(target: EventTarget | null): HTMLInputElement | undefined {
  return target instanceof HTMLInputElement && target.closest('form.navbar-search') ? target : undefined;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

async function copyMarkdown(button: HTMLButtonElement): Promise<void> {
  const label = button.textContent;
  const text = fetch(button.dataset.markdownUrl ?? '').then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  try {
    // A ClipboardItem with a pending blob keeps the click's user activation across the fetch (Safari).
    if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    button.textContent = LABELS.copied;
  } catch {
    button.textContent = LABELS.copyFailed;
  }
  window.setTimeout(() => (button.textContent = label), 2000);
}

/** Reveals what needs JavaScript and starts the search page; runs again when the page region changes. */
function enhance(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button.copy-markdown[hidden]')) button.hidden = false;
  const page = document.querySelector<HTMLElement>('[data-search-page]:not([data-search-ready])');
  if (page) {
    page.dataset.searchReady = '';
    loadChunk().then(
      (search) => search.initSearchPage(page),
      () => undefined,
    );
  }
}

function startSearch(): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    const modK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
    if (!modK && !slash) return;
    event.preventDefault();
    open('', document.activeElement instanceof HTMLElement ? document.activeElement : undefined);
  });
  document.addEventListener('focusin', (event) => {
    const input = navbarInput(event.target);
    if (input && !ignoreFocus) open(input.value, input);
  });
  document.addEventListener('submit', (event) => {
    const input = event.target instanceof HTMLFormElement && event.target.matches('form.navbar-search') ? event.target.querySelector('input') : null;
    if (!input) return;
    event.preventDefault();
    open(input.value, input);
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button.copy-markdown');
    if (button) void copyMarkdown(button);
    const input = navbarInput(target);
    if (input && document.activeElement === input) open(input.value, input);
  });
  enhance();
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      enhance();
    });
  }).observe(document.body, { childList: true, subtree: true });
}

startSearch();
