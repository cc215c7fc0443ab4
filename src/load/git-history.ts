// When, and by whom, each file of a folder last changed, from one `git log` over the folder (not
// one process per file). Without git, or outside a repository, the history is empty and a warning
// says why dates are missing.
import { execFile } from 'node:child_process';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';

export interface LastUpdate {
  /** Seconds since the epoch (the commit's author date). */
  time: number;
  author: string;
}

export async function gitHistory(folder: string): Promise<{ files: Map<string, LastUpdate>; diagnostics: Diagnostic[] }> {
  const files = new Map<string, LastUpdate>();
  const run = (args: string[]) =>
    new Promise<string>((resolve, reject) => execFile('git', args, { cwd: folder, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
  try {
    const root = (await run(['rev-parse', '--show-toplevel'])).trim();
    // Newest first: the first time a file shows up is its last change.
    const log = await run(['log', '--format=%x00%at%x09%an', '--name-only', '--no-renames', '--', '.']);
    let current: LastUpdate | undefined;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) {
        const [time, author] = line.slice(1).split('\t');
        current = { time: Number(time), author: author ?? '' };
      } else if (line && current) {
        const file = `${root}/${line}`;
        if (!files.has(file)) files.set(file, current);
      }
    }
    return { files, diagnostics: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      files,
      diagnostics: [
        diagnostic(
          'git-history-missing',
          'warning',
          `Last update dates are not shown: git history could not be read (${reason})`,
          { file: folder },
          'Build from a git checkout (with its history: fetch-depth 0 on CI), or turn docs.showLastUpdateTime and showLastUpdateAuthor off.',
        ),
      ],
    };
  }
}
