// Highlighted code sent as plain text plus a compact list of its token spans, for code the reader
// does not see when a page loads (the request samples of every language but the first). The
// spans are a quarter of a big reference page's elements; as a `data-tokens` attribute they cost
// the browser's parser one string, and the runtime turns them back into the same spans when the
// code is first shown (src/client/reference.ts). Without JavaScript the code reads as plain text.
//
// One format, written and read here: items separated by spaces, each
//   N        the next N characters (UTF-16 code units) of the text,
//   +a.b     opens <span class="token a b">,
//   -        closes the innermost open span.
// The highlighting itself stays the build's (src/model/reference/code-writer.ts, Prism): this
// only moves it.

/** An item of a token list: a run of text, the opening of a span with its classes, or a close. */
export type CodeTokenItem = { kind: 'text'; length: number } | { kind: 'open'; className: string } | { kind: 'close' };

/**
 * A span, a closing tag, or an entity of highlighted HTML as the build writes it (Prism leaves
 * `>` and quotes as they are: text in HTML).
 */
const MARKUP = /<span class="token ([\w-]+(?: [\w-]+)*)">|<\/span>|&(amp|lt|gt|quot|#39|#x27);|[<&]/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Highlighted HTML (token spans and escaped text only) as its text and token list; undefined for
 * anything else (another tag or entity, unbalanced spans), which is then sent as it is.
 */
export function toCodeTokens(html: string): { text: string; tokens: string } | undefined {
  const items: string[] = [];
  let text = '';
  let run = 0;
  let depth = 0;
  let from = 0;
  const flush = () => {
    if (run > 0) items.push(String(run));
    run = 0;
  };
  for (const match of html.matchAll(MARKUP)) {
    const plain = html.slice(from, match.index);
    text += plain;
    run += plain.length;
    from = match.index + match[0].length;
    const [all, className, entity] = match;
    if (entity !== undefined) {
      text += ENTITIES[entity];
      run += 1;
    } else if (className !== undefined) {
      flush();
      items.push(`+${className.replaceAll(' ', '.')}`);
      depth++;
    } else if (all === '</span>' && depth > 0) {
      flush();
      items.push('-');
      depth--;
    } else return undefined; // another tag, a stray `&`, or a close without an open
  }
  const rest = html.slice(from);
  text += rest;
  run += rest.length;
  flush();
  return depth === 0 ? { text, tokens: items.join(' ') } : undefined;
}

/** The items of a token list; undefined when it is not one (then the code stays plain text). */
export function readCodeTokens(tokens: string, textLength: number): CodeTokenItem[] | undefined {
  const items: CodeTokenItem[] = [];
  let length = 0;
  let depth = 0;
  for (const item of tokens.split(' ')) {
    if (/^\d+$/.test(item)) {
      items.push({ kind: 'text', length: Number(item) });
      length += Number(item);
    } else if (/^\+[\w-]+(?:\.[\w-]+)*$/.test(item)) {
      items.push({ kind: 'open', className: `token ${item.slice(1).replaceAll('.', ' ')}` });
      depth++;
    } else if (item === '-' && depth > 0) {
      items.push({ kind: 'close' });
      depth--;
    } else return undefined;
  }
  return length === textLength && depth === 0 ? items : undefined;
}
