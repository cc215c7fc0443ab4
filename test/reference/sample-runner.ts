// One long-lived process that runs code samples one at a time (test/reference/RunJavaSamples.java,
// run-python-samples.py, run-node-samples.mjs): a line on its stdin names a sample, and a line
// `@@sample-exit <code>@@` on its stdout ends that sample's run with the exit code its own process
// would have had. For code-samples-run.test.ts: one interpreter or JVM start per language, not one
// per sample. A runner that ends, or a sample that runs over its time, fails the run waiting.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface SampleExit {
  exitCode: number;
  /** What the runner printed on both streams for this step (the sample's output, a stack). */
  output: string;
}

const EXIT_LINE = /\r?\n@@sample-exit (\d+)@@\r?\n/;

export class SampleRunner {
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private ended: string | undefined;
  private waiting: { done: (exit: SampleExit) => void; fail: (error: Error) => void } | undefined;

  constructor(command: readonly string[], cwd: string) {
    this.child = spawn(command[0], command.slice(1), { cwd, stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8').on('data', (text: string) => {
      this.stdout += text;
      this.settle();
    });
    this.child.stderr.setEncoding('utf8').on('data', (text: string) => void (this.stderr += text));
    this.child.on('error', (error) => this.end(String(error)));
    this.child.on('exit', (code, signal) => this.end(`exited with ${code ?? signal}`));
  }

  /** The next `@@sample-exit@@` line (the first step's: a runner that compiles first). */
  next(timeoutMs: number): Promise<SampleExit> {
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no exit line after ${timeoutMs} ms:\n${this.stdout}\n${this.stderr}`)), timeoutMs);
      this.waiting = {
        done: (exit) => (clearTimeout(timer), done(exit)),
        fail: (error) => (clearTimeout(timer), fail(error)),
      };
      this.settle();
    });
  }

  /** Runs one sample (`line`: what names it to the runner) and resolves with its exit. */
  run(line: string, timeoutMs = 60_000): Promise<SampleExit> {
    const exit = this.next(timeoutMs);
    this.child.stdin.write(`${line}\n`);
    return exit;
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }

  private settle(): void {
    if (!this.waiting) return;
    const match = EXIT_LINE.exec(this.stdout);
    if (match) {
      const exit = { exitCode: Number(match[1]), output: `${this.stdout.slice(0, match.index)}\n${this.stderr}` };
      this.stdout = this.stdout.slice(match.index + match[0].length);
      this.stderr = '';
      const { done } = this.waiting;
      this.waiting = undefined;
      done(exit);
    } else if (this.ended !== undefined) {
      const { fail } = this.waiting;
      this.waiting = undefined;
      fail(new Error(`the sample runner ${this.ended}:\n${this.stdout}\n${this.stderr}`));
    }
  }

  private end(why: string): void {
    this.ended = why;
    this.settle();
  }
}
