// Positions in a JSON text, found by scanning the text to the path asked for. A big description
// written as JSON is read with JSON.parse (json-text.ts), which keeps no positions; the first
// diagnostic that needed one used to parse the whole file again with the YAML parser, syntax tree
// and all (a 6 MB description: 1.7 s and about 300 MB, for one warning). This reads only the text
// between the root and the value, skipping over everything else, and remembers what it passed so
// the next path resumes there. It is used only for texts json-text.ts accepted: valid JSON
// without duplicate keys, so the first key that matches is the only one.
import type { YamlPath } from './yaml-source.js';

interface Member {
  /** Offset of the key's opening quote (of the element itself, in an array). */
  key: number;
  /** Offset of the value's first character. */
  value: number;
}

/** How far the members of one object or array have been read. */
interface Container {
  /** Members read so far: key (or index) → offsets. */
  members: Map<string, Member>;
  /** Where reading the next member starts; -1 once the closing bracket was reached. */
  next: number;
  count: number;
}

export class JsonPositions {
  private readonly containers = new Map<number, Container>();

  constructor(private readonly text: string) {}

  /**
   * Offsets of the value at `path` and of its key, walking as far as the path exists (as the
   * YAML side does: the deepest value found, and the last key found on the way).
   */
  locate(path: YamlPath): { value: number; key: number | undefined } {
    let value = this.skipSpace(0);
    let key: number | undefined;
    for (const segment of path) {
      const member = this.member(value, segment);
      if (!member) break;
      key = member.key;
      value = member.value;
    }
    return { value, key };
  }

  /** The member `segment` of the object or array starting at `at`, reading on from where the last search stopped. */
  private member(at: number, segment: string | number): Member | undefined {
    const open = this.text.charCodeAt(at);
    if (open !== 123 && open !== 91) return undefined; // `{` or `[`
    const isArray = open === 91;
    if (isArray && typeof segment !== 'number') return undefined;
    const wanted = String(segment);
    let container = this.containers.get(at);
    if (!container) {
      container = { members: new Map(), next: at + 1, count: 0 };
      this.containers.set(at, container);
    }
    const known = container.members.get(wanted);
    if (known) return known;
    while (container.next !== -1) {
      let i = this.skipSpace(container.next);
      const code = this.text.charCodeAt(i);
      if (code === 44)
        i = this.skipSpace(i + 1); // `,`
      else if (code === 125 || code === 93) {
        container.next = -1; // `}` or `]`
        break;
      }
      let member: Member;
      let name: string;
      if (isArray) {
        member = { key: i, value: i };
        name = String(container.count);
      } else {
        const keyEnd = this.stringEnd(i);
        name = JSON.parse(this.text.slice(i, keyEnd)) as string;
        const colon = this.skipSpace(keyEnd);
        member = { key: i, value: this.skipSpace(colon + 1) };
      }
      container.count++;
      container.members.set(name, member);
      container.next = this.valueEnd(member.value);
      if (name === wanted) return member;
    }
    return undefined;
  }

  private skipSpace(i: number): number {
    const { text } = this;
    for (let code = text.charCodeAt(i); code === 32 || code === 10 || code === 13 || code === 9; code = text.charCodeAt(++i));
    return i;
  }

  /** The offset just past the string whose opening quote is at `at`. */
  private stringEnd(at: number): number {
    const { text } = this;
    for (let quote = text.indexOf('"', at + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
      let backslashes = 0;
      for (let j = quote - 1; text.charCodeAt(j) === 92; j--) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
    }
    return text.length;
  }

  /** The offset just past the value starting at `at`. */
  private valueEnd(at: number): number {
    const { text } = this;
    const code = text.charCodeAt(at);
    if (code === 34) return this.stringEnd(at);
    if (code !== 123 && code !== 91) {
      // A number, true, false or null: up to the next separator.
      let i = at;
      for (let c = text.charCodeAt(i); i < text.length && c !== 44 && c !== 125 && c !== 93 && c !== 32 && c !== 10 && c !== 13 && c !== 9; c = text.charCodeAt(++i));
      return i;
    }
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) i = this.stringEnd(i) - 1;
      else if (c === 123 || c === 91) depth++;
      else if ((c === 125 || c === 93) && --depth === 0) return i + 1;
    }
    return text.length;
  }
}
