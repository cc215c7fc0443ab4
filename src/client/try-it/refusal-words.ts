// A server variable's refused value in the page's words: shared/server-url.ts holds the rules and
// names which one refused and the Try it keys of its words (`refusalKeys`); this fills the refusal
// sentence in the page's language (the build's diagnostics keep English, from the same table).
import { refusalKeys, type RefusedServerValue } from '../../shared/server-url.js';
import { tr, trWith } from './strings.js';

/** Why the request was not built: the variable, its value, where it stands and what may stand there. */
export function refusalWords(refusal: RefusedServerValue, server: string): string {
  const keys = refusalKeys(refusal);
  return trWith('tryItRefusedServerValue', { variable: `{${refusal.variable}}`, value: refusal.value, part: tr(keys.part), allowed: tr(keys.allowed), server });
}
