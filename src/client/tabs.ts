// Tab sets (`<Tabs>` in MDX, `:::code-group` in markdown, the reference's switchers), a part of
// the runtime loaded only by pages that have one (see parts.ts). Without it tabs already switch (radio buttons and CSS, see src/markdown/tabs-markup.ts);
// this adds what needs a script: sets with the same groupId switch together, the choice is
// remembered for the next pages, a link to a tab (`#tabs-1-python`) selects it, and the reader's
// choice is put in the URL hash, so the address they copy opens the tab they read.
import { storage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

/** The tab chosen in each group, kept for the next pages. */
const memory = {
  get: (group: string) => storage.get(STORAGE_KEYS.tabGroupPrefix + group),
  set: (group: string, value: string) => storage.set(STORAGE_KEYS.tabGroupPrefix + group, value),
};

const INPUT = ':scope > .sp-tabs-bar > .sp-tab-input';
let listening = false;

/** Checks the tab of `value` in a set; false when the set has no such tab. */
function select(set: Element, value: string): boolean {
  const input = [...set.querySelectorAll<HTMLInputElement>(INPUT)].find((candidate) => candidate.value === value);
  if (!input) return false;
  input.checked = true;
  return true;
}

/** Every set of the group on the page shows `value`, and the choice is kept. */
function selectInGroup(group: string, value: string): void {
  for (const set of document.querySelectorAll(`.sp-tabs[data-group-id="${CSS.escape(group)}"]`)) select(set, value);
  memory.set(group, value);
}

function onChange(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.classList.contains('sp-tab-input')) return;
  const group = input.closest<HTMLElement>('.sp-tabs')?.dataset.groupId;
  if (group) selectInGroup(group, input.value);
  // Replaced, not pushed: switching tabs is no page to go back to; the history entry's state (the
  // router's scroll position) stays, and no hashchange fires, so the page does not jump.
  history.replaceState(history.state, '', `#${encodeURIComponent(input.id)}`);
}

/** A URL hash naming a tab (the id of its radio button) selects it, and its group. */
function selectFromHash(): void {
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    return;
  }
  const input = id ? document.getElementById(id) : null;
  if (!(input instanceof HTMLInputElement) || !input.classList.contains('sp-tab-input')) return;
  input.checked = true;
  const set = input.closest<HTMLElement>('.sp-tabs');
  if (set?.dataset.groupId) selectInGroup(set.dataset.groupId, input.value);
  set?.scrollIntoView({ block: 'start' });
}

export function enhance(page: HTMLElement): void {
  for (const set of page.querySelectorAll<HTMLElement>('.sp-tabs[data-group-id]')) {
    const value = memory.get(set.dataset.groupId ?? '');
    if (value !== null) select(set, value);
  }
  selectFromHash();
  if (listening) return;
  listening = true;
  document.addEventListener('change', onChange);
  window.addEventListener('hashchange', selectFromHash);
}
