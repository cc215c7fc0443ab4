import { resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { describeRefusal, readNamedFile } from './readable-path.js';
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
  const read = await readNamedFile(file);
  if (!read.ok && read.refusal.reason !== 'missing') {
    const refused = describeRefusal(read.refusal, 'it', siteDir);
    return { file, siteDir, diagnostics: [diagnostic(`config-${refused.code}`, 'error', `The site config ${file} is not read: ${refused.why}`, { file }, refused.hint)] };
  }
  if (!read.ok) {
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
  const { source, diagnostics } = parseYamlLazily(file, read.content.toString('utf8'), 'config-yaml-syntax');
  return { file, siteDir, source, diagnostics };
}
