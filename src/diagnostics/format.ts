import type { Diagnostic } from './diagnostic.js';
import { relative } from 'node:path';

/** `file:line:col: severity message` + an indented hint: the format editors and CI logs link. */
export function formatDiagnostic(d: Diagnostic, cwd = process.cwd()): string {
  const where = d.file ? `${relative(cwd, d.file) || d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}: ` : '';
  const head = `${where}${d.severity} ${d.message} [${d.code}]`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}

export function diagnosticsToJson(diagnostics: readonly Diagnostic[], cwd = process.cwd()): string {
  return JSON.stringify(
    diagnostics.map((d) => ({
      file: d.file ? relative(cwd, d.file) || d.file : null,
      line: d.line ?? null,
      column: d.column ?? null,
      severity: d.severity,
      code: d.code,
      message: d.message,
      hint: d.hint ?? null,
    })),
    null,
    2,
  );
}
