// A page's <meta name="description"> from a spec's markdown: its first sentence as plain text
// (the document shell escapes it). The reference's route page reads `info.description`, an
// operation's page (`reference.layout: operation`) the operation's `description`.

/** The first sentence of the first paragraph, without markdown syntax or HTML tags; undefined when there is no text. */
export function plainFirstSentence(markdown: string): string | undefined {
  const plain = markdown
    .split(/\n\s*\n/)[0]
    ?.replace(/<[^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  const end = plain.search(/[.!?](\s|$)/);
  return end > 0 ? plain.slice(0, end + 1) : plain.slice(0, 160);
}
