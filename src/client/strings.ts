// The words the runtime shows, in the page's language: English unless the page's site data
// carries its locale's (src/render/site-data.ts). Read once per page load; each runtime part
// bundles its own copy of this module, which reads the same data.
import { CLIENT_STRINGS_EN, type ClientStringKey, type ClientStrings } from '../shared/client-strings.js';

let strings: ClientStrings | undefined;

export function t(key: ClientStringKey): string {
  if (!strings) {
    let own: Partial<ClientStrings> | undefined;
    try {
      own = (JSON.parse(document.getElementById('sp-site-data')?.textContent || '{}') as { strings?: Partial<ClientStrings> }).strings;
    } catch {
      // A page without site data speaks English.
    }
    strings = { ...CLIENT_STRINGS_EN, ...own };
  }
  return strings[key];
}
