// Try it's explanation of a request that got no answer, in the page's language (issue #33): on
// fixtures/reference-in-french, whose server is a port nothing listens on, Send in chromium shows
// "Aucune réponse" and the French words of what most often causes it (CORS, or a server that
// cannot be reached) and what the site can do (a proxy), with no English sentence left. And when
// the console's own code cannot be fetched (offline, or a deploy replaced it), the line beside the
// button is French too.
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

  it('refuses a server variable that would lead elsewhere in a whole French sentence', async () => {
    const { context, page, errors } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/api`);
    const control = page.locator('[data-sp-try-it="lireLieu"]');
    await control.locator('button.sp-try-it-open').click();
    const panel = control.locator('.sp-try-it-console');
    await panel.locator('.sp-try-it-servers select').first().selectOption('1');
    await panel.locator('.sp-try-it-servers input:visible').first().fill('evil.example/x?');
    const live = panel.locator('pre.sp-try-it-live-curl');
    await expect
      .poll(() => live.textContent())
      .toBe(
        'Impossible de construire cette requête : la variable du serveur {region} vaut « evil.example/x? », mais dans l’hôte ou le port de l’URL elle ne peut contenir que des lettres, des chiffres, « . » et « - » : la requête n’irait donc pas au serveur https://{region}.api.fr.example/v1.',
      );
    expect(await live.getAttribute('aria-label')).toBe('curl de cette requête');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says in French that the console could not be loaded, and a reload brings it', async () => {
    const { context, page } = await openPage(served.browser);
    // The console's chunk fails once, as it would offline; the reload the sentence asks for fetches it.
    let requests = 0;
    await page.route(/\/try-it-console-[A-Z0-9]+\.js$/, (route) => (requests++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${served.server.origin}/api`);
    const control = page.locator('[data-sp-try-it="lireLieu"]');
    await control.locator('button.sp-try-it-open').click();
    const note = control.locator('.sp-try-it-load-error');
    await note.waitFor({ timeout: 5000 });
    expect(await note.getAttribute('role')).toBe('alert');
    expect(await note.textContent()).toMatch(/^La console Essayer n’a pas pu être chargée \(.+\)\. Rechargez la page pour réessayer\.$/);
    await page.reload();
    await control.locator('button.sp-try-it-open').click();
    await control.locator('.sp-try-it-console').waitFor({ timeout: 5000 });
    expect(requests).toBe(2);
    await context.close();
  });
});
