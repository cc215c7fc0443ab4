// HTML escaping for text and quoted attribute values, and what reading escaped HTML back needs. A scan by character code instead of
// `replace` with a callback: the reference's code samples escape tens of thousands of short
// tokens, and the callback form was a quarter of building a reference's view on a cold start.

/** `&`, `<`, `>`, `"` and `'` as entities; `apostrophe` is how `'` is written (React writes `&#x27;`). */
export function escapeHtml(text: string, apostrophe = '&#39;'): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 38:
        entity = '&amp;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      case 34:
        entity = '&quot;';
        break;
      case 39:
        entity = apostrophe;
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
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return NAMED_ENTITIES[lower] ?? all;
  });
}

/** Text or an attribute value as HTML exactly as React escapes it (apostrophes as `&#x27;`), for HTML written beside React's. */
export function escapeAsReact(text: string): string {
  return escapeHtml(text, '&#x27;');
}

/** HTML's white space (what `\s` matches in a tag): space, tab, line feed, form feed, carriage return. */
export function isHtmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}
