// Which optional stylesheets a page links: found in its content's HTML, so a page without tabs
// or other components loads none of their CSS (and every writer of that markup is covered).
import type { PageModel } from '../model/types.js';

/** Stylesheets of optional content, each in templates/assets/<name>.css (published by src/bundle/assets.ts). */
export const PAGE_STYLESHEETS = ['components'] as const;
export type PageStylesheet = (typeof PAGE_STYLESHEETS)[number];

/** Classes written by src/markdown/tabs-markup.ts and the MDX components (src/markdown/mdx/components). */
const COMPONENT_MARKUP = /class="sp-(?:tabs|details|card|card-grid|steps|badge|file-tree)[\s"]/;

/** `body`: the page's rendered body (a reference page's switchers are tab sets too). */
export function pageStylesheets(page: PageModel, body: string): PageStylesheet[] {
  if (page.kind === 'markdown') return COMPONENT_MARKUP.test(page.html) ? ['components'] : [];
  return page.kind === 'reference' && COMPONENT_MARKUP.test(body) ? ['components'] : [];
}
