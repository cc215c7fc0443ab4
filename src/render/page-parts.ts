// Which optional parts a page loads: stylesheets and runtime parts (scripts) found in its
// content's HTML, so a page without tabs, diagrams, footnotes or an API reference downloads none
// of their CSS or JavaScript (and every writer of that markup is covered). A part's script is
// linked in the page's head (src/render/document.ts) and imported by the runtime, after every
// render of a page that lists it (src/client/parts.ts), client navigation included.
import type { PageModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';
import { hasDiagram } from '../markdown/diagram.js';

/** Stylesheets of optional content, each in templates/assets/<name>.css (published by src/bundle/assets.ts), in this order. */
export const PAGE_STYLESHEETS = ['reference', 'components', 'admonitions', 'code-blocks', 'footnotes', 'diagrams'] as const;
export type PageStylesheet = (typeof PAGE_STYLESHEETS)[number];

/** Runtime parts: modules of their own (bin/build.mjs) exporting `enhance(page)`, in this order. */
export const PAGE_SCRIPTS = ['reference', 'tabs', 'diagrams'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

/**
 * The classes that show a part, where an element's class attribute starts with them:
 * 1. the components: src/markdown/tabs-markup.ts and the MDX components (src/markdown/mdx/components);
 *    `sp-tabs` also marks a tab set (markdown code groups, MDX <Tabs>, the reference's switchers);
 * 2. src/markdown/admonition.ts and the MDX <Admonition>;
 * 3. src/markdown/code-block.ts: a block with a title, highlighted lines or line numbers;
 * 4. the footnotes' section, as markdown-it-footnote (markdown) and remark-gfm (MDX) write it.
 * Found in one pass of one expression: a reference page has tens of thousands of `class="`, and
 * four searches of its megabytes, one for each, were 3% of GitHub's build.
 */
const COMPONENTS = new Set(['tabs', 'details', 'card', 'card-grid', 'steps', 'badge', 'file-tree']);

/** A class attribute starting with a part's class (`sp-` any component's), and what follows the class: a space or the value's end. */
const PART_CLASS = /class="(admonition|md-code|footnotes|sp-[^"\t\n\f\r ]*)(?=(["\t\n\f\r ]))/g;

/** Which parts' classes start a class attribute in `html` (the footnotes' alone in it). */
function classUses(html: string): { components: boolean; tabs: boolean; admonitions: boolean; codeBlocks: boolean; footnotes: boolean } {
  const uses = { components: false, tabs: false, admonitions: false, codeBlocks: false, footnotes: false };
  for (const [, name, after] of html.matchAll(PART_CLASS)) {
    if (name === 'admonition') uses.admonitions = true;
    else if (name === 'md-code') uses.codeBlocks = true;
    else if (name === 'footnotes') uses.footnotes ||= after === '"';
    else {
      const component = name.slice('sp-'.length);
      uses.components ||= COMPONENTS.has(component);
      uses.tabs ||= component === 'tabs';
    }
  }
  return uses;
}

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

/**
 * Whether a page's HTML may hold a formula or a diagram. A reference page's text comes from the
 * plain renderer (CommonMark + GFM, src/render/reference/description-html.ts), which writes neither, and
 * the page chrome holds no markdown: its megabytes (GitHub's split reference: 68 MB) are not
 * searched for them, three times over.
 */
export function mayShowMathOrDiagrams(page: PageModel): boolean {
  return page.kind !== 'reference';
}

/** `body`: the page's rendered body (a reference page's switchers are tab sets too). */
function pageUses(page: PageModel, body: string): PageUses {
  const content = page.kind === 'markdown' ? pageBodies.read(page).html : page.kind === 'reference' ? body : '';
  const uses = classUses(content);
  return {
    reference: page.kind === 'reference',
    components: uses.components,
    tabs: uses.tabs,
    // The old-version banner (components/VersionBanner.tsx) looks like a warning admonition.
    // …and so does the notice on a page not translated yet.
    admonitions: uses.admonitions || (page.docsVersion !== undefined && page.docsVersion.banner !== 'none') || page.untranslated !== undefined,
    codeBlocks: uses.codeBlocks,
    footnotes: uses.footnotes,
    diagrams: mayShowMathOrDiagrams(page) && hasDiagram(content),
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
