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

const SPAN_OPEN = '<span class="token ';
const SPAN_CLOSE = '</span>';
/** The entities the build's escapers write (Prism leaves `>` and quotes as they are: text in HTML). */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const CLASS_NAMES = /^[\w-]+(?: [\w-]+)*$/;

/**
 * Highlighted HTML (token spans and escaped text only) as its text and token list; undefined for
 * anything else (another tag or entity, unbalanced spans), which is then sent as it is.
 * A scan from one `<` or `&` to the next: a big reference has tens of thousands of samples.
 */
export function toCodeTokens(html: string): { text: string; tokens: string } | undefined {
  let tokens = '';
  let text = '';
  let run = 0;
  let depth = 0;
  let from = 0;
  // The open span not yet followed by anything but one run of text: written `kN` if it closes next.
  let pendingOpen: string | undefined;
  let pendingRun = 0;
  const item = (value: string) => (tokens += tokens === '' ? value : ` ${value}`);
  const flushPending = () => {
    if (pendingOpen === undefined) return;
    item(`+${pendingOpen.replaceAll(' ', '.')}`);
    if (pendingRun > 0) item(String(pendingRun));
    pendingOpen = undefined;
    pendingRun = 0;
  };
  const flushRun = () => {
    if (run === 0) return;
    if (pendingOpen !== undefined) pendingRun += run;
    else item(String(run));
    run = 0;
  };
  for (let at = nextMarkup(html, 0); at !== -1; at = nextMarkup(html, from)) {
    run += at - from;
    text += html.slice(from, at);
    if (html.charCodeAt(at) === 38) {
      const end = html.indexOf(';', at);
      const entity = end === -1 ? undefined : ENTITIES[html.slice(at, end + 1)];
      if (entity === undefined) return undefined;
      text += entity;
      run += 1;
      from = end + 1;
    } else if (html.startsWith(SPAN_OPEN, at)) {
      const end = html.indexOf('">', at + SPAN_OPEN.length);
      const className = end === -1 ? '' : html.slice(at + SPAN_OPEN.length, end);
      if (!CLASS_NAMES.test(className)) return undefined;
      flushRun();
      flushPending();
      pendingOpen = className;
      depth++;
      from = end + 2;
    } else if (html.startsWith(SPAN_CLOSE, at) && depth > 0) {
      flushRun();
      const letter = pendingOpen === undefined ? undefined : LEAF_LETTERS.get(pendingOpen);
      if (letter !== undefined && pendingRun > 0) {
        item(`${letter}${pendingRun}`);
        pendingOpen = undefined;
        pendingRun = 0;
      } else {
        flushPending();
        item('-');
      }
      depth--;
      from = at + SPAN_CLOSE.length;
    } else return undefined; // another tag, or a close without an open
  }
  run += html.length - from;
  text += html.slice(from);
  flushRun();
  flushPending();
  return depth === 0 ? { text, tokens } : undefined;
}

/** The next `<` or `&` from `from`, or -1. */
function nextMarkup(html: string, from: number): number {
  const tag = html.indexOf('<', from);
  const entity = html.indexOf('&', from);
  if (tag === -1) return entity;
  return entity === -1 || tag < entity ? tag : entity;
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
