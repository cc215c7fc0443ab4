// The diagnostics reference (website/docs/reference/diagnostics.md), written from the registry of
// codes (src/diagnostics/codes.ts) that types every diagnostic specpress emits.
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../../diagnostics/codes.js';
import { compareText } from '../../util/compare-text.js';
import { cell, generatedNotice, inlineCode } from './markdown.js';

export function diagnosticsPage(): string {
  const codes = (Object.keys(DIAGNOSTIC_CODES) as DiagnosticCode[]).sort(compareText);
  return [
    '---',
    'title: Diagnostics reference',
    '---',
    '',
    '# Diagnostics reference',
    '',
    generatedNotice('the registry of diagnostic codes (src/diagnostics/codes.ts)'),
    '',
    'Every problem specpress reports is one line, `file:line:column: severity message [code]`, often followed by a `hint:` line saying what to do. The code is stable: match on it in scripts (`specpress validate --format json`). `--strict` turns every warning into an error. Below, each code: its severity, what triggers it, an example and the fix.',
    '',
    ...codes.flatMap((code) => {
      const entry = DIAGNOSTIC_CODES[code];
      return [
        `## ${code}`,
        '',
        `**Severity:** ${entry.severity.join(' or ')}. ${cell(entry.trigger)}`,
        '',
        `**Example:** ${inlineCode(entry.example.input)}`,
        '',
        '```text',
        entry.example.message,
        '```',
        '',
        `**Fix:** ${cell(entry.fix)}`,
        '',
      ];
    }),
  ].join('\n');
}
