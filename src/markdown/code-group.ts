// Tabs of code blocks in plain markdown, as VitePress writes them:
//
//   :::code-group [groupId]
//   ```js [config.js]
//   …
//   ```
//   ```py
//   …
//   ```
//   :::
//
// Each fence is a tab, labelled by its `[label]`, else its title="…", else its language. The markup
// is the one MDX's <Tabs> writes (tabs-markup.ts); with a groupId, sets switch together.
import type MarkdownIt from 'markdown-it';
import { parseFenceInfo } from './code-block.js';
import { languageLabel } from './highlight.js';
import { tabPanelOpenHtml, tabsOpenHtml, type TabHeader } from './tabs-markup.js';

export const CODE_GROUP = 'code-group';

type Parser = InstanceType<typeof MarkdownIt>;
type StateCore = Parameters<Parameters<Parser['core']['ruler']['push']>[1]>[0];
type Token = StateCore['tokens'][number];

function tabOf(fence: Token, index: number): TabHeader {
  // VitePress' `[label]`, else the block's title="…", else its language (read as every fence is, code-block.ts).
  const { language, title } = parseFenceInfo(fence.info);
  const name = /\[([^\]]+)\]/.exec(fence.info)?.[1] ?? title ?? (language ? languageLabel(language) : `Tab ${index + 1}`);
  return { value: name, label: name };
}

/** A trusted HTML block token (the tab markup this module writes around the blocks). */
function htmlToken(state: StateCore, content: string, map: Token['map']): Token {
  const token = new state.Token('html_block', '', 0);
  token.content = content;
  token.map = map;
  token.meta = { trusted: true };
  return token;
}

/** A tab set's tokens: its bar, then each panel's tokens (numbered per page, as every tab set is). */
export function tabSetTokens(state: StateCore, tabs: readonly TabHeader[], panels: readonly Token[][], groupId: string | undefined, map: Token['map']): Token[] {
  const env = state.env as { tabSets?: number };
  env.tabSets = (env.tabSets ?? 0) + 1;
  const out: Token[] = [htmlToken(state, tabsOpenHtml(`code-${env.tabSets}`, tabs, 0, groupId), map)];
  panels.forEach((panel, index) => {
    out.push(htmlToken(state, tabPanelOpenHtml(tabs[index]), panel[0]?.map ?? null), ...panel, htmlToken(state, '</div>', null));
  });
  out.push(htmlToken(state, '</div>\n', null));
  return out;
}

/** A core rule: each code-group container becomes a tab set, each fence in it a panel. */
export function codeGroups(state: StateCore): void {
  const [open, close] = [`container_${CODE_GROUP}_open`, `container_${CODE_GROUP}_close`];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== open) continue;
    let end = i + 1;
    for (let depth = 1; end < tokens.length; end++) {
      depth += tokens[end].type === open ? 1 : tokens[end].type === close ? -1 : 0;
      if (depth === 0) break;
    }
    const inner = tokens.slice(i + 1, end);
    const fences = inner.filter((token) => token.type === 'fence');
    if (fences.length === 0) continue;
    const groupId = tokens[i].info.trim().slice(CODE_GROUP.length).trim().split(/\s+/)[0] || undefined;
    // Whatever stands before the first fence goes with it; after a fence, with that fence.
    const panels: Token[][] = [];
    for (const token of inner) {
      if (token.type === 'fence' || panels.length === 0) panels.push([]);
      panels[panels.length - 1].push(token);
    }
    const out = tabSetTokens(state, fences.map(tabOf), panels, groupId, tokens[i].map);
    tokens.splice(i, end - i + 1, ...out);
    i += out.length - 1;
  }
}
