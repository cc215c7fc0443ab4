// The remark and rehype steps of the MDX compiler: what Docusaurus and Starlight pages write
// beyond MDX itself, turned into the same markup markdown pages get.
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { BlockContent, Blockquote, Code, Paragraph, Parent, Root as MdastRoot, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { isAdmonitionKind } from '../admonition.js';
import { parseFenceInfo } from '../code-block.js';
import { CODE_GROUP } from '../code-group.js';
import { npm2yarnTabs, tabBlockMark, tabBlockSet, type FenceTabSet, type TabBlockMark } from '../fence-tabs.js';
import { rebasedLink } from '../markdown-links.js';
import { languageLabel } from '../highlight.js';

type AnyParent = Parent & { children: RootContent[] };

function walk(node: RootContent | MdastRoot, visit: (node: RootContent, parent: AnyParent, index: number) => void): void {
  if (!('children' in node)) return;
  const parent = node as AnyParent;
  for (let index = 0; index < parent.children.length; index++) {
    visit(parent.children[index], parent, index);
    walk(parent.children[index], visit);
  }
}

function textOf(node: RootContent | MdastRoot): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

function admonition(kind: string, title: string | undefined, children: BlockContent[], position: RootContent['position']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes: [attribute('type', kind), ...(title ? [attribute('title', title)] : [])],
    children: children as MdxJsxFlowElement['children'],
    position,
  };
}

/** The provided components a `:::code-group` becomes (builtins.ts): private names, so a page's own Tabs cannot take their place. */
export const CODE_GROUP_TABS = 'SpecpressTabs';
export const CODE_GROUP_TAB = 'SpecpressTabItem';

/**
 * VitePress' `:::code-group` (`:::code-group os` names its groupId): each fenced block a tab,
 * labelled as in markdown pages (code-group.ts): its `[label]`, else its title="…", else its
 * language. What stands before the first block goes with it; after a block, with that block.
 */
function codeGroup(groupId: string | undefined, children: BlockContent[], position: RootContent['position']): MdxJsxFlowElement {
  const tabs: { label: string; children: BlockContent[] }[] = [];
  let pending: BlockContent[] = [];
  for (const child of children) {
    if (child.type !== 'code') {
      (tabs[tabs.length - 1]?.children ?? pending).push(child);
      continue;
    }
    const meta = child.meta ?? '';
    const bracket = /\[([^\]]+)\]/.exec(meta);
    const { title } = parseFenceInfo(`${child.lang ?? ''} ${meta}`);
    const label = bracket?.[1] ?? title ?? (child.lang ? languageLabel(child.lang) : `Tab ${tabs.length + 1}`);
    // The `[label]` is the tab's, not the block's: the rest of the info string (title, {1,3}) stays.
    if (bracket) child.meta = meta.replace(bracket[0], '').trim() || null;
    tabs.push({ label, children: [...pending, child] });
    pending = [];
  }
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_GROUP_TABS,
    attributes: groupId ? [attribute('groupId', groupId)] : [],
    children: tabs.map((tab): MdxJsxFlowElement => ({
      type: 'mdxJsxFlowElement',
      name: CODE_GROUP_TAB,
      attributes: [attribute('value', tab.label), attribute('label', tab.label)],
      children: tab.children as MdxJsxFlowElement['children'],
    })),
    position,
  };
}

/**
 * `:::note`, `:::note[Title]` (and `:::note Title`, rewritten before parsing) become <Admonition>.
 * An unknown container keeps its content, with a warning; `:name` text that only looks like a
 * directive (`10:30`, `a:b`) is put back as the text it was.
 */
export function remarkAdmonitions() {
  return (tree: MdastRoot, file: VFile) => {
    const source = String(file.value);
    walk(tree, (node, parent, index) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        const [first, ...rest] = directive.children;
        const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
        const title = labelled ? textOf(first) : undefined;
        const children = (labelled ? rest : directive.children) as BlockContent[];
        if (isAdmonitionKind(directive.name)) {
          parent.children[index] = admonition(directive.name, title, children, directive.position);
        } else if (directive.name === CODE_GROUP) {
          parent.children[index] = codeGroup(title, children, directive.position);
        } else {
          file.message(
            `The container ":::${directive.name}" is unknown; its content is shown without it (admonitions are note, tip, info, warning, danger, caution and important; tabs of code are :::code-group)`,
            directive.position,
          );
          parent.children[index] = { type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: children as MdxJsxFlowElement['children'], position: directive.position };
        }
      } else if (node.type === 'leafDirective' || node.type === 'textDirective') {
        const directive = node as LeafDirective | TextDirective;
        const start = directive.position?.start.offset;
        const end = directive.position?.end.offset;
        const written = start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}`;
        const text: Text = { type: 'text', value: written, position: directive.position };
        parent.children[index] = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text], position: directive.position } as Paragraph) : text;
      }
    });
  };
}

/** A tab set of fence-tabs.ts as the provided tab components; each block keeps `written`'s position. */
function fenceTabSet(set: FenceTabSet, written: (k: number) => Code): MdxJsxFlowElement {
  let k = 0;
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_GROUP_TABS,
    attributes: [attribute('groupId', set.groupId)],
    children: set.tabs.map((tab): MdxJsxFlowElement => ({
      type: 'mdxJsxFlowElement',
      name: CODE_GROUP_TAB,
      attributes: [attribute('value', tab.label), attribute('label', tab.label)],
      children: tab.blocks.map((block): Code => ({ type: 'code', lang: block.lang || null, meta: block.meta || null, value: block.code, position: written(k++).position })),
    })),
    position: written(0).position,
  };
}

/**
 * Docusaurus's npm2yarn blocks and tab blocks (fence-tabs.ts decides the tabs, as for markdown pages):
 * ```` ```bash npm2yarn ```` becomes npm, Yarn, pnpm and Bun tabs; consecutive blocks marked `tab`, one set.
 */
export function remarkFenceTabs() {
  return (tree: MdastRoot, file: VFile) => {
    const parts = (code: Code) => ({ lang: code.lang ?? '', meta: code.meta ?? '', code: code.value });
    walk(tree, (node, parent, index) => {
      if (node.type !== 'code') return;
      const npm = npm2yarnTabs(parts(node));
      if (npm) {
        parent.children[index] = fenceTabSet(npm, () => node);
        return;
      }
      const blocks: Code[] = [];
      const marks: TabBlockMark[] = [];
      for (let k = index; k < parent.children.length; k++) {
        const block = parent.children[k];
        const mark = block.type === 'code' ? tabBlockMark(parts(block)) : undefined;
        if (!mark || block.type !== 'code') break;
        if (mark.problem) file.message(`This code block's tab options are ignored: ${mark.problem}`, block.position);
        blocks.push(block);
        marks.push(mark);
      }
      if (blocks.length === 0) return;
      const set = tabBlockSet(blocks.map(parts), marks);
      parent.children.splice(
        index,
        blocks.length,
        fenceTabSet(set, (k) => blocks[k]),
      );
    });
  };
}

const GITHUB_ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/** GitHub's alerts (`> [!NOTE]`) become <Admonition>, as in markdown pages. */
export function remarkGithubAlerts() {
  return (tree: MdastRoot) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== 'blockquote') return;
      const quote = node as Blockquote;
      const paragraph = quote.children[0];
      const text = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
      const match = text?.type === 'text' ? GITHUB_ALERT.exec(text.value) : null;
      if (!match || !text || text.type !== 'text' || paragraph.type !== 'paragraph') return;
      text.value = text.value.slice(match[0].length);
      if (text.value === '') paragraph.children.shift();
      const children = paragraph.children.length === 0 ? quote.children.slice(1) : quote.children;
      parent.children[index] = admonition(match[1].toLowerCase(), undefined, children as BlockContent[], quote.position);
    });
  };
}

function hastText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(hastText).join('') : '';
}

/**
 * Headings get ids as markdown pages give them (GitHub's slugs, `{#id}` kept), and an anchor link
 * from level 2 on; a fenced block's info string after the language reaches <pre> as `metastring`.
 */
export function rehypeHeadingsAndCode() {
  return (tree: HastRoot) => {
    const slugger = new GithubSlugger();
    const visit = (node: HastRoot | ElementContent) => {
      if (!('children' in node)) return;
      for (const child of node.children) {
        if (child.type !== 'element') {
          visit(child as ElementContent);
          continue;
        }
        const element = child as Element;
        if (/^h[1-6]$/.test(element.tagName) && element.properties.id === undefined) {
          let explicit: string | undefined;
          // Docusaurus 3's MDX form of an id: `## Title {/* #custom-id */}` (an MDX comment).
          const comment = element.children.findIndex((node) => (node.type as string) === 'mdxTextExpression' && /^\s*\/\*\s*#[\w-]+\s*\*\/\s*$/.test((node as unknown as { value: string }).value));
          if (comment >= 0) {
            explicit = /#([\w-]+)/.exec((element.children[comment] as unknown as { value: string }).value)![1];
            element.children.splice(comment, 1);
          }
          const last = element.children[element.children.length - 1];
          if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
          if (last?.type === 'text' && !explicit) {
            const match = /\s*\{#([\w-]+)\}\s*$/.exec(last.value);
            if (match) {
              explicit = match[1];
              last.value = last.value.slice(0, match.index);
            }
          }
          const id = explicit ?? slugger.slug(element.children.map(hastText).join(''));
          element.properties.id = id;
          if (element.tagName !== 'h1')
            element.children.push({
              type: 'element',
              tagName: 'a',
              properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: 'Link to this section' },
              children: [{ type: 'text', value: '#' }],
            });
        }
        if (element.tagName === 'code' && typeof (element.data as { meta?: unknown } | undefined)?.meta === 'string') {
          element.properties.metastring = (element.data as { meta: string }).meta;
        }
        visit(element);
      }
    };
    visit(tree);
  };
}

/** remark-math's formulas become <MathFormula>, rendered by KaTeX at build time (math.ts). */
export function remarkMathFormulas() {
  return (tree: MdastRoot) => {
    walk(tree, (node, parent, index) => {
      const type = node.type as string;
      if (type !== 'math' && type !== 'inlineMath') return;
      const tex = (node as unknown as { value: string }).value;
      const attributes: MdxJsxAttribute[] = [attribute('tex', tex), ...(type === 'math' ? [{ type: 'mdxJsxAttribute' as const, name: 'display', value: null }] : [])];
      parent.children[index] = { type: type === 'math' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name: 'MathFormula', attributes, children: [], position: node.position } as RootContent;
    });
  };
}

/** The provided component that JSX `<img>` becomes (builtins.ts). */
export const JSX_IMG = 'SpecpressImg';
export const JSX_HEAD = 'SpecpressHead';

/**
 * The prop that tells the image component where its source is written (`line:column` in the
 * page's file), so a problem with the image is reported there, not where its text first appears.
 */
export const IMAGE_AT = 'specpressAt';

/**
 * `<img src="/img/x.png" />` written as JSX is resolved like a markdown image (the base URL in
 * front, an image beside the page published with it): MDX gives the page's components only to
 * markdown's elements, so the JSX tag is renamed to a provided component that does the same.
 * Both kinds of image get the position of their source from the syntax tree (IMAGE_AT).
 */
export function remarkJsxImages() {
  return (tree: MdastRoot, file: VFile) => {
    const text = String(file.value);
    walk(tree, (node) => {
      // A <head> written in the page is Docusaurus' <Head> (its tags go to the page's head).
      if (node.type === 'mdxJsxFlowElement' && node.name === 'head') node.name = JSX_HEAD;
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
        node.name = JSX_IMG;
        const src = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'src');
        const at = writtenAt(text, src?.position ?? node.position, typeof src?.value === 'string' ? src.value : undefined);
        if (at) node.attributes.push(attribute(IMAGE_AT, at));
      } else if (node.type === 'image') {
        const at = writtenAt(text, node.position, node.url);
        if (at) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [IMAGE_AT]: at } };
      }
    });
  };
}

/** `line:column` of `value` within the node at `position` (of the node itself when its text is not found there). */
function writtenAt(text: string, position: RootContent['position'], value: string | undefined): string | undefined {
  if (!position) return undefined;
  const { start, end } = position;
  const found = value && start.offset !== undefined && end.offset !== undefined ? text.slice(start.offset, end.offset).indexOf(value) : -1;
  if (found < 0) return `${start.line}:${start.column}`;
  const before = text.slice(start.offset!, start.offset! + found);
  const newline = before.lastIndexOf('\n');
  const line = start.line + (before.split('\n').length - 1);
  return `${line}:${newline < 0 ? start.column + found : found - newline}`;
}

/**
 * A partial's links and images, written from its own folder (`fromDir`), rewritten from the
 * folder of the page that includes it (`toDir`): the page resolves them, and Docusaurus resolves
 * a partial's from the partial (markdown-links.ts, rebasedLink: the same rule for the page's
 * machine outputs). JSX `<img src>` is rewritten too.
 */
export function remarkPartialLinks(options: { fromDir: string; toDir: string }) {
  const { fromDir, toDir } = options;
  return (tree: MdastRoot) => {
    walk(tree, (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = rebasedLink(node.url, fromDir, toDir);
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img')
        for (const attribute of node.attributes)
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'src' && typeof attribute.value === 'string') attribute.value = rebasedLink(attribute.value, fromDir, toDir);
    });
  };
}

/**
 * `style="display: flex; margin-top: 1rem"` on a JSX element: Astro's MDX takes the CSS text,
 * React wants an object and throws at render. The text becomes that object
 * (`{ display: 'flex', marginTop: '1rem' }`; custom properties keep their name), so pages
 * written for Astro render as there.
 */
export function remarkStringStyles() {
  return (tree: MdastRoot) => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'style' || typeof attribute.value !== 'string') continue;
        const declarations = styleDeclarations(attribute.value);
        const object = `{${declarations.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(', ')}}`;
        attribute.value = {
          type: 'mdxJsxAttributeValueExpression',
          value: object,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: declarations.map(([name, value]) => ({
                      type: 'Property',
                      kind: 'init',
                      method: false,
                      shorthand: false,
                      computed: false,
                      key: { type: 'Literal', value: name },
                      value: { type: 'Literal', value },
                    })),
                  },
                },
              ],
            },
          },
        };
      }
    });
  };
}

/** `margin-top: 1rem; --accent: red` → [['marginTop', '1rem'], ['--accent', 'red']], as React names style properties. */
function styleDeclarations(css: string): [string, string][] {
  const out: [string, string][] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property === '' || value === '') continue;
    out.push([
      property.startsWith('--')
        ? property
        : property
            .toLowerCase()
            .replace(/^-ms-/, 'ms-')
            .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]);
  }
  return out;
}
