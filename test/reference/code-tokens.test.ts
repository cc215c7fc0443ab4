// Code not shown when a page loads (the spec's own request samples after the first tab) is sent as
// plain text with its token spans in `data-tokens` (src/shared/code-tokens.ts); the runtime
// restores the spans when a tab is first opened. Here: the list holds exactly the highlighting,
// for every generated language and for Prism's nested spans, and anything else is sent as it was.
import { describe, expect, it } from 'vitest';
import { highlightCode } from '../../src/markdown/highlight.js';
import { codeSamples } from '../../src/model/reference/code-samples.js';
import { RefResolver } from '../../src/model/reference/resolver.js';
import { LANGUAGES_BY_ID } from '../../src/shared/samples/languages.js';
import { escapeHtml } from '../../src/shared/escape-html.js';
import { readCodeTokens, toCodeTokens } from '../../src/shared/code-tokens.js';
import { html } from '../helpers/html.js';

/** What the runtime builds from a token list (src/client/highlighting.ts), as HTML. */
function restored(text: string, tokens: string): string {
  const items = readCodeTokens(tokens, text.length);
  if (!items) throw new Error(`not a token list: ${tokens}`);
  let out = '';
  let at = 0;
  for (const item of items) {
    if (item.kind === 'text') out += escapeHtml(text.slice(at, (at += item.length)));
    else out += item.kind === 'open' ? `<span class="${item.className}">` : '</span>';
  }
  return out;
}

/** The DOM of highlighted HTML as [class path, text] runs: what a reader's browser shows. */
function runs(code: string): string[] {
  const walk = (node: ReturnType<typeof html>, path: string): string[] =>
    node.childNodes.flatMap((child) =>
      'tagName' in child && child.tagName ? walk(child as ReturnType<typeof html>, `${path}/${(child as ReturnType<typeof html>).getAttribute('class')}`) : [`${path}:${child.text}`],
    );
  return walk(html(code), '');
}

const roundTrip = (highlighted: string) => {
  const plain = toCodeTokens(highlighted);
  if (!plain) throw new Error('not encoded');
  return { ...plain, html: restored(plain.text, plain.tokens) };
};

describe('code sent as text with its token spans', () => {
  it('restores the spans of every generated language exactly', () => {
    const spec = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} };
    const input = {
      method: 'post',
      path: '/pets/{shop}',
      serverUrl: 'https://api.example.com/v1',
      parameters: [
        { name: 'shop', in: 'path', required: true, example: "o'brien & <co>" },
        { name: 'dry_run', in: 'query', required: false, example: true },
      ],
      body: { mediaType: 'application/json', value: { name: 'Tom "the cat"', tags: ['a<b', 'c&d'], age: 3, owner: null } },
      auth: { headers: [['Authorization', 'Bearer $TOKEN']] as [string, string][], query: [] },
      custom: [{ lang: 'typescript', label: 'Custom', source: 'const a = `x ${await f("<y>")}`;\n' }],
    };
    const { items, requestJson } = codeSamples(input, new RefResolver(spec), Object.values(LANGUAGES_BY_ID), highlightCode);
    expect(items.map((s) => `${s.lang} ${s.kind}`)).toEqual([...Object.keys(LANGUAGES_BY_ID).map((lang, i) => `${lang} ${i === 0 ? 'written' : 'browser'}`), 'typescript written']);
    const custom = items.at(-1);
    if (custom?.kind !== 'written') throw new Error('the spec’s own sample is written into the page');
    // What each language writes, at build time or in the browser, from the same request.
    const written = [
      ...Object.values(LANGUAGES_BY_ID).map((language) => ({ lang: language.lang, ...language.generate(JSON.parse(requestJson!)) })),
      { lang: custom.lang, source: custom.source, html: custom.highlighted },
    ];
    for (const sample of written) {
      const { text, tokens, html: back } = roundTrip(sample.html);
      expect(text, sample.lang).toBe(sample.source);
      expect(tokens, sample.lang).toMatch(/[a-z+]/);
      expect(runs(back), sample.lang).toEqual(runs(sample.html));
    }
  });

  it("keeps Prism's nested spans nested", () => {
    const highlighted = highlightCode('const a = `x ${f("<y>")}`;', 'javascript');
    expect(highlighted).toContain('<span class="token template-string"><span class="token template-punctuation string">');
    const { tokens, html: back } = roundTrip(highlighted);
    expect(tokens).toMatch(/^k5 3 o1 1 \+template-string \+template-punctuation\.string 1 - /);
    expect(runs(back)).toEqual(runs(highlighted));
  });

  it('sends anything but token spans and escaped text as it is', () => {
    expect(toCodeTokens('<b>bold</b>')).toBeUndefined();
    expect(toCodeTokens('a < b')).toBeUndefined();
    expect(toCodeTokens('a > b')).toEqual({ text: 'a > b', tokens: '5' });
    expect(toCodeTokens('&copy;')).toBeUndefined();
    expect(toCodeTokens('<span class="token a">open')).toBeUndefined();
    expect(toCodeTokens('<span class="other">x</span>')).toBeUndefined();
    expect(toCodeTokens('plain &amp; simple')).toEqual({ text: 'plain & simple', tokens: '14' });
  });

  it('reads no list that does not fit its text', () => {
    const keyword = [{ kind: 'open', className: 'token keyword' }, { kind: 'text', length: 3 }, { kind: 'close' }];
    expect(readCodeTokens('+keyword 3 -', 3)).toEqual(keyword);
    expect(readCodeTokens('k3', 3)).toEqual(keyword);
    expect(readCodeTokens('k3', 4)).toBeUndefined();
    expect(readCodeTokens('x3', 3)).toBeUndefined();
    expect(readCodeTokens('+keyword 3 -', 4)).toBeUndefined();
    expect(readCodeTokens('+keyword 3', 3)).toBeUndefined();
    expect(readCodeTokens('3 -', 3)).toBeUndefined();
    expect(readCodeTokens('+a"onclick 3 -', 3)).toBeUndefined();
  });
});
