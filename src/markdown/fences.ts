// Fenced code blocks found line by line, for the text-level passes that must leave code alone
// without a full parse (MDX 1 compatibility rewrites, the link scan of megabyte llms files):
// a fence opens with three or more backticks or tildes indented at most three spaces, and closes
// with a line of the same character, at least as long. Rendering uses markdown-it's own parse.
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** A code span as CommonMark delimits it: equal runs of backticks. A link inside one is no link. */
export const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;

/** Each fenced block as [first line, line after the last] (0-based), the fence lines included. */
export function fencedBlocks(lines: readonly string[]): [number, number][] {
  const blocks: [number, number][] = [];
  let open: { marker: string; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const marker = FENCE.exec(lines[i])?.[1];
    if (!open) {
      if (marker) open = { marker, line: i };
    } else if (marker && marker[0] === open.marker[0] && marker.length >= open.marker.length && lines[i].trim() === marker) {
      blocks.push([open.line, i + 1]);
      open = undefined;
    }
  }
  // An unclosed fence runs to the end (CommonMark).
  if (open) blocks.push([open.line, lines.length]);
  return blocks;
}
