import type { Diagnostic, GenerateResult } from '../api.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { relative } from 'node:path';
import type { Terminal } from './terminal.js';

/**
 * Each diagnostic at its place; a hint that several diagnostics of one code share is printed once,
 * at the first of them, with how many more it is for (a warning on 16 pages is not 16 hints).
 */
export function printDiagnostics(term: Terminal, diagnostics: readonly Diagnostic[]): void {
  const sharing = new Map<string, number>();
  const key = (d: Diagnostic) => `${d.code}\u0000${d.hint}`;
  for (const d of diagnostics) if (d.hint) sharing.set(key(d), (sharing.get(key(d)) ?? 0) + 1);
  const shown = new Set<string>();
  for (const d of diagnostics) {
    const count = d.hint ? (sharing.get(key(d)) ?? 1) : 1;
    let text: string;
    if (count === 1) text = formatDiagnostic(d, term.cwd);
    else if (shown.has(key(d))) text = formatDiagnostic({ ...d, hint: undefined }, term.cwd);
    else {
      shown.add(key(d));
      text = formatDiagnostic({ ...d, hint: `${d.hint} (This hint is for all ${count} [${d.code}] ${d.severity === 'error' ? 'errors' : 'warnings'} of this build; it is printed once.)` }, term.cwd);
    }
    if (d.severity === 'error') term.error(text);
    else term.warn(text);
  }
}

export function printSummary(term: Terminal, result: GenerateResult): void {
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const errors = result.diagnostics.length - warnings;
  const time = `${Math.round(result.totalMs)} ms`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (result.ok) {
    term.log(`✔ ${plural(result.pagesWritten, 'page')} written to ${relative(term.cwd, result.outDir) || '.'} (${plural(result.filesWritten, 'file')}), ${plural(warnings, 'warning')}, ${time}`);
  } else {
    term.error(`✖ build failed: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${time}; the previous output was left untouched`);
  }
}

export function printTimings(term: Terminal, timings: readonly { step: string; ms: number; heapMb: number }[]): void {
  const width = Math.max(...timings.map((t) => t.step.length));
  for (const t of timings) term.log(`  ${t.step.padEnd(width)}  ${t.ms.toFixed(0).padStart(5)} ms  ${t.heapMb.toFixed(0).padStart(5)} MB heap`);
}
