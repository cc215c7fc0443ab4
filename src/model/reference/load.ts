// Reads one OpenAPI file as YAML (JSON is YAML too), keeping positions for every value.
import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { parseYamlSource, type YamlSource } from '../../load/yaml-source.js';
import { isObject } from './pointer.js';

export interface LoadedSpec {
  file: string;
  text?: string;
  source?: YamlSource;
  diagnostics: Diagnostic[];
}

export async function loadSpecFile(file: string): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`;
    return { file, diagnostics: [diagnostic('spec-not-found', 'error', `The OpenAPI file ${file} ${reason}`, { file })] };
  }
  const parsed = parseYamlSource(file, text, 'openapi-yaml-syntax');
  if (!parsed.source) return { file, text, diagnostics: parsed.diagnostics };
  return { file, text, source: parsed.source, diagnostics: [...parsed.diagnostics, ...checkVersion(parsed.source)] };
}

function checkVersion(source: YamlSource): Diagnostic[] {
  const data = source.data;
  const where = source.positionOf([]);
  if (!isObject(data)) {
    return [diagnostic('openapi-invalid', 'error', `${source.file} is not an OpenAPI document (pointer: /)`, where, 'The file must be a YAML or JSON object with an `openapi: 3.0.x` or `3.1.x` field.')];
  }
  if (typeof data.swagger === 'string') {
    return [diagnostic('openapi-unsupported-version', 'error', `${source.file} is Swagger ${data.swagger}; specpress reads OpenAPI 3.0 and 3.1 (pointer: /swagger)`, source.positionOf(['swagger']), 'Convert it first, e.g. `npx swagger2openapi spec.yaml -o spec3.yaml`.')];
  }
  const version = data.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version)) {
    const found = version === undefined ? 'has no `openapi` field' : `declares openapi ${JSON.stringify(version)}`;
    return [diagnostic('openapi-unsupported-version', 'error', `${source.file} ${found}; specpress reads OpenAPI 3.0 and 3.1 (pointer: /openapi)`, version === undefined ? where : source.positionOf(['openapi']), typeof version === 'number' ? 'Write the version with three parts, e.g. `openapi: 3.1.0` (a bare 3.1 is read as a number).' : 'Start the file with `openapi: 3.1.0` (or `openapi: 3.0.3`).')];
  }
  return [];
}
