// What the three generated reference pages share: the notice that they are generated, and table
// cells whose text cannot break a markdown table.
export const REGENERATE_COMMAND = 'npm run docs:reference';

export function generatedNotice(source: string): string {
  return `This page is generated from ${source} by \`${REGENERATE_COMMAND}\`: do not edit it by hand.`;
}

/** Text for a markdown table cell: pipes and angle brackets escaped (shown, not read as HTML), lines joined. */
export function cell(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

/** Text as one inline code span, whatever backticks it holds (a fence one longer than its longest run). */
export function inlineCode(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...(oneLine.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine}${pad}${fence}`;
}
