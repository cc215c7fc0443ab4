// Which optional parts a page loads: stylesheets and runtime parts (scripts) found in its
// content's HTML, so a page without tabs, diagrams, footnotes or an API reference downloads none
// of their CSS or JavaScript (and every writer of that markup is covered). A part's script is
// linked in the page's head (src/render/document.ts) and imported by the runtime, after every
// render of a page that lists it (src/client/parts.ts), client navigation included.
import type { PageModel } from '../model/types.js';
import { hasDiagram } from '../markdown/diagram.js';

/** Stylesheets of optional content, each in templates/assets/<name>.css (published by src/bundle/assets.ts), in this order. */
export const PAGE_STYLESHEETS = ['reference', 'components', 'admonitions', 'code-blocks', 'footnotes', 'diagrams'] as const;
export type PageStylesheet = (typeof PAGE_STYLESHEETS)[number];

/** Runtime parts: modules of their own (bin/build.mjs) exporting `enhance(page)`, in this order. */
export const PAGE_SCRIPTS = ['reference', 'tabs', 'diagrams'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

/** Classes written by src/markdown/tabs-markup.ts and the MDX components (src/markdown/mdx/components). */
const COMPONENT_MARKUP = /class="sp-(?:tabs|details|card|card-grid|steps|badge|file-tree)[\s"]/;
/** Tab sets (src/markdown/tabs-markup.ts): markdown code groups, MDX <Tabs>, the reference's switchers. */
const TABS_MARKUP = /class="sp-tabs[\s"]/;
/** src/markdown/admonition.ts and the MDX <Admonition>. */
const ADMONITION_MARKUP = /class="admonition[\s"]/;
/** src/markdown/code-block.ts: a block with a title, highlighted lines or line numbers. */
const CODE_BLOCK_MARKUP = /class="md-code[\s"]/;
/** The footnotes' section, as markdown-it-footnote (markdown) and remark-gfm (MDX) write it. */
const FOOTNOTES_MARKUP = /class="footnotes"/;

/** What a page's content uses, read once from its HTML. */
interface PageUses {
  reference: boolean;
  components: boolean;
  tabs: boolean;
  admonitions: boolean;
  codeBlocks: boolean;
  footnotes: boolean;
  diagrams: boolean;
}

/** `body`: the page's rendered body (a reference page's switchers are tab sets too). */
function pageUses(page: PageModel, body: string): PageUses {
  const content = page.kind === 'markdown' ? page.html : page.kind === 'reference' ? body : '';
  return {
    reference: page.kind === 'reference',
    components: COMPONENT_MARKUP.test(content),
    tabs: TABS_MARKUP.test(content),
    admonitions: ADMONITION_MARKUP.test(content),
    codeBlocks: CODE_BLOCK_MARKUP.test(content),
    footnotes: FOOTNOTES_MARKUP.test(content),
    diagrams: hasDiagram(content),
  };
}

export interface PageParts {
  stylesheets: PageStylesheet[];
  scripts: PageScript[];
}

export function pageParts(page: PageModel, body: string): PageParts {
  const uses = pageUses(page, body);
  const stylesheet: Record<PageStylesheet, boolean> = {
    reference: uses.reference,
    components: uses.components,
    admonitions: uses.admonitions,
    'code-blocks': uses.codeBlocks,
    footnotes: uses.footnotes,
    diagrams: uses.diagrams,
  };
  const script: Record<PageScript, boolean> = { reference: uses.reference, tabs: uses.tabs, diagrams: uses.diagrams };
  return { stylesheets: PAGE_STYLESHEETS.filter((name) => stylesheet[name]), scripts: PAGE_SCRIPTS.filter((name) => script[name]) };
}
