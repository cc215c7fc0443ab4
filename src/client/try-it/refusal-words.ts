// A server variable's refused value in the page's words: shared/server-url.ts holds the rules and
// names which one refused (its `rule`); this turns the rule and the URL's part into keys of the
// Try it table, so the whole sentence is in one language (the build's diagnostics keep English).
import type { RefusedServerValue, ServerUrlPart, ServerUrlRule } from '../../shared/server-url.js';
import type { TryItStrings } from '../../shared/try-it-types.js';
import { tr, trWith } from './strings.js';

const PART_KEYS: Record<ServerUrlPart, keyof TryItStrings> = {
  scheme: 'tryItUrlScheme',
  host: 'tryItUrlHost',
  authority: 'tryItUrlAuthority',
  origin: 'tryItUrlOrigin',
  path: 'tryItUrlPath',
};

const ALLOWED_KEYS: Record<ServerUrlRule, keyof TryItStrings> = {
  scheme: 'tryItAllowedScheme',
  host: 'tryItAllowedHost',
  authority: 'tryItAllowedAuthority',
  origin: 'tryItAllowedOrigin',
  path: 'tryItAllowedPath',
  relative: 'tryItAllowedRelative',
};

/** Why the request was not built: the variable, its value, where it stands and what may stand there. */
export function refusalWords(refusal: RefusedServerValue, server: string): string {
  return trWith('tryItRefusedServerValue', {
    variable: `{${refusal.variable}}`,
    value: refusal.value,
    part: tr(PART_KEYS[refusal.part]),
    allowed: tr(ALLOWED_KEYS[refusal.rule]),
    server,
  });
}
