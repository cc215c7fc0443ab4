import { CORE_SCHEMA, load, type YAMLException } from 'js-yaml';
import { LineCounter, parseDocument, isMap, isSeq, isPair, isScalar, type Document, type Node } from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.js';

export type YamlPath = readonly (string | number)[];

/** A parsed YAML file that still knows where every value came from. */
export interface YamlSource {
  file: string;
  text: string;
  data: unknown;
  /** Position of the value at `path` (or of the nearest existing parent). */
  positionOf(path: YamlPath): SourcePosition;
  /** Position of the key at `path` (the key itself, for unknown-key messages). */
  keyPositionOf(path: YamlPath): SourcePosition;
}

/**
 * Like parseYamlSource, but the data comes from js-yaml (several times faster: no syntax tree)
 * and positions from parseYamlSource only when a diagnostic first asks for one. Syntax errors
 * are worded by parseYamlSource too.
 */
export function parseYamlLazily(file: string, text: string, code = 'yaml-syntax'): { source?: YamlSource; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    const precise = parseYamlSource(file, text, code);
    if (precise.diagnostics.length > 0) return precise;
    const mark = (error as YAMLException).mark;
    const reason = (error as YAMLException).reason ?? (error as Error).message;
    return { diagnostics: [diagnostic(code, 'error', `YAML syntax error: ${reason}`, { file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1 }, 'Fix the YAML syntax at this position (indentation, quoting, a missing colon).')] };
  }
  let full: YamlSource | undefined | null;
  const positions = (): YamlSource | undefined => {
    if (full === undefined) full = parseYamlSource(file, text, code).source ?? null;
    return full ?? undefined;
  };
  const fallback: SourcePosition = { file, line: 1, column: 1 };
  return {
    diagnostics: [],
    source: {
      file,
      text,
      data,
      positionOf: (path) => positions()?.positionOf(path) ?? fallback,
      keyPositionOf: (path) => positions()?.keyPositionOf(path) ?? fallback,
    },
  };
}

export function parseYamlSource(file: string, text: string, code = 'yaml-syntax'): { source?: YamlSource; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const diagnostics: Diagnostic[] = doc.errors.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return diagnostic(code, 'error', `YAML syntax error: ${firstLine(error.message)}`, { file, line: pos.line, column: pos.col }, 'Fix the YAML syntax at this position (indentation, quoting, a missing colon).');
  });
  if (diagnostics.length > 0) return { diagnostics };

  const at = (offset: number | undefined): SourcePosition => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { file, line: pos.line, column: pos.col };
  };
  return {
    diagnostics,
    source: {
      file,
      text,
      data: doc.toJS({ maxAliasCount: 1000 }),
      positionOf: (path) => at(findNode(doc, path, false)?.range?.[0]),
      keyPositionOf: (path) => at(findNode(doc, path, true)?.range?.[0]),
    },
  };
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}

/** Walks the document to the node at `path`; stops at the deepest node that exists. */
function findNode(doc: Document, path: YamlPath, wantKey: boolean): Node | undefined {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      keyNode = node.items[segment] as Node;
      node = node.items[segment];
    } else {
      break;
    }
  }
  return (wantKey ? keyNode : undefined) ?? (node as Node | undefined) ?? undefined;
}
