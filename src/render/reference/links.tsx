// Links inside a reference page: an anchor becomes `#anchor` on its own page or `<page>#anchor`
// on another one (split references). Also hands out ids that are unique within the page, and
// carries the page's SchemaHtml writer.
import { createContext, useContext } from 'react';
import { SchemaHtml } from './schema-html.js';

export interface ReferenceLinks {
  /** href of an anchor (`operation/x`, `schema/Y`); undefined when nothing has that anchor. */
  href(anchor: string): string | undefined;
  /** A page-unique id with the given prefix (tab groups, variant groups). */
  uniqueId(prefix: string): string;
}

const SAME_PAGE_LINKS: ReferenceLinks = { href: (a) => `#${a}`, uniqueId: (p) => p };

export const LinksContext = createContext<ReferenceLinks>(SAME_PAGE_LINKS);

export function useLinks(): ReferenceLinks {
  return useContext(LinksContext);
}

/** The page's writer of schema trees, parameter rows and media bodies (see schema-html.ts). */
export const SchemaHtmlContext = createContext<SchemaHtml>(new SchemaHtml(SAME_PAGE_LINKS));

export function useSchemaHtml(): SchemaHtml {
  return useContext(SchemaHtmlContext);
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
