// Which optional parts a page loads: stylesheets and runtime parts (scripts) found in its
// content's HTML, so a page without tabs, diagrams, footnotes or an API reference downloads none
// of their CSS or JavaScript (and every writer of that markup is covered). A part's script is
// linked in the page's head (src/render/document.ts) and imported by the runtime, after every
// render of a page that lists it (src/client/parts.ts), client navigation included.
import type { PageModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';
import { hasDiagram } from '../markdown/diagram.js';
import { isHtmlSpace } from '../shared/escape-html.js';

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
 * Found with a few plain searches, each ending at its first find: a regular expression tried at
 * every `class="` of a reference page (tens of thousands a page) was 4% of GitHub's build.
 */
const COMPONENTS = new Set(['tabs', 'details', 'card', 'card-grid', 'steps', 'badge', 'file-tree']);

/** Whether an element's class attribute starts with the class `name` (followed by a space or its end; `alone`: its end). */
function startsClass(html: string, name: string, alone = false): boolean {
  const needle = `class="${name}`;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + 1)) {
    const next = html.charCodeAt(at + needle.length);
    if (next === 34 || (!alone && isHtmlSpace(next))) return true;
  }
  return false;
}

/**
 * Whether a component class (`sp-…`) starts a class attribute in `html`, and whether a tab set's
 * does: all a page's parts need to know, so the search ends at the first tab set (a reference
 * page holds thousands of other `sp-` classes, which a search for every component read to the end).
 */
function componentUses(html: string): { any: boolean; tabs: boolean } {
  const needle = 'class="sp-';
  let any = false;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + 1)) {
    let end = at + needle.length;
    while (end < html.length && html.charCodeAt(end) !== 34 && !isHtmlSpace(html.charCodeAt(end))) end++;
    const name = html.slice(at + needle.length, end);
    if (name === 'tabs') return { any: true, tabs: true };
    any ||= COMPONENTS.has(name);
  }
  return { any, tabs: false };
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
  const components = componentUses(content);
  return {
    reference: page.kind === 'reference',
    components: components.any,
    tabs: components.tabs,
    // The old-version banner (components/VersionBanner.tsx) looks like a warning admonition.
    // …and so does the notice on a page not translated yet.
    admonitions: startsClass(content, 'admonition') || (page.docsVersion !== undefined && page.docsVersion.banner !== 'none') || page.untranslated !== undefined,
    codeBlocks: startsClass(content, 'md-code'),
    footnotes: startsClass(content, 'footnotes', true),
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
