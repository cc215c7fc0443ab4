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
