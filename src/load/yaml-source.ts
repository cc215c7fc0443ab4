import { CORE_SCHEMA, load, type YAMLException } from 'js-yaml';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { LineCounter, parseDocument, isMap, isSeq, isPair, isScalar, type Document, type Node } from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.js';
import { parseJsonText } from './json-text.js';
import { JsonPositions } from './json-positions.js';
import { YamlPositions } from './yaml-positions.js';
import { LineIndex } from '../util/line-index.js';
import { aliasFanOutOffset, ALIAS_GROWTH, checkYamlLimits, mayHaveAnchors, deepBracketOffset, MAX_DEPTH, MAX_EXPANDED_VALUES, type LimitProblem } from './yaml-limits.js';

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
 * Like parseYamlSource, but the data comes from js-yaml (several times faster: no syntax tree),
 * or from JSON.parse for JSON that js-yaml would read the same way (json-text.ts, several times
 * faster again), and positions from parseYamlSource only when a diagnostic first asks for one.
 * Syntax errors are worded by parseYamlSource too.
 */
export function parseYamlLazily(file: string, text: string, code: DiagnosticCode = 'config-yaml-syntax'): { source?: YamlSource; diagnostics: Diagnostic[] } {
  // JSON that js-yaml would read the same way: no aliases, and nesting within the limits.
  const json = parseJsonText(text);
  if (json) return { diagnostics: [], source: jsonSource(file, text, json.data) };
  let data: unknown;
  // A big text is read with its positions (yaml-positions.ts).
  let positions: YamlPositions | undefined;
  try {
    if (text.length >= BIG_YAML) ({ data, positions } = YamlPositions.read(text, file));
    else data = load(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    // Nesting deep enough to overflow js-yaml's stack is not a syntax error.
    if (isStackOverflow(error)) return { diagnostics: [limitDiagnostic(file, text, { kind: 'depth', path: [] })] };
    const precise = parseYamlSource(file, text, code);
    if (precise.diagnostics.length > 0) return precise;
    const mark = (error as YAMLException).mark;
    const reason = (error as YAMLException).reason ?? (error as Error).message;
    return {
      diagnostics: [
        diagnostic(
          code,
          'error',
          `YAML syntax error: ${reason}`,
          { file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1 },
          'Fix the YAML syntax at this position (indentation, quoting, a missing colon).',
        ),
      ],
    };
  }
  const problem = checkYamlLimits(data, mayHaveAnchors(text));
  if (problem) return { diagnostics: [limitDiagnostic(file, text, problem)] };
  return { diagnostics: [], source: lazySource(file, text, data, code, positions) };
}

/** JSON read by JSON.parse, with positions found in its text as diagnostics ask for them (json-positions.ts). */
function jsonSource(file: string, text: string, data: unknown): YamlSource {
  let positions: JsonPositions | undefined;
  return locatedSource(file, text, data, () => (positions ??= new JsonPositions(text)));
}

/** A YAML text from this size on is read with its positions by js-yaml (yaml-positions.ts), not given them by the syntax tree. */
const BIG_YAML = 512 * 1024;

/**
 * The parsed data, with its positions: from js-yaml as it read a big text (`read`), else from a
 * second js-yaml read with positions once a diagnostic first asks for one (a small text reads in
 * microseconds; the syntax tree took 0.2 ms a file, 1.3 s for the 5,636 front matter warnings of a
 * translated site), else, for a text with aliases or merge keys, from parseYamlSource.
 */
function lazySource(file: string, text: string, data: unknown, code: DiagnosticCode, read?: YamlPositions): YamlSource {
  let full: YamlSource | undefined | null;
  // Checked once a position is asked for: an alias or a merge key sends the text to the syntax tree.
  let checked: YamlPositions | undefined | null;
  const positions = () => {
    const located = read ?? YamlPositions.read(text, file).positions;
    return located.matches() ? located : null;
  };
  return locatedSource(
    file,
    text,
    data,
    () => (checked === undefined ? (checked = positions()) : checked) ?? undefined,
    () => {
      if (full === undefined) full = parseYamlSource(file, text, code).source ?? null;
      return full ?? undefined;
    },
  );
}

/** What finds where the value and the key at a path start in a text (json-positions.ts, yaml-positions.ts). */
interface OffsetLocator {
  locate(path: YamlPath): { value: number; key: number | undefined };
}

/** A source whose positions come from `locator` when it gives one, else from `tree` (else the file's start). */
function locatedSource(file: string, text: string, data: unknown, locator: () => OffsetLocator | undefined, tree: () => YamlSource | undefined = () => undefined): YamlSource {
  let lines: LineIndex | undefined;
  const at = (offset: number): SourcePosition => ({ file, ...(lines ??= new LineIndex(text)).position(offset) });
  const fallback: SourcePosition = { file, line: 1, column: 1 };
  return {
    file,
    text,
    data,
    positionOf: (path) => {
      const offsets = locator()?.locate(path);
      return offsets ? at(offsets.value) : (tree()?.positionOf(path) ?? fallback);
    },
    keyPositionOf: (path) => {
      const offsets = locator()?.locate(path);
      return offsets ? at(offsets.key ?? offsets.value) : (tree()?.keyPositionOf(path) ?? fallback);
    },
  };
}

export function parseYamlSource(file: string, text: string, code: DiagnosticCode = 'config-yaml-syntax'): { source?: YamlSource; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    if (isStackOverflow(error)) return { diagnostics: [limitDiagnostic(file, text, { kind: 'depth', path: [] })] };
    throw error;
  }
  if (doc.errors.some(isStackOverflow)) return { diagnostics: [limitDiagnostic(file, text, { kind: 'depth', path: [] })] };
  const diagnostics: Diagnostic[] = doc.errors.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return diagnostic(
      code,
      'error',
      `YAML syntax error: ${firstLine(error.message)}`,
      { file, line: pos.line, column: pos.col },
      'Fix the YAML syntax at this position (indentation, quoting, a missing colon).',
    );
  });
  if (diagnostics.length > 0) return { diagnostics };

  const at = (offset: number | undefined): SourcePosition => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { file, line: pos.line, column: pos.col };
  };
  let data: unknown;
  try {
    // Aliases come out as shared objects (nothing is copied); the limits then bound their fan-out.
    data = doc.toJS({ maxAliasCount: -1 });
    const problem = checkYamlLimits(data);
    if (problem) return { diagnostics: [limitDiagnostic(file, text, problem)] };
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError) return { diagnostics: [limitDiagnostic(file, text, { kind: 'aliases', expanded: Infinity, written: 0 })] };
    throw error;
  }
  return {
    diagnostics,
    source: {
      file,
      text,
      data,
      positionOf: (path) => at(findNode(doc, path, false)?.range?.[0]),
      keyPositionOf: (path) => at(findNode(doc, path, true)?.range?.[0]),
    },
  };
}

/** A file past the limits of yaml-limits.ts, reported where the problem starts. */
function limitDiagnostic(file: string, text: string, problem: LimitProblem): Diagnostic {
  if (problem.kind === 'aliases') {
    const at = positionAt(file, text, aliasFanOutOffset(text));
    const size = Number.isFinite(problem.expanded) ? `${problem.expanded.toLocaleString('en')} values` : 'too many values';
    return diagnostic(
      'yaml-alias-limit',
      'error',
      `YAML aliases in this file expand to ${size} (at most ${MAX_EXPANDED_VALUES.toLocaleString('en')}, or ${ALIAS_GROWTH}× what is written); the file is not read`,
      at,
      'An alias that repeats aliases multiplies them: write the repeated part once (in OpenAPI, as a component referenced with $ref).',
    );
  }
  const offset = deepBracketOffset(text);
  const at = offset >= 0 ? positionAt(file, text, offset) : problem.path.length > 0 ? positionOfPath(file, text, problem.path) : { file, line: 1, column: 1 };
  return diagnostic(
    'yaml-depth-limit',
    'error',
    `Values in this file are nested more than ${MAX_DEPTH} levels deep; the file is not read`,
    at,
    'Flatten the structure (in OpenAPI, move nested schemas to components and use $ref).',
  );
}

function positionAt(file: string, text: string, offset: number): SourcePosition {
  return { file, ...new LineIndex(text).position(offset) };
}

function positionOfPath(file: string, text: string, path: YamlPath): SourcePosition {
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    const node = findNode(doc, path, false);
    const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line: pos.line, column: pos.col };
  } catch {
    return { file, line: 1, column: 1 };
  }
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && error.message.includes('Maximum call stack size exceeded'));
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
