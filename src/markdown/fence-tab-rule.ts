// The markdown pages' side of fence-tabs.ts: a core rule that turns an `npm2yarn` block into its
// package managers' tabs and a run of blocks marked `tab` into one tab set, with the markup of
// every other tab set (code-group.ts).
import type MarkdownIt from 'markdown-it';
import { npm2yarnTabs, tabBlockMark, tabBlockSet, type FenceParts, type FenceTabSet, type TabBlockMark } from './fence-tabs.js';
import { tabSetTokens } from './code-group.js';

type Parser = InstanceType<typeof MarkdownIt>;
type StateCore = Parameters<Parameters<Parser['core']['ruler']['push']>[1]>[0];
type Token = StateCore['tokens'][number];
interface Env {
  dropped?: { line: number; message: string }[];
}

function partsOf(fence: Token): FenceParts {
  const info = fence.info.trim();
  const lang = /^\S*/.exec(info)?.[0] ?? '';
  return { lang, meta: info.slice(lang.length).trim(), code: fence.content };
}

/** The set's tokens; `written[k]`: the block the k-th block shown comes from (its position, its fence). */
function setTokens(state: StateCore, set: FenceTabSet, written: (k: number) => Token): Token[] {
  let k = 0;
  const panels = set.tabs.map((tab) =>
    tab.blocks.map((block) => {
      const model = written(k++);
      const fence = new state.Token('fence', 'code', 0);
      Object.assign(fence, { markup: model.markup, block: true, level: model.level, map: model.map, info: `${block.lang} ${block.meta}`.trim(), content: block.code });
      return fence;
    }),
  );
  const headers = set.tabs.map((tab) => ({ value: tab.label, label: tab.label }));
  return tabSetTokens(state, headers, panels, set.groupId, written(0).map);
}

/** A core rule, after the block parse. */
export function fenceTabs(state: StateCore): void {
  const tokens = state.tokens;
  const env = state.env as Env;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'fence') continue;
    const npm = npm2yarnTabs(partsOf(tokens[i]));
    if (npm) {
      const written = tokens[i];
      const out = setTokens(state, npm, () => written);
      tokens.splice(i, 1, ...out);
      i += out.length - 1;
      continue;
    }
    // Blocks marked `tab` that follow one another (nothing between them) make one set.
    const marks: TabBlockMark[] = [];
    for (let k = i; k < tokens.length && tokens[k].type === 'fence'; k++) {
      const mark = tabBlockMark(partsOf(tokens[k]));
      if (!mark) break;
      if (mark.problem) env.dropped?.push({ line: (tokens[k].map?.[0] ?? 0) + 1, message: `this code block's tab options are ignored: ${mark.problem}` });
      marks.push(mark);
    }
    if (marks.length === 0) continue;
    const fences = tokens.slice(i, i + marks.length);
    const out = setTokens(
      state,
      tabBlockSet(
        fences.map((fence) => partsOf(fence)),
        marks,
      ),
      (k) => fences[k],
    );
    tokens.splice(i, marks.length, ...out);
    i += out.length - 1;
  }
}
