// Translated docs in chromium (fixtures/locales-starlight): from a deep page the locale dropdown
// lands on the same page in the other locale, with that locale's lang and direction (JavaScript on
// and off); the search dialog of a Japanese page searches the Japanese index, cut into words, so
// a word from the middle of a sentence is found.
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('docs locales', () => {
  const served = servedFixture('locales-starlight');

  for (const javaScriptEnabled of [true, false]) {
    it(`switching locale from a deep page lands on the same page in that locale (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { context, page } = await openPage(served.browser, { javaScriptEnabled });
      await page.goto(`${served.server.origin}/guides/setup`);
      await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup');
      const menu = page.locator('nav.navbar [data-role="locales"]');
      expect(await menu.locator('summary').textContent()).toBe('English');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: 'العربية' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/ar/guides/setup');
      await expect.poll(() => page.locator('article h1').textContent()).toBe('الإعداد');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      expect(await page.locator('nav.navbar [data-role="locales"] summary').textContent()).toBe('العربية');
      // On to a page Arabic lacks: the English page, with the notice, in the Arabic chrome.
      await page.locator('aside.sidebar').getByRole('link', { name: 'Deploy' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/ar/guides/deploy');
      await expect.poll(() => page.locator('.untranslated-notice').textContent()).toBe('لم تُترجم هذه الصفحة بعد.');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Back to English from there: the same page.
      await page.locator('nav.navbar [data-role="locales"] summary').click();
      await page.locator('nav.navbar [data-role="locales"]').getByRole('link', { name: 'English' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/guides/deploy');
      await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
      await context.close();
    });
  }

  it('the search of a Japanese page finds a word from the middle of a sentence', async () => {
    const { context, page } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/ja/guides/setup`);
    await page.click('form.navbar-search input');
    const input = page.locator('.sp-search-dialog input');
    await input.fill('ファイル');
    await page.locator('.sp-search-hit[href="/ja/guides/setup"]').waitFor();
    expect(await page.locator('.sp-search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/ja/guides/setup']);
    await context.close();
  });
});
