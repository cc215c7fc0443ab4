// Links inside a reference page: an anchor becomes `#anchor` on its own page or `<page>#anchor`
// on another one (split references). Also hands out ids that are unique within the page.
import { createContext, useContext } from 'react';

export interface ReferenceLinks {
  /** href of an anchor (`operation/x`, `schema/Y`); undefined when nothing has that anchor. */
  href(anchor: string): string | undefined;
  /** A page-unique id with the given prefix (tab groups, variant groups). */
  uniqueId(prefix: string): string;
}

export const LinksContext = createContext<ReferenceLinks>({ href: (a) => `#${a}`, uniqueId: (p) => p });

export function useLinks(): ReferenceLinks {
  return useContext(LinksContext);
}

export function createLinks(href: (anchor: string) => string | undefined): ReferenceLinks {
  const counts = new Map<string, number>();
  return {
    href,
    uniqueId(prefix) {
      const n = (counts.get(prefix) ?? 0) + 1;
      counts.set(prefix, n);
      return n === 1 ? prefix : `${prefix}-${n}`;
    },
  };
}
