// Stemming beyond English (issue #36): on fixtures/search-stems-french, the French page's search
// finds the heading "Déploiement des applications" by "déployer" (French's stemmer made both
// "déploi"), loading French's stemmer, a module of its own, and no other language's; the English
// page's search loads no stemmer module (English's is in the search chunk).
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.js';
import { describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('search: a French page searches by French stems', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const dir = await copyFixture('search-stems-french');
    const run = await runCli(['generate', '--no-cache', '--out', 'build'], dir);
    expect(run.exitCode, run.output).toBe(0);
    server = await startStaticServer({ root: join(dir, 'build') });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('"déployer" finds "Déploiement des applications", with French\'s stemmer loaded', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/fr/intro`);
    await page.keyboard.press('/');
    await page.locator('.sp-search-dialog input').fill('déployer');
    const hit = page.locator('.sp-search-hit').first();
    await hit.waitFor({ timeout: 5000 });
    expect(decodeURIComponent((await hit.getAttribute('href')) ?? '')).toBe('/fr/shipping#déploiement-des-applications');
    expect(scripts.filter((path) => /\/stem-/.test(path)).map((path) => path.replace(/-\w+\.js$/, ''))).toEqual(['/assets/stem-french']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the English page stems "deploys" without a stemmer module', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/intro`);
    await page.keyboard.press('/');
    await page.locator('.sp-search-dialog input').fill('deploys');
    const hit = page.locator('.sp-search-hit').first();
    await hit.waitFor({ timeout: 5000 });
    expect(await hit.getAttribute('href')).toBe('/shipping#deploying-applications');
    expect(scripts.filter((path) => /\/stem-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
