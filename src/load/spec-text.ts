// Reads one OpenAPI file. The data comes from js-yaml (fast: a 10 MB spec parses in about a
// second); positions come from a full syntax tree, several times slower, built only when a
// diagnostic needs a line and column (parseYamlLazily).
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isInside } from './paths.js';
import { describeRefusal, readNamedFile } from './readable-path.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily, type YamlSource } from './yaml-source.js';
import { isObject } from '../shared/json-pointer.js';

export interface LoadedSpec {
  file: string;
  text?: string;
  source?: YamlSource;
  diagnostics: Diagnostic[];
  /** The other files of a spec split over many, with their text. */
  files?: Map<string, string>;
}

/**
 * Reads a spec named in the config. A file inside the site folder that is a symbolic link out of
 * it is refused, as in docs/ and static/ (the spec is published for download); a path the config
 * itself writes outside the site (`../api/openapi.yaml`) is the author's choice and is read.
 */
export async function readSpecText(file: string, siteDir: string): Promise<{ text?: string; diagnostics: Diagnostic[] }> {
  const real = await realpath(file).catch(() => file);
  const site = await realpath(siteDir).catch(() => siteDir);
  if (isInside(resolve(file), resolve(siteDir)) && !isInside(real, site)) {
    return {
      diagnostics: [
        diagnostic(
          'symlink-outside-site',
          'error',
          `The OpenAPI file ${file} is a symbolic link to ${real}, outside the site folder ${site}; it is not read`,
          { file },
          'Copy the spec into the site folder, or name its real path in the config.',
        ),
      ],
    };
  }
  const read = await readNamedFile(file);
  if (read.ok) return { text: read.content.toString('utf8'), diagnostics: [] };
  if (read.refusal.reason === 'missing') return { diagnostics: [diagnostic('spec-not-found', 'error', `The OpenAPI file ${file} does not exist`, { file })] };
  const refused = describeRefusal(read.refusal, 'it', siteDir);
  return { diagnostics: [diagnostic(`spec-${refused.code}`, 'error', `The OpenAPI file ${file} is not read: ${refused.why}`, { file }, refused.hint)] };
}

export function parseSpecText(file: string, text: string): LoadedSpec {
  const { source, diagnostics } = parseYamlLazily(file, text, 'openapi-yaml-syntax');
  if (!source) return { file, text, diagnostics };
  return { file, text, source, diagnostics: checkVersion(source) };
}

function checkVersion(source: YamlSource): Diagnostic[] {
  const data = source.data;
  if (!isObject(data)) {
    return [
      diagnostic(
        'openapi-invalid',
        'error',
        'This file is not an OpenAPI document (pointer: /)',
        source.positionOf([]),
        'The file must be a YAML or JSON object with an `openapi: 3.0.x`, `3.1.x` or `3.2.x` field, or `swagger: "2.0"`.',
      ),
    ];
  }
  if (data.swagger === '2.0') return []; // validated as 2.0, then converted (convert.ts)
  if (data.swagger !== undefined) {
    return [
      diagnostic(
        'openapi-unsupported-version',
        'error',
        `This file declares swagger ${JSON.stringify(data.swagger)}; specpress reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 (pointer: /swagger)`,
        source.positionOf(['swagger']),
        'Write `swagger: "2.0"` (a string), or convert the file to OpenAPI 3.',
      ),
    ];
  }
  const version = data.openapi;
  if (typeof version !== 'string' || !/^3\.[012]\.\d+/.test(version)) {
    const found = version === undefined ? 'has no `openapi` field' : `declares openapi ${JSON.stringify(version)}`;
    const hint =
      typeof version === 'number' ? 'Write the version with three parts, e.g. `openapi: 3.1.0` (a bare 3.1 is read as a number).' : 'Start the file with `openapi: 3.2.0` (or `3.1.1`, `3.0.4`).';
    return [
      diagnostic(
        'openapi-unsupported-version',
        'error',
        `This file ${found}; specpress reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 (pointer: /openapi)`,
        source.positionOf(version === undefined ? [] : ['openapi']),
        hint,
      ),
    ];
  }
  return [];
}
