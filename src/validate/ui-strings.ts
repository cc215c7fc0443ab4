// `i18n.locales.<code>.strings` may only change strings the pages have: a key en.ts does not
// declare (a typo, or a string from another tool) changes nothing, and is said so at its line.
import type { SiteConfig } from '../config/site-config.js';
import { en } from '../config/ui-strings/en.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { closest } from '../diagnostics/suggest.js';

const KEYS = Object.keys(en);

export function checkUiStrings(config: SiteConfig, source: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [code, locale] of Object.entries(config.i18n.locales)) {
    for (const key of Object.keys(locale.strings ?? {})) {
      if (KEYS.includes(key)) continue;
      const suggestion = closest(key, KEYS);
      out.push(
        diagnostic(
          'config-unknown-ui-string',
          'warning',
          `Unknown UI string "${key}" in i18n.locales.${code}.strings; it is ignored`,
          source.keyPositionOf(['i18n', 'locales', code, 'strings', key]),
          suggestion ? `Did you mean "${suggestion}"?` : 'The keys are those of src/config/ui-strings/en.ts (see the README, "Languages").',
        ),
      );
    }
  }
  return out;
}
