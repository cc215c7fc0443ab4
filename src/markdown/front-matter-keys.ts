// Where a front matter's top-level keys start, found by a scan of its lines rather than a second
// read of its YAML: a translated site warns of an unknown key on thousands of pages, and reading
// each block again for the key's position took about 0.5 s of a cold watch's start (Astro's docs).
// The scan answers only when it is sure; otherwise the caller asks the YAML source (yaml-source.ts).
import type { SourcePosition } from '../diagnostics/diagnostic.js';

/** A plain top-level key at the line's start: `name:` then a space, a tab or the line's end. */
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t\r]|$)/;

/**
 * The line (1-based, in `yaml`) of each top-level key of `data`, or undefined when the scan cannot
 * be sure. Sure means: every line that starts at column 1 with something other than a comment is a
 * plain `key:` line, and those lines name exactly `data`'s keys in order. A top-level key of a block
 * mapping always starts at column 1, so the key lines found are the keys (a line inside a quoted
 * scalar that looks like a key would add a name `data` does not have, or repeat one).
 */
export function topLevelKeyLines(yaml: string, data: Record<string, unknown>): Map<string, number> | undefined {
  const lines = new Map<string, number>();
  const names: string[] = [];
  let line = 0;
  for (let start = 0; start <= yaml.length; line++) {
    const end = yaml.indexOf('\n', start);
    const text = yaml.slice(start, end === -1 ? yaml.length : end);
    start = end === -1 ? yaml.length + 1 : end + 1;
    const first = text.charCodeAt(0);
    // Empty, indented (nested content) or a comment.
    if (text.length === 0 || first === 0x20 || first === 0x09 || first === 0x23 || text === '\r') continue;
    const key = KEY_LINE.exec(text);
    if (!key) return undefined;
    names.push(key[1]);
    lines.set(key[1], line + 1);
  }
  const keys = Object.keys(data);
  if (keys.length !== names.length || keys.some((key, index) => key !== names[index])) return undefined;
  return lines;
}

/** The position of top-level `key` in `file` when the scan is sure of it, else `fallback()`'s. */
export function keyPositionFinder(file: string, yaml: string, data: Record<string, unknown>, fallback: (key: string) => SourcePosition): (key: string) => SourcePosition {
  let lines: Map<string, number> | null | undefined;
  return (key) => {
    if (lines === undefined) lines = topLevelKeyLines(yaml, data) ?? null;
    const line = lines?.get(key);
    return line === undefined ? fallback(key) : { file, line, column: 1 };
  };
}
