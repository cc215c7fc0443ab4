import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily, type YamlSource } from './yaml-source.js';

export const DEFAULT_CONFIG_FILE = 'specpress.config.yaml';

export interface LoadedConfigFile {
  file: string;
  /** Folder the config lives in; every path inside it is relative to this. */
  siteDir: string;
  source?: YamlSource;
  diagnostics: Diagnostic[];
}

export async function loadConfigFile(configPath: string | undefined, cwd: string): Promise<LoadedConfigFile> {
  const file = resolve(cwd, configPath ?? DEFAULT_CONFIG_FILE);
  const siteDir = resolve(file, '..');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {
      file,
      siteDir,
      diagnostics: [
        diagnostic(
          'config-not-found',
          'error',
          `Cannot read the site config ${file}`,
          { file },
          configPath ? 'Check the --config path.' : `Run specpress in the folder holding ${DEFAULT_CONFIG_FILE}, pass --config, or create a site with \`specpress init\`.`,
        ),
      ],
    };
  }
  const { source, diagnostics } = parseYamlLazily(file, text, 'config-yaml-syntax');
  return { file, siteDir, source, diagnostics };
}
