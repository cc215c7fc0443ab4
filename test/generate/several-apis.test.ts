// A site of several separate APIs (fixtures/several-apis: payments with two versions, identity,
// webhooks), asserted on the files the CLI wrote: each API's routes, versions menu and counterpart
// links stay within it, the navbar gets an "APIs" menu, the home page and the api-list directive
// list every API, llms.txt has a section per API, and an unknown api id is an error at line:col.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, generateFixture, repoRoot, runCli, type CliRun } from '../helpers/cli.js';
import { sharedBuild } from '../helpers/shared-build.js';
import { html, texts } from '../helpers/html.js';

let run: CliRun;
let read: (path: string) => Promise<string>;

beforeAll(async () => {
  ({ run, read } = await generateFixture('several-apis'));
});

/** The fixture with its config edited, built from a copy (a failed build has no output to share). */
async function patchedBuild(patch: (config: string) => string): Promise<CliRun> {
  const dir = await copyFixture('several-apis');
  const config = join(dir, 'specpress.config.yaml');
  await writeFile(config, patch(await readFile(config, 'utf8')));
  return runCli(['generate', '--config', config, '--out', join(dir, 'build')]);
}

const page = async (path: string) => html(await read(path));

describe('several APIs on one site', () => {
  it('builds a reference route for each API and each version', async () => {
    expect(run.exitCode).toBe(0);
    for (const [path, title] of [
      ['payments/v2/index.html', 'Payments API reference (v2)'],
      ['payments/v1/index.html', 'Payments API reference (v1)'],
      ['identity/index.html', 'Identity API reference (2024-01)'],
      ['webhooks/index.html', 'Webhooks reference (v1)'],
    ])
      expect((await page(path)).querySelector('title')?.text).toContain(title);
  });

  it('puts an "APIs" menu in the navbar that reaches each API, marked active on its pages', async () => {
    for (const path of ['index.html', 'overview/index.html', 'payments/v1/index.html']) {
      const nav = (await page(path)).querySelector('nav.navbar')!;
      const apis = nav.querySelectorAll('details.navbar-dropdown').find((d) => d.querySelector('summary')?.text === 'APIs');
      expect(apis, path).toBeDefined();
      expect(apis!.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
        ['Payments', '/payments/v2'],
        ['Identity', '/identity'],
        ['Webhooks', '/webhooks'],
      ]);
    }
    // On an older version's page the API is still the active one.
    expect(texts(await page('payments/v1/index.html'), 'nav.navbar a.dropdown-link.active')).toContain('Payments');
  });

  it("shows on an API's pages a versions menu of that API's versions only, and none on an API with one version", async () => {
    for (const path of ['payments/v2/index.html', 'payments/v1/index.html']) {
      const versions = (await page(path)).querySelector('nav.navbar [data-role="versions"]');
      expect(
        versions?.querySelectorAll('a').map((a) => a.getAttribute('href')),
        path,
      ).toEqual(['/payments/v2', '/payments/v1']);
    }
    for (const path of ['identity/index.html', 'webhooks/index.html', 'overview/index.html', 'index.html']) expect((await page(path)).querySelector('[data-role="versions"]'), path).toBeNull();
  });

  it('links the same operation across versions of one API, never across APIs (identity has the same method and path)', async () => {
    expect((await read('payments/v2/index.html')).match(/data-counterparts="[^"]*"/g)).toEqual(['data-counterparts="/payments/v1#operation/createChargeV1"']);
    expect(await read('identity/index.html')).not.toContain('data-counterparts');
    expect(await read('webhooks/index.html')).not.toContain('data-counterparts');
  });

  it('gives the site, which has no home page of its own, one listing every API, its description and versions', async () => {
    const home = await page('index.html');
    const cards = home.querySelectorAll('.category-cards > li');
    expect(cards.map((card) => card.querySelector('.category-card-title')?.text)).toEqual(['Payments', 'Identity', 'Webhooks']);
    expect(cards[0].text).toContain('Take card payments and refund them.');
    expect(cards[0].querySelectorAll('.category-card-description a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['v2', '/payments/v2'],
      ['v1 (deprecated)', '/payments/v1'],
    ]);
    expect(cards[1].querySelector('a')?.getAttribute('href')).toBe('/identity');
  });

  it('renders the api-list directive as a table of every API with its versions', async () => {
    const rows = (await page('overview/index.html')).querySelectorAll('article table tbody tr');
    expect(rows.map((row) => row.querySelectorAll('td').map((td) => td.text))).toEqual([
      ['Payments', 'Take card payments and refund them.', 'v2, v1 (deprecated)'],
      ['Identity', 'Verify who a customer is.', '2024-01'],
      ['Webhooks', 'Events sent to your server.', 'v1'],
    ]);
    expect(await read('overview.md')).toContain('| [Identity](/identity) | Verify who a customer is. | [2024-01](/identity) |');
  });

  it('gives each API a section of llms.txt', async () => {
    const llms = await read('llms.txt');
    expect(llms).toContain('## Payments\n\nTake card payments and refund them.\n\n- [Payments reference v2](https://several-apis.example/payments/v2.md)');
    expect(llms).toContain('- [Payments reference v1](https://several-apis.example/payments/v1.md): Deprecated.');
    expect(llms).toContain('## Identity\n\nVerify who a customer is.\n\n- [Identity reference 2024-01](https://several-apis.example/identity.md)');
    expect(llms).not.toContain('## API reference');
  });

  it('an api id not declared under apis is an error at its line and column, with the declared ones', async () => {
    const patch = (config: string) => config.replace('api: identity,', 'api: identiy,');
    const bad = await patchedBuild(patch);
    expect(bad.exitCode).toBe(1);
    const line =
      patch(await readFile(join(repoRoot, 'fixtures/several-apis/specpress.config.yaml'), 'utf8'))
        .split('\n')
        .findIndex((l) => l.includes('identiy')) + 1;
    expect(bad.stderr).toMatch(new RegExp(`specpress\\.config\\.yaml:${line}:26: error specs entry "identity" names the API "identiy", which is not declared under \`apis\``));
    expect(bad.stderr).toMatch(/hint: Did you mean "identity"\? Declared APIs: payments, identity, webhooks\./);
  });

  it('an API under apis that no specs entry names is a warning at its line and column', async () => {
    const run = await patchedBuild((config) => config.replace('apis:\n', 'apis:\n  billing: { label: Billing }\n'));
    expect(run.exitCode).toBe(0);
    expect(run.stderr + run.stdout).toMatch(/specpress\.config\.yaml:7:12: warning The API "billing" under `apis` has no entry under `specs`/);
  });

  it('an api navbar item naming an unknown API is an error at its line and column', async () => {
    const patch = (config: string) =>
      config.replace(
        '    - { type: doc, docId: overview, label: Overview, position: left }',
        '    - { type: doc, docId: overview, label: Overview, position: left }\n    - { type: api, api: payment }',
      );
    const bad = await patchedBuild(patch);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/specpress\.config\.yaml:14:25: error Navbar item 1 \(api\) names the API "payment", which is not declared under `apis`/);
  });

  it('an api item and an apiDropdown item place the APIs where the author wants, and the automatic menu goes', async () => {
    const patch = (config: string) =>
      config.replace(
        '    - { type: doc, docId: overview, label: Overview, position: left }',
        '    - { type: api, api: identity, label: Verify }\n    - { type: apiDropdown, label: All APIs, position: left }',
      );
    const placed = await sharedBuild(join(repoRoot, 'fixtures', 'several-apis'), { patch });
    expect(placed.run.exitCode).toBe(0);
    const nav = html(await readFile(join(placed.out, 'identity/index.html'), 'utf8')).querySelector('nav.navbar')!;
    expect(texts(nav, '.navbar-right > a.navbar-link.active')).toEqual(['Verify']);
    expect(texts(nav, '.navbar-left summary')).toEqual(['All APIs']);
  });
});
