// The English words the browser runtime shows, in one place, split by the bundle that shows them
// (client-strings/: the base runtime, the reference part, the search chunk, Try it) so that each carries
// only its own. A page in another language embeds its words in its site data
// (src/render/site-data.ts), which the runtime reads over these (src/client/strings.ts); Try it's
// are in the Try it data of the pages that show it (src/client/try-it/strings.ts). The
// build's table of every UI string (src/config/ui-strings/en.ts) includes them all.
import { REFERENCE_STRINGS_EN } from './client-strings/reference.js';
import { RUNTIME_STRINGS_EN } from './client-strings/runtime.js';
import { SEARCH_STRINGS_EN } from './client-strings/search.js';
import { TRY_IT_STRINGS_EN } from './client-strings/try-it.js';

export const CLIENT_STRINGS_EN = { ...RUNTIME_STRINGS_EN, ...REFERENCE_STRINGS_EN, ...SEARCH_STRINGS_EN, ...TRY_IT_STRINGS_EN };

/** A key of the runtime's strings. */
export type ClientStringKey = keyof typeof CLIENT_STRINGS_EN;
export type ClientStrings = Record<ClientStringKey, string>;
