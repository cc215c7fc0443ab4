// "Try it" in a real browser, against a local API (test/e2e/try-it-servers.ts): what the reader
// sees and what the server received for a JSON call with a bearer token, query and header
// parameters, a CORS failure and the same call through a proxy, a timeout, a cancel and a long
// body; no byte of the console before the click; credentials only in sessionStorage.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';
import { startApi, startProxy, type TestServer } from './try-it-servers.js';

describeE2E('Try it', () => {
  let browser: Browser;
  let site: StaticServer;
  let proxiedSite: StaticServer;
  let api: TestServer;
  let proxy: TestServer;

  beforeAll(async () => {
    [api, proxy] = await Promise.all([startApi(), startProxy()]);
    const built = await buildSite(fixtureDir('try-it'), { key: 'try-it' });
    // The same site with a proxy: requests go to `${proxyUrl}${targetUrl}`.
    const proxied = await buildSite(fixtureDir('try-it'), {
      key: 'try-it-proxy',
      patch: (config) => config.replace('tryIt: { timeoutSeconds: 2 }', `tryIt: { timeoutSeconds: 2, proxyUrl: '${proxy.origin}/' }`),
    });
    site = await startStaticServer({ root: built.out });
    proxiedSite = await startStaticServer({ root: proxied.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.stop(), proxiedSite?.stop(), api?.stop(), proxy?.stop()]);
  });

  /** Opens the console of an operation, pointed at the local API's port. */
  async function openConsole(page: Page, operationId: string): Promise<Locator> {
    await page.locator(`[data-sp-try-it="${operationId}"] button.sp-try-it-open`).click();
    const panel = page.locator(`[data-sp-try-it="${operationId}"] .sp-try-it-console`);
    await panel.getByLabel('Server variable port').fill(new URL(api.origin).port);
    return panel;
  }

  const lastReceived = (path: string) => [...api.received].reverse().find((r) => r.url.startsWith(path));

  it('loads no byte of the console before the click; a spec without tryIt has no button', async () => {
    const { context, page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/plain`);
    expect(await page.locator('.sp-try-it').count()).toBe(0);
    await page.goto(`${site.origin}/api`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('button.sp-try-it-open').count()).toBe(5);
    expect(requests.filter((path) => path.includes('try-it-console'))).toEqual([]);
    await page.locator('[data-sp-try-it="getPet"] button.sp-try-it-open').click();
    await expect.poll(() => requests.filter((path) => path.includes('try-it-console')).length).toBe(1);
    await page.locator('[data-sp-try-it="getPet"] .sp-try-it-console').waitFor();
    expect(await page.locator('[data-sp-try-it="getPet"] button.sp-try-it-open').getAttribute('aria-expanded')).toBe('true');
    // Nothing was sent on its own.
    expect(api.received.length).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a JSON body with a bearer token; the token stays in sessionStorage', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'createPet');
    // The body is the operation's example, spec text as text (its </script> did not end anything).
    const body = panel.getByLabel('Request body (application/json)');
    expect(JSON.parse(await body.inputValue())).toEqual({ name: 'Rex', kind: 'dog', note: '</script><script>alert(1)</script>' });
    await body.fill('{"name":"Tom","kind":"cat"}');
    await panel.getByLabel('bearerAuth: bearer token').fill('secret-token');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^201 Created in \d+ ms$/);
    const received = lastReceived('/v1/pets')!;
    expect(received.method).toBe('POST');
    expect(received.headers.authorization).toBe('Bearer secret-token');
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ name: 'Tom', kind: 'cat' });
    // JSON pretty-printed; the exposed header shown; the curl line of the same request.
    expect(await panel.locator('pre.sp-try-it-body').textContent()).toContain('"received": {\n    "name": "Tom"');
    expect(await panel.locator('pre.sp-try-it-headers').textContent()).toContain('x-request-id: req-');
    expect(await panel.locator('pre.sp-try-it-curl').textContent()).toBe(
      `curl -X POST '${api.origin}/v1/pets' -H 'Authorization: Bearer secret-token' -H 'Content-Type: application/json' --data-raw '{"name":"Tom","kind":"cat"}'`,
    );
    const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage }, url: location.href }));
    expect(Object.entries(stored.session)).toContainEqual(['specpress.try-it.v1.bearerAuth.token', 'secret-token']);
    expect(JSON.stringify(stored.local)).not.toContain('secret-token');
    expect(stored.url).not.toContain('secret');
    await context.close();
  });

  it('sends path, query and header parameters and an API key in the query', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'getPet');
    expect(await panel.getByLabel('petId (path, integer, required)').inputValue()).toBe('7');
    await panel.getByLabel('fields (query, string)').selectOption('kind');
    await panel.getByLabel('limit (query, integer)').fill('5');
    await panel.getByLabel('X-Trace-Id (header, string)').fill('trace <b>42</b>');
    await panel.getByLabel('Scheme').selectOption({ label: 'apiKeyQuery' });
    await panel.getByLabel('apiKeyQuery: API key (query api_key)').fill('k&1');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    const received = lastReceived('/v1/pets/7')!;
    expect(received.url).toBe('/v1/pets/7?fields=kind&limit=5&api_key=k%261');
    expect(received.headers['x-trace-id']).toBe('trace <b>42</b>');
    expect(received.headers.authorization).toBeUndefined();
    await context.close();
  });

  it('explains a CORS failure and points at proxyUrl; through the proxy the same call answers', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    let panel = await openConsole(page, 'noCors');
    await panel.getByRole('button', { name: 'Send' }).click();
    const outcome = panel.locator('.sp-try-it-outcome');
    await expect.poll(() => outcome.textContent()).toContain('No answer');
    const text = (await outcome.textContent()) ?? '';
    expect(text).toContain('Access-Control-Allow-Origin');
    expect(text).toContain('specs[].tryIt.proxyUrl');
    // The server did get it: the browser only hid its answer.
    expect(lastReceived('/v1/nocors')?.method).toBe('GET');

    await page.goto(`${proxiedSite.origin}/api`);
    panel = await openConsole(page, 'noCors');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    expect(proxy.received.at(-1)?.url).toBe(`/${api.origin}/v1/nocors`);
    expect(await panel.locator('.sp-try-it-outcome').textContent()).toContain(`through the proxy ${proxy.origin}/`);
    await context.close();
  });

  it('gives up after the timeout, and Cancel stops a request', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'slow');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-outcome').textContent(), { timeout: 10_000 }).toContain('Timed out after 2 s');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-outcome').textContent()).toMatch(/^Cancelled after \d+ ms/);
    expect(await panel.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('cuts a long body with "Show all"', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'big');
    await panel.getByRole('button', { name: 'Send' }).click();
    const more = panel.getByRole('button', { name: /^Show all \([\d,]+ characters\)$/ });
    await more.waitFor();
    expect((await panel.locator('pre.sp-try-it-body').textContent())?.length).toBe(20_000);
    await more.click();
    expect((await panel.locator('pre.sp-try-it-body').textContent())?.length).toBeGreaterThan(20_000);
    await context.close();
  });
});
