// Code blocks that Docusaurus sites turn into tabs with remark plugins, read as those plugins
// read them, for markdown pages (markdown-it, render-markdown.ts) and MDX pages (remark,
// mdx/plugins.ts) alike — this module decides the tabs, each side only builds its nodes:
//
//   ```bash npm2yarn          one block → npm, Yarn, pnpm and Bun tabs (@docusaurus/remark-plugin-npm2yarn);
//   npm install x             the commands are converted by npm-to-yarn, the library that plugin uses
//   ```
//
//   ```js tab                 consecutive blocks marked `tab` → one tab each (docusaurus-remark-plugin-tab-blocks);
//   ```                       `tab={"label":"…"}` names a tab, `tab={"span":2}` puts the next block in it too
//
// Tab sets of one kind switch together (their groupId), as the plugins' `sync` does.
import convert from 'npm-to-yarn';
import { parseFenceInfo } from './code-block.js';
import { languageLabel } from './highlight.js';

/** A fenced block as both parsers give it: its language, the rest of its info string, its code. */
export interface FenceParts {
  lang: string;
  meta: string;
  code: string;
}

export interface FenceTab {
  label: string;
  /** The blocks the tab shows, in order (the block itself, or its converted copy). */
  blocks: FenceParts[];
}

export interface FenceTabSet {
  groupId: string;
  tabs: FenceTab[];
}

export const NPM2YARN_GROUP = 'npm2yarn';
export const TAB_BLOCKS_GROUP = 'code-examples';

const NPM2YARN = /(^|\s)npm2yarn(?=\s|$)/;
/** `tab`, or `tab={…}` with its JSON options (no nested braces in the plugin's options). */
const TAB = /(^|\s)tab(?:=(\{[^{}]*\}))?(?=\s|$)/;

const MANAGERS = [
  ['Yarn', 'yarn'],
  ['pnpm', 'pnpm'],
  ['Bun', 'bun'],
] as const;

/** A ```` ```bash npm2yarn ```` block as its four tabs; undefined for any other block. */
export function npm2yarnTabs(fence: FenceParts): FenceTabSet | undefined {
  if (!NPM2YARN.test(fence.meta)) return undefined;
  const meta = fence.meta.replace(NPM2YARN, '$1').trim();
  const npm = { ...fence, meta };
  return {
    groupId: NPM2YARN_GROUP,
    tabs: [{ label: 'npm', blocks: [npm] }, ...MANAGERS.map(([label, manager]) => ({ label, blocks: [{ ...npm, code: convertCommands(fence.code, manager) }] }))],
  };
}

/** npm-to-yarn converts one command at a time: each line is converted, comments and other commands kept. */
function convertCommands(code: string, manager: 'yarn' | 'pnpm' | 'bun'): string {
  return code
    .split('\n')
    .map((line) => (/^\s*npm\s/.test(line) ? convert(line, manager) : line))
    .join('\n');
}

export interface TabBlockMark {
  /** The block's info string without its `tab` mark. */
  meta: string;
  label?: string;
  /** How many blocks (this one and those after it) the tab shows. */
  span: number;
  /** What in `tab={…}` could not be read, for a warning. */
  problem?: string;
}

/** Whether a block is marked `tab` (docusaurus-remark-plugin-tab-blocks), and its options. */
export function tabBlockMark(fence: Pick<FenceParts, 'meta'>): TabBlockMark | undefined {
  const found = TAB.exec(fence.meta);
  if (!found) return undefined;
  const meta = fence.meta.replace(TAB, '$1').trim();
  if (found[2] === undefined) return { meta, span: 1 };
  try {
    const options = JSON.parse(found[2]) as { label?: unknown; span?: unknown };
    const span = typeof options.span === 'number' && Number.isInteger(options.span) && options.span > 1 ? options.span : 1;
    return { meta, label: typeof options.label === 'string' ? options.label : undefined, span };
  } catch {
    return { meta, span: 1, problem: `its options tab=${found[2]} are not JSON` };
  }
}

/** Consecutive blocks marked `tab` as one set (`spans` in order); each tab labelled by its option or language. */
export function tabBlockSet(fences: readonly FenceParts[], marks: readonly TabBlockMark[]): FenceTabSet {
  const tabs: FenceTab[] = [];
  for (let i = 0; i < fences.length;) {
    const mark = marks[i];
    const blocks = fences.slice(i, i + mark.span).map((fence, k) => ({ ...fence, meta: marks[i + k].meta }));
    const language = fences[i].lang || parseFenceInfo(fences[i].meta).language;
    tabs.push({ label: mark.label ?? (language ? languageLabel(language) : `Tab ${tabs.length + 1}`), blocks });
    i += blocks.length;
  }
  return { groupId: TAB_BLOCKS_GROUP, tabs };
}
