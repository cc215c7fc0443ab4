// Where a blog post's excerpt ends: `<!-- truncate -->` in markdown, `{/* truncate */}` in MDX, a
// line of its own (as Docusaurus reads them). The blog (model/blog/posts.ts) writes a mark in its
// place before the post is rendered, markdown and MDX alike (an MDX post is compiled from its file:
// compile-mdx.ts writes the mark in when asked), and takes the mark out of the HTML again.

/** Stands where the truncate line was: a paragraph of its own in the rendered HTML, where the excerpt ends. */
export const TRUNCATE_MARK = 'specpress-truncate-7f3a9c';
export const TRUNCATE_HTML = `<p>${TRUNCATE_MARK}</p>`;
const TRUNCATE_LINE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** The text with its first truncate line replaced by the mark (on the same line: positions stay), and where that line was. */
export function markTruncate(text: string): { text: string; at?: { index: number; length: number } } {
  const match = TRUNCATE_LINE.exec(text);
  if (!match) return { text };
  return { text: `${text.slice(0, match.index)}${TRUNCATE_MARK}${text.slice(match.index + match[0].length)}`, at: { index: match.index, length: match[0].length } };
}
