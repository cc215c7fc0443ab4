// Try it in the page's language (fixtures/reference-and-blog-in-german): the console chromium
// shows after a click names its buttons and fields, and says its help, in German, from the page's site data.
import { expect, it } from 'vitest';
import { describeE2E, openPage, servedFixture } from './browser.js';

describeE2E('Try it in German', () => {
  const served = servedFixture('reference-and-blog-in-german');

  it('opens a console whose buttons and fields are German', async () => {
    const { context, page, errors } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/api`);
    const control = page.locator('[data-sp-try-it="getPet"]');
    expect(await control.locator('button.sp-try-it-open').textContent()).toBe('Ausprobieren');
    await control.locator('button.sp-try-it-open').click();
    const panel = control.locator('.sp-try-it-console');
    await expect.poll(() => panel.locator('button.sp-try-it-send').textContent()).toBe('Senden');
    expect(await panel.locator('button.sp-try-it-cancel').textContent()).toBe('Abbrechen');
    expect(await panel.locator('legend').allTextContents()).toEqual(expect.arrayContaining(['Parameter', 'Authentifizierung']));
    expect(await panel.locator('.sp-try-it-hint').allTextContents()).toContain('Die Anfrage als curl:');
    // Its help too: the note on remembered credentials, and what to fill in before Send.
    expect(await panel.textContent()).toContain('Zugangsdaten bleiben nur in diesem Tab (sessionStorage)');
    await panel.locator('input').first().fill('');
    await panel.locator('button.sp-try-it-send').click();
    await expect.poll(() => panel.textContent()).toContain('Füllen Sie das Pflichtfeld petId aus.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
