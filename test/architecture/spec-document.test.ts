// Only src/model/reference/ (and the references stage that runs it) reads a spec's document: every
// other output (api.md, llms, search, the docs' tables, the pages' components) reads what the
// reference made of it, so no output can show an example or a type the reference reads otherwise.
// Types may be imported from anywhere; values only from the modules below, which read no document.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/** Modules of model/reference/ whose values read views or plain text, never the document. */
const VIEW_READERS = new Set([
  'status-text.ts', // a status code's words
  'meta-description.ts', // plain text → a meta description
  'schema-tree.ts', // its limits (MAX_EXPANDED_VARIANTS), for the renderer
  'pages.ts', // where each anchor of the view is placed
  'media-groups.ts', // media views grouped by their schema node
  'spec-anchors.ts', // anchors of the planned pages (anchorRelocator reads ParsedSpec.anchors)
]);

/** The references stage: it reads, validates and converts the document, then runs the reference's model. */
const REFERENCES_STAGE = new Set(['pipeline/references.ts']);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `{ type A, type B }` imports only types; `{ a, type B }` and `* as x` do not. */
function typesOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  return !!braces && braces[1].split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
}

describe("a spec's document", () => {
  it('is read only in src/model/reference/ and the references stage', () => {
    const src = join(repoRoot, 'src');
    const problems: string[] = [];
    for (const file of sourceFiles(src)) {
      const from = relative(src, file).split('\\').join('/');
      if (from.startsWith('model/reference/') || REFERENCES_STAGE.has(from)) continue;
      for (const [, typeKeyword, clause, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!spec.startsWith('.')) continue;
        const to = relative(src, resolve(dirname(file), spec))
          .split('\\')
          .join('/')
          .replace(/\.js$/, '.ts');
        if (!to.startsWith('model/reference/') || typesOnly(typeKeyword, clause)) continue;
        if (!VIEW_READERS.has(to.slice('model/reference/'.length))) problems.push(`src/${from} imports ${clause.replace(/\s+/g, ' ')} from src/${to}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the rule itself: a value import is told from a type-only one', () => {
    expect(typesOnly(undefined, '{ type ParsedSpec }')).toBe(true);
    expect(typesOnly('type ', '{ ParsedSpec }')).toBe(true);
    expect(typesOnly(undefined, '{ externalDocsOf }')).toBe(false);
    expect(typesOnly(undefined, '{ anchorHref, type AnchorPlaces }')).toBe(false);
  });
});
