// Every shipped language has every UI string (the types say so too: this catches an empty one),
// and a locale finds its language by its tag: region (fr-CA → fr), script (zh-Hant → zh-TW).
import { describe, expect, it } from 'vitest';
import { en } from '../../src/config/ui-strings/en.js';
import { pageLanguage, UI_LANGUAGES } from '../../src/config/ui-strings/index.js';
import type { SiteConfig } from '../../src/config/site-config.js';

/** Keys a language may leave empty: a word some languages do not write there. */
const MAY_BE_EMPTY = new Set(['lastUpdatedOn']);

function configWith(locales: SiteConfig['i18n']['locales'], defaultLocale: string): SiteConfig {
  return { i18n: { defaultLocale, currentLocale: defaultLocale, locales } } as SiteConfig;
}

describe('the shipped UI strings', () => {
  it('ships at least 15 languages, each with exactly the keys of en.ts, none empty', () => {
    expect(Object.keys(UI_LANGUAGES).length).toBeGreaterThanOrEqual(15);
    for (const [code, strings] of Object.entries(UI_LANGUAGES)) {
      expect(Object.keys(strings).sort(), code).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(strings)) if (!MAY_BE_EMPTY.has(key)) expect(text.trim(), `${code}.${key}`).not.toBe('');
    }
  });

  it('keeps the place of the link in the sentences that have one', () => {
    for (const [code, strings] of Object.entries(UI_LANGUAGES)) {
      expect(strings.notFoundBack, code).toContain('{home}');
      expect(strings.movedTo, code).toContain('{link}');
    }
  });

  it("keeps every sentence's places ({count}, {name}…) as English's has them, none added or lost", () => {
    const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [code, strings] of Object.entries(UI_LANGUAGES)) for (const [key, text] of Object.entries(en)) expect(places(strings[key as keyof typeof en]), `${code}.${key}`).toEqual(places(text));
  });

  it('finds a locale its language by tag, and writes ar, fa, he and ur right to left unless the config says otherwise', () => {
    const config = configWith(
      { ca: { label: 'Français (Canada)', htmlLang: 'fr-CA' }, hk: { label: '中文', htmlLang: 'zh-Hant-HK' }, fa: { label: 'فارسی' }, he: { label: 'עברית', direction: 'ltr' }, xx: { label: 'X' } },
      'ca',
    );
    expect(pageLanguage(config, undefined)).toMatchObject({ lang: 'fr-CA', dir: 'ltr', strings: { next: 'Suivant' } });
    expect(pageLanguage(config, 'hk').strings.next).toBe('下一頁');
    expect(pageLanguage(config, 'fa')).toMatchObject({ lang: 'fa', dir: 'rtl', strings: { next: 'Next' } });
    expect(pageLanguage(config, 'he').dir).toBe('ltr');
    expect(pageLanguage(config, 'xx').strings).toEqual(en);
  });
});
