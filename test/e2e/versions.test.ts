// Docs versions in chromium (fixtures/versioned-docs): from a deep page the version dropdown lands
// on the same page in the other version, and the old-version banner leads to the latest copy —
// with JavaScript on (client navigation) and off (plain links, <details> menu).
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('docs versions', () => {
  const served = servedFixture('versioned-docs');

  for (const javaScriptEnabled of [true, false]) {
    it(`switching version from a deep page lands on the same page; the banner links the latest copy (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { context, page } = await openPage(served.browser, { javaScriptEnabled });
      await page.goto(`${served.server.origin}/guides/setup`);
      await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup');
      const menu = page.locator('nav.navbar [data-role="versions"]');
      expect(await menu.locator('summary').textContent()).toBe('2.0');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: '1.0' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/1.0/guides/setup');
      await expect.poll(() => page.locator('article').textContent()).toContain('Setting up Widget 1.0.');
      expect(await page.locator('nav.navbar [data-role="versions"] summary').textContent()).toBe('1.0');
      // The banner says this version is no longer maintained and leads to this page in 2.0.
      const banner = page.locator('.version-banner');
      expect(await banner.textContent()).toContain('This is documentation for Widget 1.0, which is no longer actively maintained.');
      await banner.getByRole('link', { name: 'latest version' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/guides/setup');
      await expect.poll(() => page.locator('article').textContent()).toContain('Setting up Widget 2.0.');
      expect(await page.locator('.version-banner').count()).toBe(0);
      await context.close();
    });
  }
});
