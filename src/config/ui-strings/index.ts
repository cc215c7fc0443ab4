// A page's language, from its locale: the UI strings it shows (the shipped table, then the
// config's `i18n.locales.<code>.strings` over it), its `lang` and its writing direction.
import type { SiteConfig } from '../site-config.js';
import type { ClientStrings } from '../../shared/client-strings.js';
import { CLIENT_STRINGS_EN, type ClientStringKey } from '../../shared/client-strings.js';
import { TRY_IT_STRINGS_EN } from '../../shared/client-strings/try-it.js';
import type { TryItStrings } from '../../shared/try-it-types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type UiStringKey, type UiStrings } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { uk } from './uk.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type { UiStrings, UiStringKey } from './en.js';

/** The languages specpress ships strings for, by BCP 47 tag (lower case). */
export const UI_LANGUAGES: Readonly<Record<string, UiStrings>> = {
  en,
  ar,
  de,
  es,
  fr,
  he,
  it,
  ja,
  ko,
  nl,
  pl,
  pt,
  ru,
  uk,
  'zh-cn': zhCN,
  'zh-tw': zhTW,
};

/** Chinese written in a region or script the table names by another tag. */
const ALIASES: Readonly<Record<string, string>> = { zh: 'zh-cn', 'zh-hans': 'zh-cn', 'zh-sg': 'zh-cn', 'zh-hant': 'zh-tw', 'zh-hk': 'zh-tw', 'zh-mo': 'zh-tw' };

/** Languages written right to left (as Docusaurus's i18n `direction` default), and their regional forms. */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export interface PageLanguage {
  /** The locale's code (a key of `config.i18n.locales`). */
  code: string;
  /** `<html lang>`: the locale's htmlLang, or its code. */
  lang: string;
  dir: 'ltr' | 'rtl';
  strings: UiStrings;
}

/** A page's locale (absent: the default locale) → what its chrome is written in. */
export function pageLanguage(config: SiteConfig, locale: string | undefined): PageLanguage {
  const code = locale ?? config.i18n.defaultLocale;
  const info = config.i18n.locales[code];
  const lang = info?.htmlLang ?? code;
  const primary = lang.toLowerCase().split('-')[0] ?? '';
  return {
    code,
    lang,
    dir: info?.direction ?? (RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr'),
    strings: withOverrides(shippedStrings(lang), info?.strings),
  };
}

/** The config's strings over the shipped ones; a key the table lacks is ignored (validate/ui-strings.ts warns). */
function withOverrides(shipped: UiStrings, own: Record<string, string> | undefined): UiStrings {
  if (!own) return shipped;
  // One object per language and config (not per page): what is worked out once per language is found by it (clientStrings, the navbar's HTML).
  const known = overridden.get(own)?.get(shipped);
  if (known) return known;
  const strings = { ...shipped };
  for (const key of Object.keys(strings) as UiStringKey[]) if (typeof own[key] === 'string') strings[key] = own[key];
  overridden.set(own, (overridden.get(own) ?? new Map()).set(shipped, strings));
  return strings;
}

/** The strings made by withOverrides, by the config's own strings and the shipped table. */
const overridden = new WeakMap<Record<string, string>, Map<UiStrings, UiStrings>>();

/** The shipped table closest to a tag: the whole tag (zh-TW), an alias, its language (fr-CA → fr), else English. */
function shippedStrings(tag: string): UiStrings {
  const lower = tag.toLowerCase();
  const parts = lower.split('-');
  for (const candidate of [lower, parts.slice(0, 2).join('-'), parts[0] ?? '']) {
    const found = UI_LANGUAGES[candidate] ?? UI_LANGUAGES[ALIASES[candidate] ?? ''];
    if (found) return found;
  }
  return en;
}

/**
 * What the browser runtime needs of a page's strings, in its site data: only those not in English
 * (none, for an English page), and never Try it's (`tryItStrings`: only the pages that show it carry those).
 */
export function clientStrings(strings: UiStrings): Partial<ClientStrings> | undefined {
  return onceEach(clientStringsOf, strings, () => changedStrings(strings, CLIENT_STRINGS_EN, (key) => !(key in TRY_IT_STRINGS_EN)));
}

/** Try it's words not in English (none, for an English page), in the Try it data of a page that shows it. */
export function tryItStrings(strings: UiStrings): Partial<TryItStrings> | undefined {
  return onceEach(tryItStringsOf, strings, () => changedStrings(strings, TRY_IT_STRINGS_EN, () => true));
}

// Worked out once per language (every page of it asks).
const clientStringsOf = new WeakMap<UiStrings, Partial<ClientStrings> | undefined>();
const tryItStringsOf = new WeakMap<UiStrings, Partial<TryItStrings> | undefined>();

function onceEach<T>(known: WeakMap<UiStrings, T>, strings: UiStrings, work: () => T): T {
  if (!known.has(strings)) known.set(strings, work());
  return known.get(strings) as T;
}

function changedStrings<K extends ClientStringKey>(strings: UiStrings, english: Record<K, string>, wanted: (key: K) => boolean): Partial<Record<K, string>> | undefined {
  const changed = (Object.keys(english) as K[]).filter((key) => strings[key] !== english[key] && wanted(key));
  return changed.length === 0 ? undefined : (Object.fromEntries(changed.map((key) => [key, strings[key]])) as Partial<Record<K, string>>);
}

/**
 * A string with its `{name}` places filled in from `values`' own keys (a place without a value
 * stays as written; `$` in a value stays as it is). The one filler of `{name}` places: the pages'
 * words and Docusaurus's `translate()` in MDX.
 */
export function filled(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : place));
}
