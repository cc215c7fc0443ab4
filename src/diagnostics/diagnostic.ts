// A problem found anywhere in the pipeline. Stages return these instead of throwing for
// content problems, so one run reports every problem and the caller decides what is fatal.
import { compareText } from '../util/compare-text.js';
import type { DiagnosticCode } from './codes.js';

export type Severity = 'error' | 'warning';

export interface SourcePosition {
  file: string;
  line: number; // 1-based
  column: number; // 1-based
}

export interface Diagnostic {
  /** Stable kebab-case code, e.g. `config-unknown-key`; tools and tests match on it. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  /** What to do about it. */
  hint?: string;
  file?: string;
  line?: number;
  column?: number;
}

export function diagnostic(code: DiagnosticCode, severity: Severity, message: string, where?: Partial<SourcePosition>, hint?: string): Diagnostic {
  return { code, severity, message, hint, file: where?.file, line: where?.line, column: where?.column };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** `--strict`: every warning becomes an error. */
export function promoteWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d));
}

/** Stable order: by file, then position, then code, so output is deterministic. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => compareText(a.file ?? '', b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareText(a.code, b.code));
}

/** Thrown only for failures that stop the pipeline at once (unreadable input, not content problems). */
export class FatalDiagnostics extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'FatalDiagnostics';
  }
}
