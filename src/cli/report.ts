import type { Diagnostic, GenerateResult } from '../api.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { relative } from 'node:path';

export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) (d.severity === 'error' ? console.error : console.warn)(formatDiagnostic(d));
}

export function printSummary(result: GenerateResult): void {
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const errors = result.diagnostics.length - warnings;
  const time = `${Math.round(result.totalMs)} ms`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (result.ok) {
    console.log(
      `✔ ${plural(result.pagesWritten, 'page')} written to ${relative(process.cwd(), result.outDir) || '.'} (${plural(result.filesWritten, 'file')}), ${plural(warnings, 'warning')}, ${time}`,
    );
  } else {
    console.error(`✖ build failed: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${time}; the previous output was left untouched`);
  }
}

export function printTimings(timings: readonly { step: string; ms: number; heapMb: number }[]): void {
  const width = Math.max(...timings.map((t) => t.step.length));
  for (const t of timings) console.log(`  ${t.step.padEnd(width)}  ${t.ms.toFixed(0).padStart(5)} ms  ${t.heapMb.toFixed(0).padStart(5)} MB heap`);
}
