// The one HTML escaper (src/shared/escape-html.ts) writes each output's characters as that output
// always had them: its tables are the only difference between the build's own HTML, React's, the
// spec descriptions markdown-it would write, the sitemap and search results, and the live-reload tag.
// Here: the exact bytes of each, and that reading them back gives the text.
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeAsReact, escapeHtml, KEEP_APOSTROPHE_ENTITIES, NUMERIC_ENTITIES, QUOTED_ATTRIBUTE_ENTITIES } from '../../src/shared/escape-html.js';

const TEXT = `a & b < c > d "e" 'f'`;

describe('escapeHtml', () => {
  it('writes each table as its output always had it', () => {
    expect(escapeHtml(TEXT)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;');
    expect(escapeAsReact(TEXT)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &#x27;f&#x27;');
    expect(escapeHtml(TEXT, KEEP_APOSTROPHE_ENTITIES)).toBe(`a &amp; b &lt; c &gt; d &quot;e&quot; 'f'`);
    expect(escapeHtml(TEXT, NUMERIC_ENTITIES)).toBe('a &#38; b &#60; c &#62; d &#34;e&#34; &#39;f&#39;');
    expect(escapeHtml(TEXT, QUOTED_ATTRIBUTE_ENTITIES)).toBe(`a &amp; b &lt; c > d &quot;e&quot; 'f'`);
  });

  it('returns text with nothing to escape as it is, and escapes at both ends', () => {
    expect(escapeHtml('plain words')).toBe('plain words');
    expect(escapeHtml('')).toBe('');
    expect(escapeHtml('<x>')).toBe('&lt;x&gt;');
  });

  it('decodes a reference to no character as U+FFFD instead of throwing', () => {
    expect(decodeHtmlEntities('a&#99999999;b&#1f;c&#xD800;d&#0;e&#65;')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDeA');
  });

  it('is read back by decodeHtmlEntities, whichever table wrote it', () => {
    for (const entities of [undefined, KEEP_APOSTROPHE_ENTITIES, NUMERIC_ENTITIES, QUOTED_ATTRIBUTE_ENTITIES]) expect(decodeHtmlEntities(escapeHtml(TEXT, entities))).toBe(TEXT);
    expect(decodeHtmlEntities(escapeAsReact(TEXT))).toBe(TEXT);
    // One pass: an escaped entity stays the text it was.
    expect(decodeHtmlEntities(escapeHtml('&amp;', NUMERIC_ENTITIES))).toBe('&amp;');
  });
});
