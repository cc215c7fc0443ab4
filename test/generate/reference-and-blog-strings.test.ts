// The API reference's own labels, Try it's words and the blog's titles are in the page's language,
// from the same table as the docs chrome (src/config/ui-strings/); Try it's words only in the pages
// that show it. Asserted on the HTML the CLI wrote for a site whose default locale is German.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';
import { html, texts } from '../helpers/html.js';

describe('a German site with an API reference and a blog', () => {
  let run: CliRun;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, read } = await generateFixture('reference-and-blog-in-german'));
  });

  it('builds without a warning', () => {
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('0 warnings');
  });

  it("writes the reference's labels in German", async () => {
    const page = html(await read('api/index.html'));
    const getPet = page.querySelector('[id="operation/getPet"]')!;
    expect(texts(getPet, '.subsection-title')).toEqual(['Pfadparameter', 'Query-Parameter', 'Antworten']);
    expect(texts(getPet, '.fact-label')).toContain('Geschrieben als:');
    expect(texts(getPet, '.badge-required')).toContain('erforderlich');
    expect(texts(getPet, '.sample-title')).toEqual(['Anfragebeispiele', 'Antwortbeispiele']);
    const createPet = page.querySelector('[id="operation/createPet"]')!;
    expect(createPet.querySelector('.request-body .subsection-title')?.text).toBe('Request-Bodyerforderlich');
    expect(texts(createPet, '.sample-title')).toEqual(['Anfragebeispiele', 'Request-Body']);
    expect(texts(page, '.schema .fact-label')).toEqual(expect.arrayContaining(['Standard:', 'Erlaubte Werte:']));
    expect(texts(page, '.badge-readonly')).toContain('nur lesen');
    expect(page.querySelector('.authentication .section-title')?.text).toBe('Authentifizierung');
    expect(page.querySelector('.operation-security')?.text).toMatch(/^Autorisierung: bearerAuth/);
    expect(page.querySelector('.code-tabs')?.getAttribute('aria-label')).toBe('Anfragebeispiele');
  });

  it("writes the schema trees' words in German: alternatives, arrays, maps, nullable, constraints and the values of items", async () => {
    const page = html(await read('api/index.html'));
    const owner = page.querySelector('[id="schema/Owner"]')!;
    const field = (name: string) => owner.querySelectorAll('li.field').find((row) => row.querySelector('.field-name')?.text === name)!;
    expect(texts(field('nickname'), '.type')).toEqual(['string oder null']);
    expect(texts(field('nickname'), '.constraint')).toEqual(['1 bis 20 Zeichen', 'Muster: ^[a-z]+$']);
    expect(texts(field('contact'), '.field-head > .type')).toEqual(['genau eines von']);
    expect(field('contact').querySelector('summary')?.text).toBe('2 Alternativen');
    expect(texts(field('contact'), '.variants-label')).toEqual(['Genau eines von']);
    expect(texts(field('colours'), '.field-head > .type')).toEqual(['Array von string']);
    expect(texts(field('colours'), '.constraint')).toEqual(['höchstens 2 Elemente', 'eindeutige Elemente']);
    expect(texts(field('colours'), '.fact-label')).toEqual(['Erlaubte Werte je Element:', 'Standardwert je Element:']);
    expect(field('address').querySelector('summary')?.text).toBe('2 Eigenschaften');
    expect(texts(field('labels'), '.field-head > .type')).toEqual(['Map von string']);
    expect(texts(field('labels'), '.fact-label')).toEqual(['Jeder Wert:']);
  });

  it("writes Try it's button in German and gives its console German words in the reference's Try it data", async () => {
    const page = html(await read('api/index.html'));
    expect(page.querySelector('.sp-try-it-open')?.text.trim()).toBe('Ausprobieren');
    const strings = (JSON.parse(page.querySelector('#sp-try-it-spec')!.text) as { strings: Record<string, string> }).strings;
    expect(strings).toMatchObject({ tryItSend: 'Senden', tryItCancel: 'Abbrechen', tryItResponseBody: 'Antwort-Body' });
  });

  it("keeps Try it's words out of the pages that do not show it (the site data every page carries)", async () => {
    for (const path of ['index.html', 'blog/index.html', 'api/index.html']) {
      const written = await read(path);
      const siteData = JSON.parse(html(written).querySelector('#sp-site-data')!.text) as { strings?: Record<string, string> };
      expect(Object.keys(siteData.strings ?? {}).filter((key) => key.startsWith('tryIt'))).toEqual([]);
      if (path !== 'api/index.html') expect(written).not.toContain('Antwort-Body');
    }
  });

  it("writes the blog's tag, tags and archive pages in German", async () => {
    const tag = html(await read('blog/tags/neu/index.html'));
    expect(tag.querySelector('title')?.text).toBe('2 Beiträge mit dem Schlagwort „neu“ | Dokumentation');
    expect(tag.querySelector('h1')?.text).toBe('2 Beiträge mit dem Schlagwort „neu“');
    const one = html(await read('blog/tags/api/index.html'));
    expect(one.querySelector('h1')?.text).toBe('Ein Beitrag mit dem Schlagwort „api“');
    expect(html(await read('blog/tags/index.html')).querySelector('h1')?.text).toBe('Schlagwörter');
    expect(html(await read('blog/archive/index.html')).querySelector('h1')?.text).toBe('Archiv');
    expect(html(await read('blog/index.html')).querySelector('.sidebar')?.text).toContain('Neueste Beiträge');
  });
});
