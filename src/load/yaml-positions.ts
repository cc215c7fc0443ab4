// Positions in a big YAML text without the YAML syntax tree. The `yaml` package, which reports
// YAML errors and positions exactly, takes seconds and hundreds of megabytes on a description of
// 10 MB (GitHub's, written as YAML: one warning made its build 8 → 25 s and 616 → 978 MB). A big
// text is read by js-yaml with its listener instead, which tells where each node opens, in
// document order, as it reads the data (a second read would hold the data twice). The nodes are
// kept as three numbers each (where it opens, its first child, its next sibling); which child is
// which key comes from the data itself (js-yaml keeps keys in the order they are written).
//
// The nodes read must be the data's own, one for one: an alias (its node is one, its value a whole
// subtree) or a merge key (`<<`, whose keys land in another mapping) breaks that, and `matches`
// tells, so that such a text gets its positions from the syntax tree after all. Positions are those
// of the `yaml` package: the first character of the value (past the white space, comments and
// `- ` js-yaml opens a node on) and of the key.
import { CORE_SCHEMA, load } from 'js-yaml';
import type { YamlPath } from './yaml-source.js';

export class YamlPositions {
  private start = new Int32Array(1024);
  private firstChild = new Int32Array(1024);
  private nextSibling = new Int32Array(1024);
  private count = 0;

  private data: unknown;

  /** Reads `text` with js-yaml, recording where each node opens: the data and its positions. */
  static read(text: string, filename: string): { data: unknown; positions: YamlPositions } {
    const positions = new YamlPositions(text);
    positions.data = positions.listen(filename);
    return { data: positions.data, positions };
  }

  private constructor(private readonly text: string) {}

  private listen(filename: string): unknown {
    // Per open node: its index, its last child so far, how many children it has, and the value
    // its last child closed with.
    const stack: { node: number; lastChild: number; children: number; lastResult: unknown }[] = [];
    return load(this.text, {
      schema: CORE_SCHEMA,
      filename,
      listener: (event, state) => {
        if (event === 'open') {
          const node = this.add(state.position);
          const parent = stack.at(-1);
          if (parent) {
            if (parent.lastChild === -1) this.firstChild[parent.node] = node;
            else this.nextSibling[parent.lastChild] = node;
            parent.lastChild = node;
            parent.children++;
          }
          stack.push({ node, lastChild: -1, children: 0, lastResult: undefined });
          return;
        }
        const closed = stack.pop()!;
        const result: unknown = state.result;
        // js-yaml opens an item of a block sequence twice at one place (once as a possible compact
        // mapping): the inner node, closing with the very same value, is this node itself.
        if (closed.children === 1 && this.start[closed.lastChild] === this.start[closed.node] && closed.lastResult === result) this.firstChild[closed.node] = this.firstChild[closed.lastChild];
        const parent = stack.at(-1);
        if (parent) parent.lastResult = result;
      },
    });
  }

  /** Whether the nodes read are the data's, one for one (no alias, no merge key): else `locate` would mislead. */
  matches(): boolean {
    // A text with no node at all (empty: a file read between a save's
    // truncation and its write, in watch) has no node 0 to walk from: its slot is the arrays'
    // zero fill, whose first child and next sibling are node 0 itself, and the walk below pushed
    // node 0 without end (V8's "invalid size error"). Its data (undefined) then counts one node
    // against none read, and the syntax tree gives the positions.
    const nodes = this.count > 0 ? [0] : [];
    let read = 0;
    while (nodes.length > 0) {
      read++;
      for (let child = this.firstChild[nodes.pop()!]; child !== -1; child = this.nextSibling[child]) {
        // In a tree each node is reached once (read, or waiting in `nodes`): one more than were
        // added means the links are no tree (a bug here), and the syntax tree gives the positions.
        if (read + nodes.length >= this.count) return false;
        nodes.push(child);
      }
    }
    // The data's nodes: a mapping is itself, and a key and a value per entry; a sequence, itself and its items.
    let counted = 0;
    const values: unknown[] = [this.data];
    while (values.length > 0 && counted <= read) {
      const value = values.pop();
      counted++;
      if (Array.isArray(value)) values.push(...value);
      else if (value !== null && typeof value === 'object') {
        for (const item of Object.values(value)) {
          counted++;
          values.push(item);
        }
      }
    }
    return counted === read;
  }

  /** Offsets of the value at `path` and of its key, as far as the path exists (see yaml-source.ts). */
  locate(path: YamlPath): { value: number; key: number | undefined } {
    let node = 0;
    let value: unknown = this.data;
    let key: number | undefined;
    // Whether `node` is an item of a sequence (its `- ` is not part of it).
    let isItem = false;
    for (const segment of path) {
      const inSequence = Array.isArray(value);
      let keyNode: number | undefined;
      let child: number | undefined;
      if (Array.isArray(value)) {
        if (typeof segment !== 'number' || segment >= value.length) break;
        keyNode = child = this.child(node, segment);
        value = value[segment];
      } else if (value !== null && typeof value === 'object') {
        const index = Object.keys(value).indexOf(String(segment));
        if (index === -1) break;
        keyNode = this.child(node, 2 * index);
        child = keyNode === undefined ? undefined : this.nextSibling[keyNode];
        value = (value as Record<string, unknown>)[String(segment)];
      } else break;
      if (keyNode === undefined || child === undefined || child === -1) break;
      node = child;
      isItem = inSequence;
      key = this.contentStart(this.start[keyNode], inSequence);
    }
    const start = this.contentStart(this.start[node], isItem);
    // An empty value (`key:` and nothing after it) is null; the syntax tree places it where it
    // opens, after the key, not at whatever the next line holds.
    return { value: value === null && !startsNullLiteral(this.text, start) ? this.start[node] : start, key };
  }

  private add(position: number): number {
    if (this.count === this.start.length) {
      const grow = (array: Int32Array) => {
        const bigger = new Int32Array(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.start = grow(this.start);
      this.firstChild = grow(this.firstChild);
      this.nextSibling = grow(this.nextSibling);
    }
    const node = this.count++;
    this.start[node] = position;
    this.firstChild[node] = -1;
    this.nextSibling[node] = -1;
    return node;
  }

  private child(node: number, index: number): number | undefined {
    let child = this.firstChild[node];
    for (let i = 0; i < index && child !== -1; i++) child = this.nextSibling[child];
    return child === -1 ? undefined : child;
  }

  /** The first character of a node opened at `at`: past white space, comments, `---`, anchors and tags and, for an item, its `- `. */
  private contentStart(at: number, item = false): number {
    const { text } = this;
    let i = at;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === 32 || code === 9 || code === 10 || code === 13) i++;
      else if (code === 35) {
        const end = text.indexOf('\n', i);
        i = end === -1 ? text.length : end;
      } else if (item && code === 45 && isBreakOrSpace(text.charCodeAt(i + 1))) i += 1;
      else if (text.startsWith('---', i) && (i === 0 || text.charCodeAt(i - 1) === 10) && isBreakOrSpace(text.charCodeAt(i + 3))) i += 3;
      else if (code === 38 || code === 33) {
        // A node's anchor (`&name`) or tag (`!!str`): the node starts after them, as in the syntax tree.
        while (i < text.length && !isBreakOrSpace(text.charCodeAt(i))) i++;
      } else return i;
    }
  }
}

const isBreakOrSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || Number.isNaN(code);

/** Whether a null is written at `at` (`null`, `Null`, `NULL`, `~`), rather than left empty. */
function startsNullLiteral(text: string, at: number): boolean {
  const word = /^(?:null|Null|NULL|~)/.exec(text.slice(at, at + 4));
  if (!word) return false;
  const after = text.charCodeAt(at + word[0].length);
  return isBreakOrSpace(after) || after === 44 || after === 93 || after === 125;
}
