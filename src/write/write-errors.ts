// A write the file system refuses (a full disk, a quota, no permission, a read-only disk) is a
// problem of the machine, not a bug in specpress: it becomes one diagnostic naming the file and
// what to do, the build stops, and the previous output stays as it was (output.ts removes the
// temporary folder). Other errors go on as they are.
import { diagnostic, FatalDiagnostics } from '../diagnostics/diagnostic.js';

const AGAIN = 'The previous output was left untouched; the half-written temporary folder is removed.';

// The file is the diagnostic's position (printed before the message), so the messages do not repeat it.
const PROBLEMS: Record<string, { message: string; hint: string }> = {
  ENOSPC: { message: 'The disk is full: the build cannot write here', hint: `Free space on that disk and run again. ${AGAIN}` },
  EDQUOT: { message: 'The disk quota is used up: the build cannot write here', hint: `Free space within your quota (or ask for more) and run again. ${AGAIN}` },
  EACCES: {
    message: 'No permission to write here',
    hint: `Check the permissions of the output folder and of the folder that holds it (the build is written beside it, then swapped in), or pick another --out. ${AGAIN}`,
  },
  EPERM: {
    message: 'The system does not allow writing here',
    hint: `Check the permissions and attributes of the output folder and of the folder that holds it, or pick another --out. ${AGAIN}`,
  },
  EROFS: { message: 'The disk is read-only: the build cannot write here', hint: `Pick an --out on a writable disk. ${AGAIN}` },
};

/** The diagnostic for a refused write of `file`, as FatalDiagnostics; `error` itself when it is not such a refusal. */
export function writeFailure(error: unknown, file: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const problem = typeof code === 'string' ? PROBLEMS[code] : undefined;
  if (!problem) return error;
  return new FatalDiagnostics([diagnostic('output-write-failed', 'error', `${problem.message} (${code})`, { file }, problem.hint)]);
}

/** Runs a write of `file`; a refused write throws its diagnostic (see writeFailure). */
export function writing<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw writeFailure(error, file);
  }
}
