// The descriptions teams already have: Swagger 2.0 (validated as written, then converted) and specs
// split over many files (joined at build time), with problems reported in the file that holds them.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { searchIndexText } from '../helpers/site-search.js';
import { sampleTextOf } from './helpers.js';

const fixture = (name: string) => join(repoRoot, 'fixtures', 'openapi', name);

async function copy(name: string): Promise<string> {
  const dir = join(await tempDir(), name);
  await cp(fixture(name), dir, { recursive: true });
  return dir;
}

async function build(site: string) {
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { run, out, read: (path: string) => readFile(join(out, path), 'utf8') };
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  await writeFile(file, text.replace(from, to));
}

describe('Swagger 2.0', () => {
  it('builds a reference from a 2.0 description: body and formData parameters, produces, basePath, security', async () => {
    const { run, read } = await build(fixture('swagger-2.0'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const operations = page.querySelectorAll('[id^="operation/"]').map((el) => el.id);
    expect(operations).toEqual(['operation/listReservations', 'operation/createReservation', 'operation/uploadVaccinationCard']);
    const upload = page.getElementById('operation/uploadVaccinationCard')!.closest('section') ?? page;
    expect(upload.text).toContain('multipart/form-data');
    expect(page.text).toContain('X-Api-Key');
    expect(page.text).toContain('https://api.kennel.example/v2');
    expect(await read('api.md')).toContain('`POST https://api.kennel.example/v2/reservations` · operationId `createReservation`');
    // The download is the author's file, as written.
    expect(await read('specs/swagger.yaml')).toBe(await readFile(join(fixture('swagger-2.0'), 'swagger.yaml'), 'utf8'));
  });

  it('reports a problem of a 2.0 file at its line in that file', async () => {
    const site = await copy('swagger-2.0');
    await edit(join(site, 'swagger.yaml'), '        - in: body', '        - in: bodyy');
    const { run } = await build(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /swagger\.yaml:39:15: error Invalid OpenAPI document at \/paths\/~1reservations\/post\/parameters\/0\/in: must be one of "body", "header", "formData", "query", "path" \[openapi-invalid\]/,
    );
    expect(run.stderr.match(/openapi-invalid/g) ?? []).toHaveLength(1);
  });

  it('refuses a Swagger version other than 2.0, saying which it reads', async () => {
    const site = await copy('swagger-2.0');
    await edit(join(site, 'swagger.yaml'), 'swagger: "2.0"', 'swagger: "1.2"');
    const { run } = await build(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/swagger\.yaml:3:\d+: error This file declares swagger "1\.2"; specpress reads Swagger 2\.0 and OpenAPI 3\.0, 3\.1 and 3\.2/);
  });
});

describe('a spec split over files', () => {
  it('is joined: paths, parameters and schemas from nested YAML and JSON files, shared schemas keep their names', async () => {
    const { run, read } = await build(fixture('multi-file'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    expect(page.querySelectorAll('[id^="operation/"]').map((el) => el.id)).toEqual(['operation/listPets', 'operation/getPet']);
    expect(page.querySelectorAll('[id^="schema/"]').map((el) => el.id)).toEqual(['schema/Pet', 'schema/Error']);
    expect(page.getElementById('operation/listPets')?.parentNode?.text).toContain('How many pets to return');
    // The download is the joined document: no reference into another file is left.
    const download = await read('specs/openapi.yaml');
    expect(download).toContain("$ref: '#/components/schemas/Pet'");
    expect(download).not.toMatch(/\$ref: ['"]?\.{1,2}\//);
  });

  it('reports a problem in a part file at its line in that file', async () => {
    const site = await copy('multi-file');
    await edit(join(site, 'openapi', 'paths', 'pet-by-id.yaml'), '      in: path', '      in: paht');
    const { run } = await build(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /openapi\/paths\/pet-by-id\.yaml:7:11: error Invalid OpenAPI document at \/paths\/~1pets~1\{petId\}\/get\/parameters\/0\/in: must be one of "query", "header", "path", "cookie" \[openapi-invalid\]/,
    );
  });

  it('refuses URLs, files outside the site and missing files, once each with a count', async () => {
    const site = await copy('multi-file');
    await edit(
      join(site, 'openapi', 'openapi.yaml'),
      '    Error:\n',
      '    Remote:\n      $ref: https://schemas.example/remote.yaml\n    Remote2:\n      $ref: https://schemas.example/remote.yaml\n    Outside:\n      $ref: ../../elsewhere.yaml\n    Missing:\n      $ref: ./schemas/nope.yaml\n    Error:\n',
    );
    const { run } = await build(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /openapi\/openapi\.yaml:21:\d+: error \$ref "https:\/\/schemas\.example\/remote\.yaml" names a URL; specpress reads no network at build time \(and 1 more time\) \[openapi-remote-ref\]/,
    );
    expect(run.stderr).toMatch(/openapi\/openapi\.yaml:25:\d+: error \$ref "\.\.\/\.\.\/elsewhere\.yaml" leads to .*elsewhere\.yaml, outside the site folder .* \[openapi-ref-outside-site\]/);
    expect(run.stderr).toMatch(/openapi\/openapi\.yaml:27:\d+: error \$ref points to openapi\/schemas\/nope\.yaml, which does not exist \[openapi-missing-file\]/);
  });
});

describe('security and servers', () => {
  it('a JSON spec downloads as JSON; server values are listed apart; api.md says how every call authenticates', async () => {
    const { run, read } = await build(fixture('security-json'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    expect(page.querySelector('a.download-spec')?.text).toBe('Download spec (JSON)');
    expect(page.querySelector('.server-variable dd')?.text).toContain('one of eu, us, ap');
    const markdown = await read('api.md');
    expect(markdown).toContain('## Authentication');
    expect(markdown).toContain('### oauth\n\nOAuth 2; every call needs it unless it says otherwise.');
    expect(markdown).toContain('| `tides:write` | Record readings |');
    expect(markdown).toContain('### stationKey\n\nan API key in the header `X-Station-Key`.');
    const section = (id: string) => markdown.slice(markdown.indexOf(`operationId \`${id}\``)).split('\n\n### ')[0];
    // Inherited from the root, the operation's own (with alternatives), and none.
    expect(section('listTides')).toContain('**Authentication**: `oauth` (scopes `tides:read`)');
    expect(section('recordReading')).toContain('**Authentication**: `oauth` (scopes `tides:write`) or `stationKey`');
    expect(section('health')).toContain('**Authentication**: none');
  });
});

describe('parts marked x-internal or x-hidden', () => {
  it('are in no output: page, navigation, search, api.md, llms-full.txt or the downloadable spec', async () => {
    const { run, read, out } = await build(fixture('internal-parts'));
    expect(run.exitCode, run.output).toBe(0);
    // The internal schema a published response uses stays, with a warning at its marker.
    expect(run.stderr).toMatch(
      /swagger\.yaml:80:5: warning definitions\/Money is marked internal, but a published part of the spec uses it \(\$ref: #\/definitions\/Money\), so it stays published \[spec-internal-referenced\]/,
    );
    const html = await read('api/index.html');
    const page = parse(html);
    const operations = page.querySelectorAll('[id^="operation/"]').map((el) => el.getAttribute('id'));
    expect(operations).toEqual(expect.arrayContaining(['operation/listAccounts', 'operation/getAccount']));
    for (const hidden of ['purgeAccounts', 'reindexLedger', 'Maintenance', 'Operator-only', 'debugTrace', 'riskScore', 'Fraud model', 'ReindexJob', '/maintenance/reindex']) {
      expect(html, hidden).not.toContain(hidden);
      expect(await read('api.md'), hidden).not.toContain(hidden);
      expect(await read('llms-full.txt'), hidden).not.toContain(hidden);
      expect(await read('specs/swagger.yaml'), hidden).not.toContain(hidden);
    }
    const search = await searchIndexText(join(out, 'assets'));
    expect(search).not.toContain('purgeAccounts');
    expect(search).not.toContain('riskScore');
    // What stays public stays: the limit parameter, the Money schema, Swagger 2.0 as written.
    expect(html).toContain('limit');
    expect(html).toContain('Money');
    const download = await read('specs/swagger.yaml');
    expect(download).toMatch(/^swagger: '?2\.0'?/m);
    expect(download).toContain('limit');
    // Only the marker of the schema that had to stay is left.
    expect(download.match(/x-internal/g)).toHaveLength(1);
  });
});

describe('tags without operations', () => {
  it('are sections of their own when they have text (trait tags), in the page, its navigation and api.md', async () => {
    const { run, read } = await build(fixture('trait-tags'));
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/, 0 warnings/);
    const page = parse(await read('api/index.html'));
    expect(page.querySelectorAll('.reference-nav .nav-tag-link').map((a) => a.text.trim())).toEqual(['Pagination', 'Droplets', 'Rate limits']);
    expect(page.getElementById('tag/rate-limits')?.closest('section')?.text).toContain('5,000 requests an hour');
    expect(page.getElementById('tag/introduction-to-pagination')?.closest('section')?.text).toContain('Lists return 20 items a page');
    const markdown = await read('api.md');
    expect(markdown).toMatch(/## Rate limits\n\nEvery token may make \*\*5,000 requests an hour\*\*/);
    expect(markdown).not.toContain('## Empty');
  });
});

describe('x-tagGroups', () => {
  it('heads the navigation with group names, tags in the groups order; an ungrouped tag is listed under "Other"; api.md follows', async () => {
    const { run, read } = await build(fixture('tag-groups'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const nav = page.querySelectorAll('.reference-nav .nav-group, .reference-nav .nav-tag:not(.nav-schemas) > .nav-tag-link').map((el) => el.text.trim());
    expect(nav).toEqual(['Catalogue', 'Products', 'Sales', 'Orders', 'Customers', 'Other', 'Webhooks admin']);
    // Every operation is still on the page, in that order.
    expect(page.querySelectorAll('[id^="operation/"]').map((el) => el.getAttribute('id'))).toEqual([
      'operation/listProducts',
      'operation/listOrders',
      'operation/getOrderCustomer',
      'operation/listCustomers',
      'operation/listHooks',
    ]);
    const markdown = await read('api.md');
    const at = (heading: string) => markdown.indexOf(`## ${heading}\n`);
    expect(at('Products')).toBeGreaterThan(0);
    expect(at('Products')).toBeLessThan(at('Orders'));
    expect(at('Customers')).toBeLessThan(at('Webhooks admin'));
  });
});

describe('an operation with several tags', () => {
  it('is shown once, under its first tag, and listed (linked) under the others, in the navigation, the page and api.md', async () => {
    const { run, read } = await build(fixture('tag-groups'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    expect(page.querySelectorAll('[id="operation/getOrderCustomer"]')).toHaveLength(1);
    const navOf = (slug: string) => page.querySelectorAll(`.reference-nav .nav-tag[data-tag="${slug}"] .nav-operation a`).map((a) => a.getAttribute('href'));
    expect(navOf('orders')).toEqual(['#operation/listOrders', '#operation/getOrderCustomer']);
    expect(navOf('customers')).toEqual(['#operation/listCustomers', '#operation/getOrderCustomer']);
    const also = page.getElementById('tag/customers')!.closest('section')!.querySelector('.tag-also')!;
    expect(also.querySelector('a')?.getAttribute('href')).toBe('#operation/getOrderCustomer');
    expect(also.text).toContain('Get the customer of an order');
    const markdown = await read('api.md');
    const customers = markdown.slice(markdown.indexOf('## Customers\n'), markdown.indexOf('## Webhooks admin'));
    expect(customers).toContain('Also in this group:\n\n- [Get the customer of an order](https://docs.shop.example/api#operation/getOrderCustomer)');
    expect(markdown.match(/### Get the customer of an order/g)).toHaveLength(1);
  });
});

describe('enum descriptions', () => {
  it('show what each value means beside it (x-enumDescriptions, x-enum-descriptions), values without one listed too', async () => {
    const { run, read } = await build(fixture('enum-descriptions'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const lists = page.querySelectorAll('dl.enum-values');
    const entries = lists.map((list) => list.querySelectorAll('dt').map((dt) => [dt.text, (dt.nextElementSibling?.text ?? '').trim()]));
    expect(entries).toContainEqual([
      ['"open"', 'Waiting for an agent.'],
      ['"pending"', ''],
      ['"closed"', 'Solved, or abandoned for 30 days.'],
    ]);
    expect(entries).toContainEqual([
      ['1', 'Urgent'],
      ['2', 'Normal'],
      ['3', 'Whenever'],
    ]);
    // The oneOf-of-constants pattern is the same list, with a title where there is no description.
    expect(entries).toContainEqual([
      ['"email"', 'Sent to the support address.'],
      ['"chat"', 'The website chat.'],
    ]);
    // Markdown in a description is rendered (and sanitised) like any description.
    expect(lists[0].querySelector('strong')?.text).toBe('an agent');
  });
});

describe('what a description says about itself', () => {
  it('shows contact, license, terms of service and external docs in the page and api.md, with only safe links', async () => {
    const { run, read } = await build(fixture('info-links'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const items = page.querySelectorAll('.reference-about li').map((li) => [li.text.replace(/\s+/g, ' ').trim(), li.querySelector('a')?.getAttribute('href')]);
    expect(items).toEqual([
      ['Contact: Forecast team', undefined],
      ['Contact: forecasts@weather.example', 'mailto:forecasts@weather.example'],
      ['License: Apache 2.0', 'https://spdx.org/licenses/Apache-2.0.html'],
      ['Terms of service: https://weather.example/terms', 'https://weather.example/terms'],
      ['Documentation: The weather guide', 'https://weather.example/guide'],
    ]);
    expect(await read('api/index.html')).not.toContain('javascript:');
    // externalDocs at every level: the tag's and the operation's linked; a schema's with a javascript: URL is left out.
    const docsOf = (selector: string) => page.querySelector(`${selector} .external-docs`)?.text;
    expect(docsOf('.tag-intro')).toBe('Documentation: How forecasts are made');
    expect(docsOf('[id="operation/getForecast"]')).toBe('Documentation: https://weather.example/forecast-api');
    expect(page.querySelector('[id="schema/Forecast"] .external-docs')).toBeNull();
    const logo = page.querySelector('.reference-header a > img.reference-logo')!;
    expect([logo.getAttribute('src'), logo.getAttribute('alt'), logo.parentNode?.getAttribute('href')]).toEqual(['https://weather.example/logo.svg', 'Weather Co.', 'https://weather.example']);
    const markdown = await read('api.md');
    expect(markdown).toContain('- License: [Apache 2.0](https://spdx.org/licenses/Apache-2.0.html)');
    expect(markdown).toContain('- Documentation: [The weather guide](https://weather.example/guide)');
    expect(markdown).toContain('Documentation: [How forecasts are made](https://weather.example/models)');
    expect(markdown).toContain('Documentation: [https://weather.example/forecast-api](https://weather.example/forecast-api)');
  });
});

describe('error answers', () => {
  it('show the examples the spec writes, a body without a schema included, in the page and api.md', async () => {
    const { run, read } = await build(fixture('error-examples'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const samples = page.querySelector('[id="operation/makeThing"]')!.closest('.operation')!.text;
    expect(samples).toContain('<error><code>E_NAME</code><message>name is required</message></error>');
    expect(samples).toContain('"code": "DUPLICATE_THING_XYZ"');
    const markdown = await read('api.md');
    expect(markdown).toContain('Example 400 answer (`application/xml`, The name is missing):\n\n```xml\n<error><code>E_NAME</code>');
    expect(markdown).toContain('Example 409 answer (`application/json`):\n\n```json\n{\n  "error": "already exists",\n  "code": "DUPLICATE_THING_XYZ"\n}\n```');
  });
});

describe('x-badges', () => {
  it('shows each badge name beside the operation title as text, without the spec colours', async () => {
    const { run, read } = await build(fixture('operation-badges'));
    expect(run.exitCode, run.output).toBe(0);
    const html = await read('api/index.html');
    const title = parse(html).querySelector('[id="operation/listExperiments"] .operation-title, .operation-title')!;
    expect(title.querySelectorAll('.badge-custom').map((badge) => badge.text)).toEqual(['Beta', '<img src=x onerror=alert(1)>']);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('#ff0000');
    // api.md names them after the title; the markdown outputs neutralise the hostile one.
    expect(await read('api.md')).toMatch(/### List experiments \(Beta\) \(/);
  });
});

describe('x-logo that cannot be shown', () => {
  it('is left out with a warning at its line: a path beside the spec, or an external image when they are blocked', async () => {
    const site = await copy('info-links');
    await edit(join(site, 'openapi.yaml'), 'url: https://weather.example/logo.svg', 'url: ./logo.svg');
    const relative = await build(site);
    expect(relative.run.exitCode, relative.run.output).toBe(0);
    expect(relative.run.stderr).toMatch(/openapi\.yaml:14:10: warning x-logo "\.\/logo\.svg" is not shown: only an absolute http\(s\) URL can be .* \[spec-logo-dropped\]/);
    expect(parse(await relative.read('api/index.html')).querySelector('img.reference-logo')).toBeNull();
    await edit(join(site, 'openapi.yaml'), 'url: ./logo.svg', 'url: https://weather.example/logo.svg');
    await edit(join(site, 'specpress.config.yaml'), 'title: Weather Docs', 'title: Weather Docs\nsecurity:\n  externalImages: block');
    const blocked = await build(site);
    expect(blocked.run.stderr).toMatch(/warning x-logo "https:\/\/weather\.example\/logo\.svg" is not shown: images from other hosts are blocked/);
    expect(parse(await blocked.read('api/index.html')).querySelector('img.reference-logo')).toBeNull();
  });
});

describe('OpenAPI 3.2', () => {
  it('builds QUERY and additionalOperations calls, nested tags with their summaries, and badge/audience tags as labels', async () => {
    const { run, read } = await build(fixture('openapi-3.2'));
    expect(run.exitCode, run.output).toBe(0);
    // A parent that is not a tag: a warning where it is written, the tag kept at the top level.
    expect(run.output).toContain('openapi.yaml:29:13: warning Tag "shelves" names the parent "archive", which is not a tag of this document');
    const page = parse(await read('api/index.html'));
    const nav = page
      .querySelectorAll('.reference-nav .nav-tag:not(.nav-schemas)')
      .map((li) => [li.querySelector('.nav-tag-link')!.text.trim(), li.getAttribute('class')!.match(/nav-depth-\d/)?.[0] ?? '']);
    expect(nav).toEqual([
      ['Catalogue', ''],
      ['Books', 'nav-depth-1'],
      ['Editions', 'nav-depth-2'],
      ['Loans', ''],
      ['shelves', ''],
    ]);
    expect(page.querySelectorAll('.tag-ancestors').map((p) => p.text)).toEqual(['Catalogue', 'Catalogue › Books']);
    // The 3.2 methods are operations like any other, with their method shown and sent.
    const operation = (id: string) => page.getElementById(`operation/${id}`)!.closest('section')!;
    expect(operation('searchBooks').querySelector('.method')!.text).toBe('QUERY');
    const sample = (id: string, lang: string) => sampleTextOf(operation(id).querySelector('.code-samples')!, lang);
    expect(sample('searchBooks', 'curl')).toContain("curl -X QUERY 'https://api.library.example/v1/books'");
    expect(operation('linkEdition').querySelector('.method')!.text).toBe('LINK');
    expect(sample('linkEdition', 'ruby')).toContain("Net::HTTPGenericRequest.new('LINK', false, true, uri)");
    // Badge and audience tags are labels beside the title, not sections.
    expect(operation('searchBooks').text).toContain('Beta');
    expect(operation('linkEdition').text).toContain('Staff only');
    expect(page.getElementById('tag/beta')).toBeNull();
    // A querystring parameter (the whole query string) is shown, not dropped.
    expect(operation('listShelves').querySelector('.params-querystring')!.text).toContain('filter');
    const markdown = await read('api.md');
    expect(markdown).toContain('## Catalogue › Books › Editions');
    expect(markdown).toContain('### Search the catalogue (Beta)');
    expect(markdown).toContain('`LINK https://api.library.example/v1/books/{isbn}/editions`');
  });

  it('is validated against the 3.2 schema: an unknown tag field is an error at its line', async () => {
    const site = await copy('openapi-3.2');
    await edit(join(site, 'openapi.yaml'), '    kind: nav\n', '    kind: nav\n    kindOf: nav\n');
    const { run } = await build(site);
    expect(run.exitCode).not.toBe(0);
    expect(run.output).toMatch(/openapi\.yaml:14:5: error Invalid OpenAPI document at \/tags\/0\/kindOf/);
  });
});

describe('bodies in several media types, with named examples', () => {
  it('offer switchers: schemas by media type, request samples by body (each sending its own), examples with their summary and description', async () => {
    const { run, read } = await build(fixture('bodies-and-examples'));
    expect(run.exitCode, run.output).toBe(0);
    const html = await read('api/index.html');
    const page = parse(html);
    const section = page.getElementById('operation/addPet')!.closest('section')!;
    const labels = (set: ReturnType<typeof parse>) => set.querySelectorAll(':scope > .sp-tabs-bar > .sp-tab').map((l) => l.text);
    const [requestMedia, responseMedia] = section.querySelectorAll('.operation-docs .sp-tabs');
    expect(labels(requestMedia)).toEqual(['application/json', 'application/xml', 'application/x-www-form-urlencoded']);
    expect(labels(responseMedia)).toEqual(['application/json', 'application/xml']);
    // Media-type switchers switch together (one group); the page links the tab sets' stylesheet.
    expect(requestMedia.getAttribute('data-group-id')).toBe('media-type');
    expect(page.querySelectorAll('link[rel="stylesheet"]').some((l) => /\/assets\/components\.[0-9a-f]+\.css$/.test(l.getAttribute('href')!))).toBe(true);

    const samples = section.querySelector('.operation-samples .sp-tabs')!;
    expect(labels(samples)).toEqual(['A cat (application/json)', 'A dog with a tag (application/json)', 'application/xml', 'application/x-www-form-urlencoded']);
    // Without JavaScript the first is checked; every panel is in the page.
    expect(samples.querySelector('.sp-tab-input[checked]')!.getAttribute('value')).toBe('application/json cat');
    const curl = samples.querySelectorAll(':scope > .sp-tab-panel').map((panel) =>
      panel
        .querySelector('.code-panel[data-lang="curl"]')!
        .text.replace(/<\/?(?:span|code)\b[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
    expect(curl[0]).toContain('"name": "Tom"');
    expect(curl[1]).toContain('"tag": "good-boy"');
    // XML and form bodies in their own syntax, sent as such.
    expect(curl[2]).toContain("-H 'Content-Type: application/xml'");
    expect(curl[2]).toContain('<pet>\n  <name>Tom</name>\n  <kind>cat</kind>');
    expect(curl[2]).toContain('<photos>\n    <photo>tom.jpg</photo>\n  </photos>');
    expect(curl[3]).toContain("--data-raw 'name=Tom&kind=cat'");
    expect(samples.querySelector('.example-description')!.innerHTML).toContain('A cat with <strong>no</strong> tag yet.');

    // An error answer's named examples: switcher with summaries, the description shown.
    const errors = section.querySelector('.sample-response.status-4xx .sp-tabs')!;
    expect(labels(errors)).toEqual(['No name', 'Unknown kind']);
    expect(errors.text).toContain('Only cats and dogs are sold here.');
    expect(errors.text).toContain('kind must be cat or dog');
    // The response's XML example is the spec's own text.
    const xml = section
      .querySelectorAll('.sample-response.status-2xx .sp-tab-panel')
      .find((panel) => panel.getAttribute('data-value') === 'application/xml example')!
      .querySelector('.code-block')!;
    expect(xml.getAttribute('data-lang')).toBe('xml');
    expect(xml.text.replace(/<\/?span\b[^>]*>/g, '')).toContain('<pet id="7"><name>Tom</name></pet>');
  });
});

describe('callbacks, links and security', () => {
  it('shows callbacks under their operation, response links to the operation they name, and every operation security with its scopes', async () => {
    const { run, read } = await build(fixture('callbacks-links-security'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const operation = (id: string) => page.getElementById(`operation/${id}`)!.closest('section')!;
    const security = (id: string) => operation(id).querySelector('.operation-security')?.text;
    expect(security('createOrder')).toBe('Authorization: oauth (scopes: orders:read, orders:write) or apiKey');
    // Inherited from the document's `security`, with its scopes: said, not left out.
    expect(security('getOrder')).toBe("Authorization: oauth (scopes: orders:read) (the API's default)");
    expect(security('health')).toBe('No authentication.');
    expect(security('catalogue')).toBe('Authorization (optional): apiKey');

    const links = operation('createOrder').querySelector('.response-links')!;
    expect(links.querySelector('a')!.getAttribute('href')).toBe('#operation/getOrder');
    expect(links.text).toContain('GetOrder: Get an order with orderId = $response.body#/id');
    expect(links.text).toContain('The order just placed.');
    expect(links.text).toContain('Elsewhere: https://other.example/openapi.yaml#/paths/~1x/get');

    const callback = operation('createOrder').querySelector('.callbacks details.callback')!;
    expect(callback.querySelector('summary')!.text).toBe('POST orderShipped: The order was shipped');
    expect(callback.querySelector('.callback-url')!.text).toBe('To {$request.body#/callbackUrl}');
    expect(callback.querySelectorAll('.field-name, .schema-field-name, dt, code').map((el) => el.text)).toEqual(expect.arrayContaining(['orderId', 'shippedAt']));
    expect(callback.querySelector('.responses')!.text).toContain('204');
    // A body with examples but no schema still names its media type.
    expect(operation('catalogue').querySelector('.response.status-4xx .media-type')!.text).toBe('text/plain');

    const markdown = await read('api.md');
    expect(markdown).toContain('**Callbacks** (requests the API makes to you):\n\n- orderShipped: `POST {$request.body#/callbackUrl}`, The order was shipped');
    expect(markdown).toContain('**Authentication**: `oauth` (scopes `orders:read`)');
  });
});

describe('schema shapes', () => {
  it('shows maps, pattern properties, tuples and object parameters with how they are written', async () => {
    const { run, read } = await build(fixture('schema-shapes'));
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await read('api/index.html'));
    const section = page.getElementById('operation/listVehicles')!.closest('section')!;
    const params = section.querySelectorAll('.params .field.param').map((row) => row.text.replace(/\s+/g, ' ').trim());
    expect(params[0]).toContain('filter object');
    expect(params[0]).toContain('status string');
    expect(params[0]).toContain('Written as: deepObject, exploded: filter%5Ba%5D=1&filter%5Bb%5D=2');
    expect(params[1]).toBe('ids Array of integer Written as: form, exploded: ids=1&ids=2');
    expect(params[2]).toBe('tags Array of string Written as: pipeDelimited: tags=1%7C2');
    const rows = section.querySelectorAll('.responses .field').map((row) => row.querySelector('.field-head')!.text.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(expect.arrayContaining(['labels Map of string', 'extensions object', 'names matching ^x- string', 'position Tuple of 2', 'item 1 number', 'item 2 number', 'driver Driver']));
    // api.md types fields as the page does (one labeller).
    const markdown = await read('api.md');
    expect(markdown).toContain('| `labels` | `Map of string` |');
    expect(markdown).toContain('| `position` | `Tuple of 2` |');
  });

  it('shows named schemas reference.schemaDepth levels deep before linking them', async () => {
    const site = await copy('schema-shapes');
    await edit(join(site, 'specpress.config.yaml'), 'specs:', 'reference: { schemaDepth: 2 }\nspecs:');
    const { run, read } = await build(site);
    expect(run.exitCode, run.output).toBe(0);
    const section = parse(await read('api/index.html'))
      .getElementById('operation/listVehicles')!
      .closest('section')!;
    const fields = section.querySelectorAll('.responses .field-name').map((name) => name.text);
    // Vehicle and Driver in place (the driver's licence is a field), Licence (the third level) linked.
    expect(fields).toContain('licence');
    expect(fields).not.toContain('expires');
    const shallow = parse(await (await build(fixture('schema-shapes'))).read('api/index.html'))
      .getElementById('operation/listVehicles')!
      .closest('section')!;
    expect(shallow.querySelectorAll('.responses .field-name').map((name) => name.text)).not.toContain('licence');
  });
});
