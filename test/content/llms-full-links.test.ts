// A page's piece of llms-full.txt gives the links it holds (src/write/llms.ts) for the link check:
// they are the links a scan of the written piece finds, made absolute, none from code.
import { describe, expect, it } from 'vitest';
import { llmsFullPage } from '../../src/write/llms.js';
import { markdownOutputLinks } from '../../src/check/output-links.js';
import type { PageModel, SiteModel } from '../../src/model/types.js';

const site = (url: string, baseUrl: string) => ({ config: { url, baseUrl } }) as unknown as SiteModel;
const page = (route: string, url: string) => ({ route, url }) as unknown as PageModel;

const MARKDOWN = [
  '    [indented](./at-start.md) at the very start: code in the twin, a paragraph once trimmed',
  '',
  '# Title',
  '',
  'See [setup](./setup), [the top](#top), [a query](?tab=2), [up](../other/page) and [out](https://example.org/a(b)).',
  '',
  '![a picture](img/a.png "A title") and [angled](<with space/and (parens)>) and [mail](mailto:a@example.org)',
  '',
  '```md',
  '[in a fence](./not-a-link)',
  '```',
  '',
  'Inline `[code](./not-either)` and an escaped \\[bracket\\](not a link), [empty]() and [ref][r].',
  '',
  '[r]: ./by-reference',
  '',
].join('\n');

describe('llms-full.txt: a page piece and its links', () => {
  for (const [url, baseUrl] of [
    ['https://site.example', '/'],
    ['https://site.example/', '/docs/'],
  ])
    it(`gives the links a scan of the piece finds (${url}, base ${baseUrl})`, () => {
      const made = llmsFullPage(site(url, baseUrl), page('guide/start', `${baseUrl}guide/start`), `\n\n${MARKDOWN}`);
      expect(made.links).toEqual(markdownOutputLinks(made.text));
      expect(made.links).toContain(`https://site.example${baseUrl}guide/setup`);
      expect(made.links).toContain(`https://site.example${baseUrl}guide/start#top`);
      expect(made.links).toContain('https://example.org/a(b)');
      expect(made.links.join(' ')).not.toMatch(/not-a-link|not-either/);
    });
});
