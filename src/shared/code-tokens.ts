// Highlighted code sent as plain text plus a compact list of its token spans, for code the reader
// does not see when a page loads (the request samples of every language but the first). The
// spans are a quarter of a big reference page's elements; as a `data-tokens` attribute they cost
// the browser's parser one string, and the runtime turns them back into the same spans when the
// code is first shown (src/client/reference.ts). Without JavaScript the code reads as plain text.
//
// One format, written and read here: items separated by spaces, each
//   N        the next N characters (UTF-16 code units) of the text,
//   kN       a span of one common class (a letter of LEAF_CLASSES) around the next N characters,
//   +a.b     opens <span class="token a b">,
//   -        closes the innermost open span.
// The highlighting itself stays the build's (src/shared/code-writer.ts, Prism): this
// only moves it.

/** An item of a token list: a run of text, the opening of a span with its classes, or a close. */
export type CodeTokenItem = { kind: 'text'; length: number } | { kind: 'open'; className: string } | { kind: 'close' };

/**
 * The classes of most spans, one letter each: the code writer's token kinds
 * (src/shared/code-writer.ts) and Prism's commonest. A span of one of them around text
 * only is written `kN`: about 2.5 KB less gzip on a big reference page than `+keyword N -`.
 */
const LEAF_CLASSES: Record<string, string> = {
  k: 'keyword',
  s: 'string',
  n: 'number',
  b: 'boolean',
  B: 'builtin',
  i: 'important',
  v: 'variable',
  p: 'property',
  f: 'function',
  c: 'class-name',
  u: 'punctuation',
  o: 'operator',
};
const LEAF_LETTERS = new Map(Object.entries(LEAF_CLASSES).map(([letter, className]) => [className, letter]));

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
  return depth === 0 ? { text, tokens: withLeaves(items).join(' ') } : undefined;
}

/** `+keyword 5 -` → `k5`. */
function withLeaves(items: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const letter = items[i].startsWith('+') ? LEAF_LETTERS.get(items[i].slice(1)) : undefined;
    if (letter && /^\d+$/.test(items[i + 1] ?? '') && items[i + 2] === '-') {
      out.push(`${letter}${items[i + 1]}`);
      i += 2;
    } else out.push(items[i]);
  }
  return out;
}

/** The items of a token list; undefined when it is not one (then the code stays plain text). */
export function readCodeTokens(tokens: string, textLength: number): CodeTokenItem[] | undefined {
  const items: CodeTokenItem[] = [];
  let length = 0;
  let depth = 0;
  for (const item of tokens.split(' ')) {
    const leaf = /^([a-zA-Z])(\d+)$/.exec(item);
    if (/^\d+$/.test(item)) {
      items.push({ kind: 'text', length: Number(item) });
      length += Number(item);
    } else if (leaf && Object.hasOwn(LEAF_CLASSES, leaf[1])) {
      items.push({ kind: 'open', className: `token ${LEAF_CLASSES[leaf[1]]}` }, { kind: 'text', length: Number(leaf[2]) }, { kind: 'close' });
      length += Number(leaf[2]);
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
