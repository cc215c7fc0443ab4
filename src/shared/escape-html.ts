// HTML escaping for text and quoted attribute values. A scan by character code instead of
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
