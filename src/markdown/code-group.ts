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

/** A core rule: each code-group container becomes a tab set, each fence in it a panel. */
export function codeGroups(state: StateCore): void {
  const [open, close] = [`container_${CODE_GROUP}_open`, `container_${CODE_GROUP}_close`];
  const tokens = state.tokens;
  const env = state.env as { tabSets?: number };
  const html = (content: string, map: Token['map']) => {
    const token = new state.Token('html_block', '', 0);
    token.content = content;
    token.map = map;
    token.meta = { trusted: true };
    return token;
  };
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
    const tabs = fences.map(tabOf);
    const groupId = tokens[i].info.trim().slice(CODE_GROUP.length).trim().split(/\s+/)[0] || undefined;
    env.tabSets = (env.tabSets ?? 0) + 1;
    const out: Token[] = [html(tabsOpenHtml(`code-${env.tabSets}`, tabs, 0, groupId), tokens[i].map)];
    let panel = -1;
    for (const token of inner) {
      // Whatever stands before the first fence goes with it; after a fence, with that fence.
      if (token.type === 'fence' || panel === -1) {
        if (panel >= 0) out.push(html('</div>', null));
        panel++;
        out.push(html(tabPanelOpenHtml(tabs[panel]), token.map));
      }
      out.push(token);
    }
    out.push(html('</div></div>\n', null));
    tokens.splice(i, end - i + 1, ...out);
    i += out.length - 1;
  }
}
