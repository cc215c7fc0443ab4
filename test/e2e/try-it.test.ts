// "Try it" in a real browser, against a local API (test/e2e/try-it-servers.ts): what the reader
// sees and what the server received for a JSON call with a bearer token, query and header
// parameters, a form and a multipart body with a file, OAuth 2 (authorization code with PKCE
// against the stub authorization server, client credentials through the proxy), a CORS failure
// and the same call through a proxy, a timeout, a cancel and a long body; no byte of the console
// before the click; credentials only in sessionStorage unless "remember" is ticked; the open
// console by keyboard alone, audited by axe, and at 390 px.
import type { Result } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AXE_SOURCE, buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';
import { CLIENT, startApi, startProxy, type ApiServer, type TestServer } from './try-it-servers.js';

describeE2E('Try it', () => {
  let browser: Browser;
  let site: StaticServer;
  let proxiedSite: StaticServer;
  let pythonFirstSite: StaticServer;
  let api: ApiServer;
  let proxy: TestServer;

  beforeAll(async () => {
    [api, proxy] = await Promise.all([startApi(), startProxy()]);
    const built = await buildSite(fixtureDir('try-it'));
    // The same site with a proxy: requests go to `${proxyUrl}${targetUrl}`.
    const proxied = await buildSite(fixtureDir('try-it'), {
      patch: (config) => config.replace('tryIt: { timeoutSeconds: 2 }', `tryIt: { timeoutSeconds: 2, proxyUrl: '${proxy.origin}/' }`),
    });
    // curl not first: its sample is written by the browser when its tab opens.
    const pythonFirst = await buildSite(fixtureDir('try-it'), {
      patch: (config) => `${config}\nreference:\n  codeSamples:\n    languages: [python, curl]\n`,
    });
    site = await startStaticServer({ root: built.out });
    proxiedSite = await startStaticServer({ root: proxied.out });
    pythonFirstSite = await startStaticServer({ root: pythonFirst.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.stop(), proxiedSite?.stop(), pythonFirstSite?.stop(), api?.stop(), proxy?.stop()]);
  });

  /** Opens the console of an operation, pointed at the local API's port. */
  async function openConsole(page: Page, operationId: string): Promise<Locator> {
    await page.locator(`[data-sp-try-it="${operationId}"] button.sp-try-it-open`).click();
    const panel = page.locator(`[data-sp-try-it="${operationId}"] .sp-try-it-console`);
    await panel.getByLabel('Server variable port').fill(new URL(api.origin).port);
    return panel;
  }

  const lastReceived = (path: string) => [...api.received].reverse().find((r) => r.url.startsWith(path));
  /** The live curl line of the console, and the page's curl sample of the operation (same text while the console is open). */
  const curls = async (page: Page, operationId: string) => ({
    live: await page.locator(`[data-sp-try-it="${operationId}"] pre.sp-try-it-live-curl`).textContent(),
    sample: await page.locator(`section.operation:has([data-sp-try-it="${operationId}"]) .code-panel[data-lang="curl"] pre > code`).textContent(),
  });

  it('loads no byte of the console before the click; a spec without tryIt has no button', async () => {
    const { context, page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/plain`);
    expect(await page.locator('.sp-try-it').count()).toBe(0);
    await page.goto(`${site.origin}/api`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('button.sp-try-it-open').count()).toBe(8);
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

  it('sends path, query (arrays as their style writes them) and header parameters and an API key in the query', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'getPet');
    expect(await panel.getByLabel('petId (path, integer, required)').inputValue()).toBe('7');
    await panel.getByLabel('fields (query, string)').selectOption('kind');
    await panel.getByLabel('limit (query, integer)').fill('5');
    // Prefilled from the examples [a b, c] and [1, 2]; the second is pipeDelimited.
    expect(await panel.getByLabel('tags (query, array)').inputValue()).toBe('a b,c');
    await panel.getByLabel('ids (query, array)').fill('1,2,3');
    await panel.getByLabel('X-Trace-Id (header, string)').fill('trace <b>42</b>');
    await panel.getByLabel('Scheme').selectOption({ label: 'apiKeyQuery' });
    await panel.getByLabel('apiKeyQuery: API key (query api_key)').fill('k&1');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    const received = lastReceived('/v1/pets/7')!;
    expect(received.url).toBe('/v1/pets/7?fields=kind&limit=5&tags=a%20b&tags=c&ids=1%7C2%7C3&api_key=k%261');
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

  it('refuses a server variable that would send the request, and its API key, to another host', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'getPet');
    await panel.getByLabel('Scheme').selectOption({ label: 'apiKeyQuery' });
    await panel.getByLabel('apiKeyQuery: API key (query api_key)').fill('k-secret');
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    const before = api.received.length;
    // `http://127.0.0.1:{port}/v1` with port "<port>@localhost" would go to localhost, with the key.
    await panel.getByLabel('Server variable port').fill(`${new URL(api.origin).port}@localhost`);
    const refusal = `This request cannot be built: the server variable {port} is "${new URL(api.origin).port}@localhost", but in the host or port of the URL it may hold only letters, digits, "." and "-", so it would not go to the server http://127.0.0.1:{port}/v1.`;
    expect(await panel.locator('pre.sp-try-it-live-curl').textContent()).toBe(refusal);
    await panel.getByRole('button', { name: 'Send' }).click();
    expect(await panel.locator('.sp-try-it-error').textContent()).toBe(refusal);
    // Nothing left the page: no request to the API, to localhost or anywhere else.
    await page.waitForTimeout(300);
    expect(sent.filter((url) => !url.startsWith(site.origin))).toEqual([]);
    expect(api.received.length).toBe(before);
    // The port alone is sent as before.
    await panel.getByLabel('Server variable port').fill(new URL(api.origin).port);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    expect(lastReceived('/v1/pets/7')?.url).toMatch(/^\/v1\/pets\/7\?.*api_key=k-secret$/);
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

  it('sends a form body, field by field; the curl lines follow what the reader types', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'submitForm');
    const name = panel.getByLabel('name (string, required)');
    expect(await name.inputValue()).toBe('Rex');
    expect(await panel.getByLabel('kind (string)').inputValue()).toBe('cat');
    await name.fill('Tom & Jerry');
    await panel.getByLabel('note (string)').fill('a=b+c');
    const expected = `curl -X POST '${api.origin}/v1/forms' -H 'Content-Type: application/x-www-form-urlencoded' --data-raw 'name=Tom+%26+Jerry&kind=cat&note=a%3Db%2Bc'`;
    // The console's curl and the page's curl sample are the request being composed, before any Send.
    expect(await curls(page, 'submitForm')).toEqual({ live: expected, sample: expected });
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^201 Created/);
    const received = lastReceived('/v1/forms')!;
    expect(received.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(received.fields).toEqual({ name: 'Tom & Jerry', kind: 'cat', note: 'a=b+c' });
    expect(await panel.locator('pre.sp-try-it-curl').textContent()).toBe(expected);
    // Closing the console gives the page its own sample back.
    await page.locator('[data-sp-try-it="submitForm"] button.sp-try-it-open').click();
    await expect.poll(async () => (await curls(page, 'submitForm')).sample).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:9\/v1\/forms'/);
    await context.close();
  });

  it('shows the request being composed in a curl sample the browser writes after the console opened', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${pythonFirstSite.origin}/api`);
    const panel = await openConsole(page, 'submitForm');
    await panel.getByLabel('name (string, required)').fill('Tom');
    const expected = `curl -X POST '${api.origin}/v1/forms' -H 'Content-Type: application/x-www-form-urlencoded' --data-raw 'name=Tom&kind=cat'`;
    const section = page.locator('section.operation:has([data-sp-try-it="submitForm"])');
    // The page carries no curl sample yet: the console's own line shows the request.
    expect(await section.locator('.code-panel[data-lang="curl"] pre').count()).toBe(0);
    expect(await panel.locator('pre.sp-try-it-live-curl').textContent()).toBe(expected);
    await section.getByRole('tab', { name: 'curl' }).click();
    await expect.poll(async () => (await curls(page, 'submitForm')).sample).toBe(expected);
    // A change after that reaches it too; closing the console gives the page the sample it wrote.
    await panel.getByLabel('note (string)').fill('x');
    await expect.poll(async () => (await curls(page, 'submitForm')).sample).toBe(expected.replace("kind=cat'", "kind=cat&note=x'"));
    await page.locator('[data-sp-try-it="submitForm"] button.sp-try-it-open').click();
    await expect.poll(async () => (await curls(page, 'submitForm')).sample).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:9\/v1\/forms'/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a file with multipart fields; a required file is asked for first', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'uploadPhoto');
    expect(await panel.getByLabel('caption (string)').inputValue()).toBe('A dog & a "cat"');
    await panel.getByRole('button', { name: 'Send' }).click();
    expect(await panel.getByRole('alert').textContent()).toBe('Fill in the required field photo.');
    expect(lastReceived('/v1/photos')).toBeUndefined();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x27, 0x22]);
    await panel.getByLabel('photo (file, required)').setInputFiles({ name: 'my dog.png', mimeType: 'image/png', buffer: bytes });
    await panel.getByLabel('visibility (string)').selectOption('private');
    const expected = `curl -X POST '${api.origin}/v1/photos' --form-string 'caption=A dog & a "cat"' --form-string 'visibility=private' -F 'photo=@my dog.png;type=image/png'`;
    expect(await curls(page, 'uploadPhoto')).toEqual({ live: expected, sample: expected });
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^201 Created/);
    const received = lastReceived('/v1/photos')!;
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.fields).toEqual({ caption: 'A dog & a "cat"', visibility: 'private' });
    expect(received.files).toEqual([{ field: 'photo', name: 'my dog.png', type: 'image/png', bytes }]);
    expect(await panel.locator('pre.sp-try-it-body').textContent()).toContain('photo=my dog.png (13 bytes)');
    expect(await panel.locator('pre.sp-try-it-curl').textContent()).toBe(expected);
    await context.close();
  });

  it('signs in with OAuth 2 authorization code and PKCE in a popup, then sends the token as Bearer', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    const panel = await openConsole(page, 'whoAmI');
    expect(await panel.getByLabel('oauth: flow').inputValue()).toBe('0');
    await panel.getByLabel('oauth: client id').fill('docs-client');
    // The scopes of the flow, the operation's own ticked.
    expect(await panel.getByLabel('read:pets: Read your pets').isChecked()).toBe(true);
    expect(await panel.getByLabel('write:pets: Change your pets').isChecked()).toBe(false);
    await panel.getByLabel('write:pets: Change your pets').check();
    const authorizations = api.oauth.authorizations.length;
    // Nothing reached the authorization server before the click.
    const popupOpened = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Authorize' }).click();
    const popup = await popupOpened;
    const token = panel.getByLabel('oauth: access token');
    await expect.poll(() => token.inputValue()).toMatch(/^ac-token-\d+$/);
    const issued = await token.inputValue();
    expect(await panel.getByRole('status').filter({ hasText: 'Signed in' }).count()).toBe(1);
    await expect.poll(() => popup.isClosed()).toBe(true);
    // What the authorization server was asked, and that it checked the verifier against the challenge.
    expect(api.oauth.authorizations.length).toBe(authorizations + 1);
    const asked = api.oauth.authorizations.at(-1)!;
    expect(asked).toMatchObject({ response_type: 'code', client_id: 'docs-client', redirect_uri: `${site.origin}/oauth-redirect.html`, scope: 'read:pets write:pets', code_challenge_method: 'S256' });
    expect(asked.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(asked.state).toMatch(/^[\w-]{43}$/);
    expect(api.oauth.verified.at(-1)).toMatchObject({ token: issued, verifier: expect.stringMatching(/^[\w-]{43}$/) });
    expect(api.oauth.refused).toEqual([]);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    expect(lastReceived('/v1/me')?.headers.authorization).toBe(`Bearer ${issued}`);
    const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage }, url: location.href }));
    expect(stored.session['specpress.try-it.v1.oauth.token']).toBe(issued);
    expect(JSON.stringify(stored.local)).not.toContain(issued);
    expect(stored.url).not.toContain('code');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gets a client credentials token through the proxy; a refusal is shown in words', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${proxiedSite.origin}/api`);
    const panel = await openConsole(page, 'whoAmI');
    await panel.getByLabel('oauth: flow').selectOption({ label: 'Client credentials' });
    expect(await panel.getByRole('button', { name: 'Authorize' }).isVisible()).toBe(false);
    await panel.getByLabel('oauth: client id').fill(CLIENT.id);
    await panel.getByLabel('oauth: client secret').fill('wrong');
    await panel.getByRole('button', { name: 'Get token' }).click();
    const tokenUrl = `${api.origin}/oauth/token`;
    await expect.poll(() => panel.locator('p.sp-try-it-error').textContent()).toBe(`No token: the token endpoint ${tokenUrl} refused: 401: invalid_client (Client authentication failed).`);
    await panel.getByLabel('oauth: client secret').fill(CLIENT.secret);
    await panel.getByRole('button', { name: 'Get token' }).click();
    const token = panel.getByLabel('oauth: access token');
    await expect.poll(() => token.inputValue()).toMatch(/^cc-token-\d+$/);
    // The token call went through the proxy, like the API calls.
    expect(proxy.received.filter((r) => r.url === `/${tokenUrl}`).length).toBe(2);
    expect(new URLSearchParams(proxy.received.at(-1)!.body).get('grant_type')).toBe('client_credentials');
    expect(new URLSearchParams(proxy.received.at(-1)!.body).get('scope')).toBe('read:pets');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.locator('.sp-try-it-status').textContent()).toMatch(/^200 OK/);
    expect(lastReceived('/v1/me')?.headers.authorization).toBe(`Bearer ${await token.inputValue()}`);
    await context.close();
  });

  it('keeps credentials in localStorage only while "remember" is ticked', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${site.origin}/api`);
    let panel = await openConsole(page, 'createPet');
    await panel.getByLabel('bearerAuth: bearer token').fill('kept-token');
    const local = () => page.evaluate(() => ({ ...localStorage }));
    expect(JSON.stringify(await local())).not.toContain('kept-token');
    await panel.getByLabel('Remember on this device').check();
    expect((await local())['specpress.try-it.v1.bearerAuth.token']).toBe('kept-token');
    // Another tab (its own sessionStorage) gets it from localStorage.
    const other = await context.newPage();
    await other.goto(`${site.origin}/api`);
    panel = await openConsole(other, 'createPet');
    expect(await panel.getByLabel('bearerAuth: bearer token').inputValue()).toBe('kept-token');
    expect(await panel.getByLabel('Remember on this device').isChecked()).toBe(true);
    await panel.getByLabel('Remember on this device').uncheck();
    // Tabs share localStorage, but another tab sees a change a moment later.
    await expect.poll(async () => Object.keys(await local()).filter((key) => key.startsWith('specpress.try-it.'))).toEqual([]);
    // The tab still has it for this session.
    expect(await other.evaluate(() => sessionStorage.getItem('specpress.try-it.v1.bearerAuth.token'))).toBe('kept-token');
    await context.close();
  });

  it('is usable by keyboard alone, passes axe, and fits 390 px', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${site.origin}/api`);
    await page.addScriptTag({ content: AXE_SOURCE });
    for (const operationId of ['whoAmI', 'uploadPhoto', 'getPet', 'createPet']) {
      // Opened from the keyboard: the button focused, Enter.
      await page.locator(`[data-sp-try-it="${operationId}"] button.sp-try-it-open`).focus();
      await page.keyboard.press('Enter');
      const panel = page.locator(`[data-sp-try-it="${operationId}"] .sp-try-it-console`);
      await panel.waitFor();
      await panel.getByLabel('Server variable port').fill(new URL(api.origin).port);
      await panel.getByRole('button', { name: 'Send' }).focus();
      await page.keyboard.press('Enter');
      await panel.locator('.sp-try-it-outcome, [role=alert]').first().waitFor();
      // Tab from the first control until focus leaves the console: each stop named, every control reached.
      const walk = await panel.evaluate(async (root) => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const controls = [...root.querySelectorAll<HTMLElement>('input, select, textarea, button, summary, [tabindex="0"]')].filter(
          (el) => !(el as HTMLButtonElement).disabled && el.checkVisibility(),
        );
        return { controls: controls.length, axeReady: typeof axe.setup === 'function' };
      });
      expect(walk.axeReady).toBe(true);
      const first = panel.locator('input, select, textarea, button').first();
      await first.focus();
      // axe's tree of the page, for the accessible names, built once for the walk (the page does
      // not change while focus moves): built for each stop, it was most of this test's time.
      await page.evaluate(() => {
        (window as unknown as { axe: typeof import('axe-core') }).axe.setup(document); // its tree stays in the page
      });
      const seen: { tag: string; name: string; index: number }[] = [];
      for (let i = 0; i < 200; i++) {
        const stop = await page.evaluate(
          (root) => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || !root || !root.contains(el)) return undefined;
            const { axe } = window as unknown as { axe: typeof import('axe-core') };
            const name = axe.commons.text.accessibleText(el).trim();
            const all = [...root.querySelectorAll<HTMLElement>('input, select, textarea, button, summary, [tabindex="0"]')];
            return { tag: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}`, name, index: all.indexOf(el) };
          },
          await panel.elementHandle(),
        );
        if (!stop) break;
        seen.push(stop);
        await page.keyboard.press('Tab');
      }
      await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.teardown());
      expect(
        seen.filter((stop) => !stop.name),
        `${operationId}: unnamed stops`,
      ).toEqual([]);
      expect(new Set(seen.map((stop) => stop.index)).size, `${operationId}: controls reached by Tab`).toBe(walk.controls);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${operationId}: no horizontal overflow at 390 px`).toBe(true);
    }
    // The four open consoles audited in one axe run (each as its walk left it: open, its outcome
    // shown, focus outside it; opening a later console leaves an earlier one as it was), in light
    // and in dark mode (what the colour mode switch sets). A violation names its console in its
    // nodes' selectors. One run instead of one per console: each run sets axe up over the page again.
    const audit = () =>
      page.evaluate(async () => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const results = await axe.run({ include: [['.sp-try-it-console']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], resultTypes: ['violations'] });
        return results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => n.target.join(' ')) }));
      });
    expect(await page.locator('.sp-try-it-console').count()).toBe(4);
    expect((await audit()) as Pick<Result, 'id' | 'help'>[], 'light mode: axe').toEqual([]);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await audit(), 'dark mode: axe').toEqual([]);
    await context.close();
  });
});
