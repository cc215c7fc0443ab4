// The navbar in chromium on a French page (fixtures/locale-navbar-links): "Docs" leads to the
// French docs and stays French as the reader goes on (the navbar is swapped with each page on
// client navigation), and "Docs" on a Next page stays in Next.
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('navbar links per locale', () => {
  const served = servedFixture('locale-navbar-links');

  it('on a French page, Docs and Setup lead to the French pages, and back from English the English ones', async () => {
    const { context, page } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/fr/docs/guides/setup`);
    const navbar = page.locator('nav.navbar .navbar-left');
    await navbar.getByRole('link', { name: 'Docs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/docs/intro');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await navbar.getByRole('link', { name: 'Setup' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/docs/guides/setup');
    // To English by the locale dropdown: the navbar's links are English again.
    await page.locator('nav.navbar [data-role="locales"] summary').click();
    await page.locator('nav.navbar [data-role="locales"]').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/guides/setup');
    await navbar.getByRole('link', { name: 'Docs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/intro');
    await context.close();
  });
});
