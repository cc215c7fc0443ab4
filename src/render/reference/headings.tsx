// Heading ranks follow the page, so its outline has no gaps (screen readers list headings by
// rank; Lighthouse and axe flag a skipped one): an operation's title is an h3 under its tag's h2
// on the reference, an h2 where the tag (or the schemas, the webhooks) is the page's h1 (a page
// of a split reference), and the h1 of an operation's own page; what the operation holds is
// ranked below its title.
import { createContext, useContext } from 'react';

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The rank (1–3) of the titles of the operations, webhooks and schemas on the page being rendered. */
export const ItemRank = createContext(3);

export function headingTag(rank: number): HeadingTag {
  return `h${Math.min(6, Math.max(1, rank))}` as HeadingTag;
}

/** The tag of a heading `depth` levels below the page's item titles (0: an item's title). */
export function useHeading(depth: number): HeadingTag {
  return headingTag(useContext(ItemRank) + depth);
}

const HEADING_TAG = /<(\/?)h([1-6])\b/g;

/**
 * A description's markdown headings ranked below the heading they sit under: the ranks the text
 * uses, highest first, become the ranks after `under`, one apart. A spec's author writes `####`
 * for a sub-title of an operation's description whatever rank the operation gets on a page
 * (GitHub's "Example encrypting a secret using Node.js" was an h4 under an h2), and may skip a
 * rank of their own (`#` then `###`). The HTML is the sanitiser's, so a heading tag is `<hN` or
 * `</hN` followed by a space or `>`.
 */
export function headingsUnder(html: string, under: HeadingTag): string {
  if (!html.includes('<h')) return html;
  const used = new Set<number>();
  for (const match of html.matchAll(HEADING_TAG)) used.add(Number(match[2]));
  if (used.size === 0) return html;
  const first = Number(under[1]) + 1;
  const rank = new Map([...used].sort((a, b) => a - b).map((level, i) => [level, first + i]));
  if ([...rank].every(([level, to]) => level === to)) return html;
  return html.replace(HEADING_TAG, (_, close: string, level: string) => `<${close}${headingTag(rank.get(Number(level))!)}`);
}
