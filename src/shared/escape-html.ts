// HTML escaping for text and quoted attribute values, and what reading escaped HTML back needs: the
// one escaper of the build, the server and the browser. Its callers differ only in how they write
// each character (a table of entities), so that every page keeps the bytes it had. A scan by
// character code instead of `replace` with a callback: the reference's code samples escape tens of
// thousands of short tokens, and the callback form was a quarter of building a reference's view on
// a cold start.

/** How escapeHtml writes `&`, `<`, `>`, `"` and `'`; a character written as itself is left as it is. */
export interface Entities {
  readonly amp: string;
  readonly lt: string;
  readonly gt: string;
  readonly quot: string;
  readonly apos: string;
}

/** Named entities, `'` as `&#39;`: the build's own HTML (code blocks, admonitions, the document head). */
export const HTML_ENTITIES: Entities = { amp: '&amp;', lt: '&lt;', gt: '&gt;', quot: '&quot;', apos: '&#39;' };

/** As React writes text and attribute values: `'` as `&#x27;`. */
export const REACT_ENTITIES: Entities = { amp: '&amp;', lt: '&lt;', gt: '&gt;', quot: '&quot;', apos: '&#x27;' };

/** Named, `'` left as it is: as markdown-it writes text (spec descriptions written without it), and XML examples. */
export const KEEP_APOSTROPHE_ENTITIES: Entities = { amp: '&amp;', lt: '&lt;', gt: '&gt;', quot: '&quot;', apos: "'" };

/** Numeric references (`&#38;`…), which XML reads without a DTD too: the sitemap and the search results. */
export const NUMERIC_ENTITIES: Entities = { amp: '&#38;', lt: '&#60;', gt: '&#62;', quot: '&#34;', apos: '&#39;' };

/** What a double-quoted attribute needs (`&`, `"`, `<`), the rest as it is: the watch server's live-reload tag. */
export const QUOTED_ATTRIBUTE_ENTITIES: Entities = { amp: '&amp;', lt: '&lt;', gt: '>', quot: '&quot;', apos: "'" };

/** `&`, `<`, `>`, `"` and `'` written as `entities` says (by default named, `'` as `&#39;`). */
export function escapeHtml(text: string, entities: Entities = HTML_ENTITIES): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 38:
        entity = entities.amp;
        break;
      case 60:
        entity = entities.lt;
        break;
      case 62:
        entity = entities.gt;
        break;
      case 34:
        entity = entities.quot;
        break;
      case 39:
        entity = entities.apos;
        break;
      default:
        continue;
    }
    out += from < i ? text.slice(from, i) + entity : entity;
    from = i + 1;
  }
  return from === 0 ? text : from < text.length ? out + text.slice(from) : out;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text of escaped HTML: the entities escapeHtml and React write (`&amp;`, `&#x27;`…), numeric
 * ones and `&nbsp;` (as a space); for reading ids, headings and words back out of rendered pages.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      // As a browser reads it: a reference to no character (`&#1f;`, `&#99999999;`, `&#0;`) is U+FFFD, never an exception.
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : /^#\d+$/.test(lower) ? Number(lower.slice(1)) : NaN;
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[lower] ?? all;
  });
}

/** Text or an attribute value as HTML exactly as React escapes it (apostrophes as `&#x27;`), for HTML written beside React's. */
export function escapeAsReact(text: string): string {
  return escapeHtml(text, REACT_ENTITIES);
}

/** HTML's white space (what `\s` matches in a tag): space, tab, line feed, form feed, carriage return. */
export function isHtmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}
