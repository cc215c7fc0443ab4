// The programmatic API: `import { generate, validate } from 'specpress'`. The CLI, the dev
// server and the tests are thin layers over these functions.
import { resolve } from 'node:path';
import { runPipeline, type PipelineOptions, type PipelineResult, type StepTiming } from './pipeline.js';
import { writeOutputAtomically } from './write/output.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';

export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export type { StepTiming, PipelineOptions } from './pipeline.js';
export type { SiteConfig } from './config/site-config.js';
export { formatDiagnostic, diagnosticsToJson } from './diagnostics/format.js';

export interface GenerateOptions extends PipelineOptions {
  /** Output folder; defaults to build/ next to the config... relative to cwd. */
  outDir?: string;
}

export interface GenerateResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pagesWritten: number;
  filesWritten: number;
  outDir: string;
  timings: StepTiming[];
  totalMs: number;
}

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const start = performance.now();
  const outDir = resolve(options.cwd ?? process.cwd(), options.outDir ?? 'build');
  const result = await runPipeline(options);
  if (result.ok) {
    const writeStart = performance.now();
    await writeOutputAtomically(outDir, result.files);
    result.timings.push({ step: 'write', ms: performance.now() - writeStart });
  }
  return summarize(result, outDir, performance.now() - start);
}

export interface ValidateResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StepTiming[];
}

/** Every check of generate, without writing anything. */
export async function validate(options: PipelineOptions = {}): Promise<ValidateResult> {
  const result = await runPipeline(options);
  return { ok: result.ok, diagnostics: result.diagnostics, timings: result.timings };
}

function summarize(result: PipelineResult, outDir: string, totalMs: number): GenerateResult {
  return {
    ok: result.ok,
    diagnostics: result.diagnostics,
    pagesWritten: result.pagesWritten,
    filesWritten: result.ok ? result.files.size : 0,
    outDir,
    timings: result.timings,
    totalMs,
  };
}
