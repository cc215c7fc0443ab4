// The search dialog: an input (combobox) over grouped results. Arrow keys move the selection,
// Enter follows it (through the runtime's link handling), Escape or a click outside closes.
import { LABELS } from './strings.js';
import { escapeHtml, NUMERIC_ENTITIES } from '../../shared/escape-html.js';
import { loadSearch, type LoadedSearch } from './load-index.js';
import { whileLoading } from './loading.js';
import { noResults, renderGroups } from './results.js';

const PER_GROUP = 6;

interface Dialog {
  root: HTMLElement;
  input: HTMLInputElement;
  results: HTMLElement;
  body: HTMLElement;
  all: HTMLAnchorElement;
  search?: LoadedSearch;
  onClose?: () => void;
  active: number;
  /** The query whose results are wanted: an older search's answer that comes later is dropped. */
  latest: number;
}

let dialog: Dialog | undefined;

export function openDialog(query: string, onClose?: () => void): void {
  const d = (dialog ??= createDialog());
  d.onClose = onClose;
  d.root.hidden = false;
  document.documentElement.style.overflow = 'hidden';
  d.input.value = query;
  d.input.focus();
  d.input.select();
  if (d.search) update(d);
  else
    whileLoading(d.body, loadSearch, (search) => {
      d.search = search;
      update(d);
    });
}

function closeDialog(d: Dialog): void {
  if (d.root.hidden) return;
  // Blur first: a hidden input keeps the focus until the next style update, and keys typed
  // meanwhile ('/' to reopen) would go to it.
  if (d.root.contains(document.activeElement) && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  d.root.hidden = true;
  document.documentElement.style.overflow = '';
  d.onClose?.();
}

function createDialog(): Dialog {
  const base = document.documentElement.dataset.baseUrl ?? '/';
  const root = document.createElement('div');
  root.className = 'sp-search-backdrop';
  root.hidden = true;
  root.innerHTML = `<div class="sp-search-dialog" role="dialog" aria-modal="true" aria-label="${escapeHtml(LABELS.searchDialog, NUMERIC_ENTITIES)}">
<div class="sp-search-bar"><input class="sp-search-input" type="search" role="combobox" aria-expanded="true" aria-controls="sp-search-listbox" aria-autocomplete="list" aria-label="${escapeHtml(LABELS.searchDialogPlaceholder, NUMERIC_ENTITIES)}" placeholder="${escapeHtml(LABELS.searchDialogPlaceholder, NUMERIC_ENTITIES)}" autocomplete="off" spellcheck="false"><button type="button" class="sp-search-close" aria-label="${escapeHtml(LABELS.searchClose, NUMERIC_ENTITIES)}">Esc</button></div>
<div class="sp-search-body"><div id="sp-search-listbox" class="sp-search-results" role="listbox" aria-label="${escapeHtml(LABELS.searchResults, NUMERIC_ENTITIES)}"></div></div>
<div class="sp-search-footer"><span><kbd>↑</kbd> <kbd>↓</kbd> ${escapeHtml(LABELS.searchToChoose, NUMERIC_ENTITIES)} · <kbd>Enter</kbd> ${escapeHtml(LABELS.searchToOpen, NUMERIC_ENTITIES)} · <kbd>Esc</kbd> ${escapeHtml(LABELS.searchToClose, NUMERIC_ENTITIES)}</span><a class="sp-search-all" href="${base}search">${escapeHtml(LABELS.searchAll, NUMERIC_ENTITIES)}</a></div>
</div>`;
  document.body.append(root);
  const d: Dialog = {
    root,
    input: root.querySelector('input')!,
    results: root.querySelector('.sp-search-results')!,
    body: root.querySelector('.sp-search-body')!,
    all: root.querySelector('.sp-search-all')!,
    active: -1,
    latest: 0,
  };
  d.input.addEventListener('input', () => update(d));
  d.input.addEventListener('keydown', (event) => onKey(d, event));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog(d);
    }
  });
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === root || target.closest('.sp-search-close')) closeDialog(d);
    else if (target.closest('a')) closeDialog(d); // the link itself navigates
  });
  return d;
}

function options(d: Dialog): HTMLAnchorElement[] {
  return [...d.results.querySelectorAll<HTMLAnchorElement>('[role=option]')];
}

function select(d: Dialog, index: number): void {
  const all = options(d);
  d.active = all.length === 0 ? -1 : (index + all.length) % all.length;
  all.forEach((option, i) => option.setAttribute('aria-selected', String(i === d.active)));
  const current = all[d.active];
  if (current) {
    d.input.setAttribute('aria-activedescendant', current.id);
    current.scrollIntoView({ block: 'nearest' });
  } else d.input.removeAttribute('aria-activedescendant');
}

function onKey(d: Dialog, event: KeyboardEvent): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    select(d, d.active + (event.key === 'ArrowDown' ? 1 : -1));
  } else if (event.key === 'Enter') {
    event.preventDefault();
    const option = options(d)[Math.max(d.active, 0)];
    if (option) option.click();
  }
}

function update(d: Dialog): void {
  const query = d.input.value.trim();
  const mine = ++d.latest;
  const base = document.documentElement.dataset.baseUrl ?? '/';
  d.all.href = `${base}search${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  if (!d.search) return;
  if (!query) {
    d.results.innerHTML = `<p class="sp-search-hint">Search ${d.search.scope}${d.search.scope === 'the guides' ? '' : ': operations, parameters, schemas and webhook events'}.</p>`;
    select(d, 0);
    return;
  }
  const search = d.search;
  search.search(query, PER_GROUP).then(
    (groups) => {
      if (mine !== d.latest) return;
      d.results.innerHTML = groups.length ? renderGroups(groups, 'sp-search', true) : noResults(query, search.examples);
      select(d, 0);
    },
    (error: unknown) => {
      if (mine !== d.latest) return;
      d.results.innerHTML = `<p class="sp-search-empty" role="alert">${escapeHtml(`${LABELS.searchLoadFailed} ${error instanceof Error ? error.message : String(error)}`, NUMERIC_ENTITIES)}</p>`;
      select(d, 0);
    },
  );
}
