// Links are resolved in one place: shared/routes.ts (route ↔ URL, base, trailing slash, a link's
// `?query#hash`, the route a link reaches) and model/written-links.ts (links to docs files, specs'
// linkBase). This fails, naming the file, when another module starts resolving links on its own
// again: its own fake origin to resolve against, its own cut at `?`/`#`, its own URL-scheme test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

const SRC = join(repoRoot, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

/** Each way of resolving a link by hand, and the modules allowed to write it. */
const RULES: { what: string; pattern: RegExp; allowed: string[] }[] = [
  { what: 'an origin to resolve links against', pattern: /new URL\([^)]*`http:\/\//, allowed: [] },
  { what: "a link's path cut at ? or #", pattern: /(search|split)\(\/\[\?#\]\//, allowed: ['shared/routes.ts'] },
  // server-url.ts: a pattern that validates what an author may write in a server URL, not a test of a link.
  { what: 'a URL-scheme test', pattern: /\[a-z\]\[a-z0-9\+\.-\]\*:|\/\^\[a-z\]\+:\//, allowed: ['shared/url-schemes.ts', 'shared/server-url.ts'] },
];

describe('one link resolver', () => {
  const files = sourceFiles(SRC);
  it.each(RULES)('only its modules write $what', ({ pattern, allowed }) => {
    const offenders = files.filter((file) => !allowed.includes(file) && pattern.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
