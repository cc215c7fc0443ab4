// A named schema linked from an operation opens right there, as a copy of its body from the page's
// Schemas section (which holds each schema once, so pages do not grow with how deep a reader may
// look). Used by a click on the link (reference.ts) and by "Expand all" (expand-all.ts).

let copies = 0;

/** Where a link's copy goes after: its field's (or media type's) head row. */
function rowOf(link: HTMLAnchorElement): Element {
  return link.closest('.field-head, .media-head') ?? link;
}

/** The schema id a link names (`#schema/Pet` → `schema/Pet`). */
function schemaId(link: HTMLAnchorElement): string {
  return decodeURIComponent(link.hash.slice(1));
}

/** The copy a link has open, if any. */
export function openCopy(link: HTMLAnchorElement): HTMLElement | undefined {
  const next = rowOf(link).nextElementSibling;
  return next instanceof HTMLElement && next.dataset.schemaInPlace === schemaId(link) ? next : undefined;
}

/**
 * The body a link would copy: none when the link leads elsewhere (a split reference's Schemas
 * page) or is outside an operation's docs (the Schemas section itself).
 */
function bodyOf(link: HTMLAnchorElement): Element | null {
  if (!link.hash || link.pathname !== location.pathname || !link.closest('.operation:not(.schema-entry) .operation-docs')) return null;
  return document.getElementById(schemaId(link))?.querySelector(':scope > .operation-docs > .schema') ?? null;
}

/** Whether the link can open its schema here. */
export function opensInPlace(link: HTMLAnchorElement): boolean {
  return bodyOf(link) !== null;
}

/** Opens the link's schema in place (or returns the copy already open); undefined when it cannot. */
export function openInPlace(link: HTMLAnchorElement): HTMLElement | undefined {
  const already = openCopy(link);
  if (already) return already;
  const body = bodyOf(link);
  if (!body) return undefined;
  const copy = body.cloneNode(true) as HTMLElement;
  copy.classList.add('schema-in-place');
  copy.dataset.schemaInPlace = schemaId(link);
  // Alternatives open one at a time by their group name: the copy gets groups of its own.
  copies++;
  for (const details of copy.querySelectorAll('details[name]')) details.setAttribute('name', `${details.getAttribute('name')}-copy${copies}`);
  rowOf(link).after(copy);
  link.setAttribute('aria-expanded', 'true');
  return copy;
}

/** Closes the link's copy, if open. */
export function closeInPlace(link: HTMLAnchorElement): void {
  openCopy(link)?.remove();
  link.setAttribute('aria-expanded', 'false');
}
