// The search chunk's words: English, with the page's over them (handed over by trigger.ts when it
// loads the chunk). Imported by the chunk, src/client/strings.ts would become a chunk of its own,
// one more request on every page.
import type { ClientStrings } from '../../shared/client-strings.js';
import { SEARCH_STRINGS_EN } from '../../shared/client-strings/search.js';

export const LABELS: Record<keyof typeof SEARCH_STRINGS_EN, string> = SEARCH_STRINGS_EN;

export function takeStrings(strings: Partial<ClientStrings>): void {
  for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) LABELS[key] = strings[key] ?? LABELS[key];
}
