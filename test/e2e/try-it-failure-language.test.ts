// Try it's explanation of a request that got no answer, in the page's language (issue #33): on
// fixtures/reference-in-french, whose server is a port nothing listens on, Send in chromium shows
// "Aucune réponse" and the French words of what most often causes it (CORS, or a server that
// cannot be reached) and what the site can do (a proxy), with no English sentence left.
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('Try it says why no answer came, in French', () => {
  const served = servedFixture('reference-in-french');

  it('explains a request that got no answer in French', async () => {
    const { context, page, errors } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/api`);
    const control = page.locator('[data-sp-try-it="lireLieu"]');
    await control.locator('button.sp-try-it-open').click();
    const panel = control.locator('.sp-try-it-console');
    // The credentials' field is named in French too.
    await expect.poll(() => panel.textContent()).toContain('cle : clé d’API (header X-Cle)');
    await panel.locator('button.sp-try-it-send').click();
    const outcome = panel.locator('.sp-try-it-outcome');
    await outcome.waitFor({ timeout: 5000 });
    const lines = await outcome.locator('p').allTextContents();
    expect(lines[0]).toBe('Aucune réponse');
    expect(lines[1]).toMatch(/^Aucune réponse que le navigateur puisse montrer \(.+\)\.$/);
    expect(lines[2]).toContain(
      `Le plus souvent, l’API n’autorise pas les appels depuis cette page : sa réponse doit porter Access-Control-Allow-Origin pour ${served.server.origin} (CORS). Ou bien le serveur http://127.0.0.1:9 est injoignable`,
    );
    expect(lines[3]).toMatch(/^Le site peut définir un proxy/);
    expect(lines[4]).toBe('Ce qu’Envoyer a fait :');
    expect(await outcome.locator('pre.sp-try-it-curl').getAttribute('aria-label')).toBe('curl de ce qu’Envoyer a fait');
    expect(await panel.getAttribute('aria-label')).toBe('Essayer GET /lieux/{id}');
    expect(errors).toEqual([]);
    await context.close();
  });
});
