// Reads one OpenAPI file. The data comes from js-yaml (fast: a 10 MB spec parses in about a
// second); positions come from parseYamlSource, which builds a full CST and is several times
// slower, so it only runs when a diagnostic needs a line and column.
import { readFile } from 'node:fs/promises';
import { CORE_SCHEMA, load, type YAMLException } from 'js-yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from '../../diagnostics/diagnostic.js';
import { parseYamlSource, type YamlPath, type YamlSource } from '../../load/yaml-source.js';
import { isObject } from './pointer.js';

export interface LoadedSpec {
  file: string;
  text?: string;
  source?: YamlSource;
  diagnostics: Diagnostic[];
}

export async function readSpecText(file: string): Promise<{ text?: string; diagnostics: Diagnostic[] }> {
  try {
    return { text: await readFile(file, 'utf8'), diagnostics: [] };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`;
    return { diagnostics: [diagnostic('spec-not-found', 'error', `The OpenAPI file ${file} ${reason}`, { file })] };
  }
}

export function parseSpecText(file: string, text: string): LoadedSpec {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    // Let the positional parser word the syntax error; fall back to js-yaml's own mark.
    const precise = parseYamlSource(file, text, 'openapi-yaml-syntax');
    if (precise.diagnostics.length > 0) return { file, text, diagnostics: precise.diagnostics };
    const mark = (error as YAMLException).mark;
    const reason = (error as YAMLException).reason ?? (error as Error).message;
    return { file, text, diagnostics: [diagnostic('openapi-yaml-syntax', 'error', `YAML syntax error: ${reason}`, { file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1 }, 'Fix the YAML syntax at this position (indentation, quoting, a missing colon).')] };
  }
  const source = lazySource(file, text, data);
  return { file, text, source, diagnostics: checkVersion(source) };
}

/** A YamlSource whose positions are computed on first use. */
function lazySource(file: string, text: string, data: unknown): YamlSource {
  let full: YamlSource | undefined | null;
  const positions = (): YamlSource | undefined => {
    if (full === undefined) full = parseYamlSource(file, text).source ?? null;
    return full ?? undefined;
  };
  const fallback: SourcePosition = { file, line: 1, column: 1 };
  return {
    file,
    text,
    data,
    positionOf: (path: YamlPath) => positions()?.positionOf(path) ?? fallback,
    keyPositionOf: (path: YamlPath) => positions()?.keyPositionOf(path) ?? fallback,
  };
}

function checkVersion(source: YamlSource): Diagnostic[] {
  const data = source.data;
  if (!isObject(data)) {
    return [diagnostic('openapi-invalid', 'error', 'This file is not an OpenAPI document (pointer: /)', source.positionOf([]), 'The file must be a YAML or JSON object with an `openapi: 3.0.x` or `3.1.x` field.')];
  }
  if (typeof data.swagger === 'string') {
    return [diagnostic('openapi-unsupported-version', 'error', `This file is Swagger ${data.swagger}; specpress reads OpenAPI 3.0 and 3.1 (pointer: /swagger)`, source.positionOf(['swagger']), 'Convert it first, e.g. `npx swagger2openapi spec.yaml -o spec3.yaml`.')];
  }
  const version = data.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version)) {
    const found = version === undefined ? 'has no `openapi` field' : `declares openapi ${JSON.stringify(version)}`;
    const hint = typeof version === 'number' ? 'Write the version with three parts, e.g. `openapi: 3.1.0` (a bare 3.1 is read as a number).' : 'Start the file with `openapi: 3.1.0` (or `openapi: 3.0.3`).';
    return [diagnostic('openapi-unsupported-version', 'error', `This file ${found}; specpress reads OpenAPI 3.0 and 3.1 (pointer: /openapi)`, source.positionOf(version === undefined ? [] : ['openapi']), hint)];
  }
  return [];
}
