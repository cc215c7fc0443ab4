// The Node samples of test/reference/code-samples-run.test.ts in one process: a sample file's path
// on a line of stdin is imported as the ES module it is (`node sample.mjs` runs it so: its own
// module scope, its top-level awaits finished before the import resolves, its text unchanged), then
// a line `@@sample-exit <code>@@` gives the exit code node would have given (1 with the error's
// stack when the module threw, or the process.exitCode it set; an unhandled rejection ends this process, and the test with it).
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

for await (const path of createInterface({ input: process.stdin })) {
  let code = 0;
  try {
    await import(pathToFileURL(path).href);
  } catch (error) {
    console.log(error instanceof Error ? error.stack : String(error));
    code = 1;
  }
  // A sample that set process.exitCode would have ended with it.
  if (process.exitCode) code = Number(process.exitCode);
  process.exitCode = undefined;
  process.stdout.write(`\n@@sample-exit ${code}@@\n`);
}
