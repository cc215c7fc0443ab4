// The reference's labels that are not a spec's own words are in the page's language (issue #33):
// on fixtures/reference-in-french, a tuple's positions ("élément 1"), its type ("Tuple de 2"),
// names matching a pattern, an allOf's further oneOf, what the document says about itself
// (contact, licence, terms), an externalDocs link, the spec's download and the code blocks' copy
// buttons; and the page gives Try it its French explanations of a request that got no answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';
import { html, texts } from '../helpers/html.js';

describe('a French reference', () => {
  let run: CliRun;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, read } = await generateFixture('reference-in-french'));
  });

  it('builds without a warning', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain('0 warnings');
  });

  it("writes the schema rows' labels in French", async () => {
    const page = html(await read('api/index.html'));
    const point = page.querySelector('[id="schema/Point"]')!;
    expect(texts(point, '.media-head .type')).toEqual(['Tuple de 2']);
    expect(texts(point, '.field-name')).toEqual(['élément 1', 'élément 2']);
    const lieu = page.querySelector('[id="schema/Lieu"]')!;
    expect(texts(lieu, '.field-name-any')).toEqual(['noms correspondant à ^x-', 'et un parmi']);
  });

  it('writes what the spec says about itself, its links and its download in French', async () => {
    const page = html(await read('api/index.html'));
    expect(texts(page, '.reference-about .fact-label')).toEqual(['Contact:', 'Licence:', 'Conditions d’utilisation:']);
    expect(page.querySelector('.external-docs')?.text).toBe('Documentation: Les lieux');
    expect(page.querySelector('.download-spec')?.text).toBe('Télécharger la spécification (YAML)');
    expect(new Set(texts(page, 'button.copy-button'))).toEqual(new Set(['Copier']));
  });

  it('gives Try it, in its own data, the French words of what Send did and of a request that got no answer', async () => {
    const page = html(await read('api/index.html'));
    const strings = (JSON.parse(page.querySelector('#sp-try-it-spec')!.text) as { strings: Record<string, string> }).strings;
    expect(strings.tryItNoAnswerWhy).toBe('Aucune réponse que le navigateur puisse montrer ({reason}).');
    expect(strings.tryItCorsOrOffline).toMatch(/^Le plus souvent, l’API n’autorise pas les appels depuis cette page/);
    expect(strings.tryItTimedOutAfter).toBe('après {seconds} s sans réponse : la requête a été abandonnée.');
  });
});
