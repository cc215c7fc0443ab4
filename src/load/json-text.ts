// A fast path for files written as JSON (most large OpenAPI descriptions are): JSON.parse reads
// 13 MB in a fraction of the time js-yaml takes, and a JSON text cannot hold the aliases the YAML
// limits guard against. It is taken only when the result is certain to be the value js-yaml makes
// of the same text; for anything else (invalid JSON, duplicate keys, characters js-yaml refuses,
// deep nesting, a bare -0) it declines, and js-yaml reads the file and reports what
// is wrong exactly as before. (js-yaml reads a big integer with parseInt(…, 10), which V8 rounds
// as JSON.parse does.)

/**
 * Characters js-yaml refuses in a scalar (its PATTERN_NON_PRINTABLE, whose other half is a lone
 * surrogate: see isWellFormed); any of them sends the text to js-yaml.
 */
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;

/** String.prototype.isWellFormed (Node 20; not in the ES2023 lib): no lone surrogate. */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Levels of nesting the fast path accepts: js-yaml refuses a node 100 levels down (its maxDepth)
 * and the YAML limits stop at 256, so within this both would accept the value as it is.
 */
const MAX_LEVEL = 64;

/** The value of a JSON text as js-yaml would read it, or undefined when only js-yaml can tell. */
export function parseJsonText(text: string): { data: unknown } | undefined {
  const first = text.match(/^[ \t\r\n]*([{[])/)?.[1];
  if (first === undefined || NON_PRINTABLE.test(text) || !isWellFormed(text)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const keys = countValueKeys(data);
  // JSON.parse keeps the last of two equal keys; js-yaml refuses the file.
  if (keys === undefined || keys !== countTextKeys(text)) return undefined;
  return { data };
}

/**
 * Keys of every object in the parsed value; undefined when it holds what js-yaml would read
 * differently (`-0`: js-yaml reads a bare `-0` as the integer 0) or nesting past MAX_LEVEL.
 */
function countValueKeys(data: unknown): number | undefined {
  let keys = 0;
  const stack: [unknown, number][] = [[data, 0]];
  while (stack.length > 0) {
    const [value, level] = stack.pop()!;
    if (level >= MAX_LEVEL) return undefined;
    if (typeof value === 'number') {
      if (Object.is(value, -0)) return undefined;
    } else if (Array.isArray(value)) {
      for (const item of value)
        if (item !== null && typeof item === 'object') stack.push([item, level + 1]);
        else if (typeof item === 'number') stack.push([item, level + 1]);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        keys++;
        const item = (value as Record<string, unknown>)[key];
        if ((item !== null && typeof item === 'object') || typeof item === 'number') stack.push([item, level + 1]);
      }
    }
  }
  return keys;
}

/** Object keys written in a valid JSON text: the strings followed by a colon. */
function countTextKeys(text: string): number {
  let keys = 0;
  for (let start = text.indexOf('"'); start !== -1;) {
    let end = text.indexOf('"', start + 1);
    // A quote preceded by an odd number of backslashes is escaped.
    for (;;) {
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    let next = end + 1;
    for (let c = text.charCodeAt(next); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++next));
    if (text.charCodeAt(next) === 0x3a) keys++;
    start = text.indexOf('"', next);
  }
  return keys;
}
