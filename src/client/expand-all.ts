// "Expand all" of an operation: opens every collapsed part of its docs (answers, nested fields,
// callbacks, and each named schema linked in place, level after level until a schema would repeat
// one it is inside), and "Collapse all" closes them. A part that appears while the operation is
// expanded (a schema the reader opens in place) opens the same way, so the button's state stays
// true of the whole operation.
import { tr } from './reference-strings.js';
import { closeInPlace, openCopy, openInPlace, opensInPlace } from './schema-in-place.js';

/** The collapsible parts the button opens and closes. */
const COLLAPSIBLE = 'details.response, details.schema-children, details.callback';
const LINKS = 'a.schema-link';

/**
 * At most this many schemas open in place per operation: a schema graph that branches at every
 * level (every field a named schema) would otherwise grow the page exponentially. The links past
 * it stay links, each still opening with a click.
 */
const MAX_IN_PLACE = 300;

/** The operation's button, when its docs have one. */
function buttonOf(docs: Element): HTMLButtonElement | null {
  return docs.querySelector<HTMLButtonElement>(':scope > button.expand-all');
}

/** Whether the operation is expanded (its button says "Collapse all"). */
export function isExpanded(docs: Element): boolean {
  return buttonOf(docs)?.getAttribute('aria-pressed') === 'true';
}

/** Whether the operation has anything the button can open or close (else the button is not shown). */
export function hasCollapsible(docs: Element): boolean {
  return docs.querySelector(COLLAPSIBLE) !== null || [...docs.querySelectorAll<HTMLAnchorElement>(LINKS)].some(opensInPlace);
}

/** The schema ids of the copies `link` is inside: opening one of them again would recurse. */
function openAround(link: Element): Set<string> {
  const ids = new Set<string>();
  for (let copy = link.closest<HTMLElement>('[data-schema-in-place]'); copy; copy = copy.parentElement?.closest<HTMLElement>('[data-schema-in-place]') ?? null) {
    ids.add(copy.dataset.schemaInPlace ?? '');
  }
  return ids;
}

/**
 * Opens everything inside `root`, breadth first: its collapsible parts, a group of alternatives
 * with none shown gets its first, and each schema link opens in place (and so on inside the copy).
 */
export function expandWithin(root: Element, docs: Element): void {
  let budget = MAX_IN_PLACE - docs.querySelectorAll('[data-schema-in-place]').length;
  const queue: Element[] = [root];
  for (let part = queue.shift(); part; part = queue.shift()) {
    for (const details of part.querySelectorAll<HTMLDetailsElement>(COLLAPSIBLE)) details.open = true;
    const groups = new Map<string, HTMLDetailsElement[]>();
    for (const variant of part.querySelectorAll<HTMLDetailsElement>('details.variant[name]')) {
      const name = variant.getAttribute('name') ?? '';
      groups.set(name, [...(groups.get(name) ?? []), variant]);
    }
    for (const group of groups.values()) if (!group.some((variant) => variant.open)) group[0].open = true;
    for (const link of part.querySelectorAll<HTMLAnchorElement>(LINKS)) {
      if (budget <= 0) return;
      const already = openCopy(link);
      if (already) {
        queue.push(already); // opened by the reader before: its parts open too
        continue;
      }
      if (openAround(link).has(decodeURIComponent(link.hash.slice(1)))) continue;
      const copy = openInPlace(link);
      if (!copy) continue;
      budget--;
      queue.push(copy);
    }
  }
}

/** Closes everything inside the operation's docs: its collapsible parts and every schema open in place. */
function collapseWithin(docs: Element): void {
  for (const link of docs.querySelectorAll<HTMLAnchorElement>(`${LINKS}[aria-expanded="true"]`)) if (link.isConnected) closeInPlace(link);
  for (const details of docs.querySelectorAll<HTMLDetailsElement>(COLLAPSIBLE)) details.open = false;
}

/** The button pressed: the operation expands, or collapses when it was expanded. */
export function toggleExpandAll(button: HTMLButtonElement): void {
  const docs = button.closest('.operation-docs');
  if (!docs) return;
  const open = !isExpanded(docs);
  if (open) expandWithin(docs, docs);
  else collapseWithin(docs);
  button.setAttribute('aria-pressed', String(open));
  button.textContent = open ? tr('collapseAll') : tr('expandAll');
}
