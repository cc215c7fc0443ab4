// The API reference's part of the runtime (see parts.ts): linked only by reference pages, so a
// docs page downloads none of it. Its listeners are delegated to the document and start with the
// first reference page shown, whether loaded or reached by client navigation.
import { enhanceReference, startReference, startReferenceNav } from './reference.js';
import { readSiteData } from './site-data.js';
import { localise } from './strings.js';

let refreshNav: (() => void) | undefined;

export function enhance(page: HTMLElement): void {
  if (!refreshNav) {
    // A bundle of its own: its copy of the runtime's words takes the page's too.
    localise(readSiteData()?.strings);
    startReference();
    refreshNav = startReferenceNav();
  }
  enhanceReference(page);
  refreshNav();
}
