// The API reference's part of the runtime (see parts.ts): linked only by reference pages, so a
// docs page downloads none of it. Its listeners are delegated to the document and start with the
// first reference page shown, whether loaded or reached by client navigation.
import { enhanceReference, startReference, startReferenceNav } from './reference.js';

let refreshNav: (() => void) | undefined;

export function enhance(page: HTMLElement): void {
  if (!refreshNav) {
    startReference();
    refreshNav = startReferenceNav();
  }
  enhanceReference(page);
  refreshNav();
}
