// What Docusaurus pages write that MDX 2+ no longer parses, rewritten before compiling as
// Docusaurus itself does (its `markdown.mdx1Compat`): HTML comments, `{#id}` heading ids and
// `:::note Title` admonition titles, and ```` ```mdx-code-block ```` fences unwrapped (mdx-code-block.ts). Also the
// front matter, which is read elsewhere, is blanked.
// Lines keep their numbers, so diagnostics point at the file as written. Code fences are left alone.
// A file compiled as markdown (`comments: false`) keeps its HTML comments: there they are comments,
// and `{/* … */}` would be shown as text.
import { fencedBlocks } from '../fences.js';
import { unwrapMdxCodeBlocks } from '../mdx-code-block.js';

export function mdx1Compat(text: string, { comments = true } = {}): string {
  const lines = text.split('\n');
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
    if (end > 0) for (let i = 0; i <= end; i++) lines[i] = '';
  }
  unwrapMdxCodeBlocks(lines);
  const inCode = new Set<number>();
  for (const [from, to] of fencedBlocks(lines)) for (let line = from; line < to; line++) inCode.add(line);
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (inCode.has(i) && !inComment) continue;
    let out = line;
    // <!-- … --> (possibly over several lines) → {/* … */}, outside inline code.
    if (comments && (inComment || out.includes('<!--'))) ({ out, open: inComment } = rewriteComments(out, inComment));
    // ## Title {#custom-id} → the braces escaped (the heading step reads the id; see plugins.ts).
    out = out.replace(/^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}\s*$/, '$1\\{#$2\\}');
    // :::note Title → :::note[Title]
    out = out.replace(/^(\s*:{3,}[a-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/i, '$1[$2]');
    lines[i] = out;
  }
  return lines.join('\n');
}

/** One line's comment markers as MDX comments; code spans keep theirs. */
function rewriteComments(line: string, inComment: boolean): { out: string; open: boolean } {
  let out = '';
  let open = inComment;
  for (let i = 0; i < line.length;) {
    if (!open && line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      const end = close === -1 ? i + run.length : close + run.length;
      out += line.slice(i, end);
      i = end;
    } else if (!open && line.startsWith('<!--', i)) {
      out += '{/*';
      open = true;
      i += 4;
    } else if (open && line.startsWith('-->', i)) {
      out += '*/}';
      open = false;
      i += 3;
    } else if (open && line.startsWith('*/', i)) {
      // A `*/` inside the comment would end the JS comment early.
      out += '* /';
      i += 2;
    } else {
      out += line[i];
      i++;
    }
  }
  return { out, open };
}
