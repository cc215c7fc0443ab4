// The search chunk's words: the runtime's (src/client/strings.ts), handed over by trigger.ts when
// it loads the chunk. Imported from the runtime instead, that module would become a chunk of its
// own, one more request on every page.
import type { ClientStringKey } from '../../shared/client-strings.js';

let lookup: (key: ClientStringKey) => string = (key) => key;

export function takeStrings(translate: (key: ClientStringKey) => string): void {
  lookup = translate;
}

export function t(key: ClientStringKey): string {
  return lookup(key);
}
