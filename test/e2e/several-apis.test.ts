// Several APIs in a real browser (fixtures/several-apis): the navbar's "APIs" menu reaches each
// API, and the versions menu of one API, followed to its other version, stays within that API.
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('several APIs', () => {
  const served = servedFixture('several-apis');

  it("the navbar's APIs menu reaches each API; one API's versions menu lists and reaches only its versions", async () => {
    const { context, page, errors } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/overview`);
    const apisMenu = page.locator('nav.navbar details.navbar-dropdown', { has: page.locator('summary', { hasText: /^APIs$/ }) });
    for (const [name, path, title] of [
      ['Identity', '/identity', 'Identity API'],
      ['Webhooks', '/webhooks', 'Webhooks'],
      ['Payments', '/payments/v2', 'Payments API'],
    ]) {
      await apisMenu.locator('summary').click();
      await apisMenu.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('main h1').first().textContent()).toContain(title);
    }
    // On Payments v2 the versions menu holds Payments' versions, and leads to v1 of Payments.
    const versions = page.locator('nav.navbar [data-role="versions"]');
    await versions.locator('summary').click();
    expect(await versions.locator('a').allTextContents()).toEqual(['v2', 'v1']);
    await versions.getByRole('link', { name: 'v1', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/payments/v1');
    // An API with one version has no versions menu.
    await page.goto(`${served.server.origin}/identity`);
    expect(await page.locator('nav.navbar [data-role="versions"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
