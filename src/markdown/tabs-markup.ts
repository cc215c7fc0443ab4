// Tabs, as markdown's `:::code-group` and MDX's <Tabs> write them: one radio button per tab and
// a panel per tab, so a reader without JavaScript switches tabs too (CSS shows the panel of the
// checked radio; browsers without `:has()` show every panel). The runtime adds syncing by group,
// the remembered choice and links to a tab (src/client/tabs.ts, a runtime part).
import { escapeHtml } from '../shared/escape-html.js';
import { slug } from 'github-slugger';

export interface TabHeader {
  value: string;
  label: string;
}

/** The id of a tab's radio button: `<name>-<value>` (a link to `#<id>` selects the tab). */
export function tabInputId(name: string, value: string): string {
  return `${name}-${slug(value) || 'tab'}`;
}

/** The radio buttons and labels of a tab set; `checked` is the index of the tab shown first. */
export function tabsBarHtml(name: string, tabs: readonly TabHeader[], checked: number): string {
  const used = new Set<string>();
  return tabs
    .map((tab, index) => {
      let id = tabInputId(name, tab.value);
      for (let n = 2; used.has(id); n++) id = `${tabInputId(name, tab.value)}-${n}`;
      used.add(id);
      const attrs = `type="radio" class="sp-tab-input" name="${escapeHtml(name)}" id="${escapeHtml(id)}" value="${escapeHtml(tab.value)}"${index === checked ? ' checked=""' : ''}`;
      return `<input ${attrs}/><label class="sp-tab" for="${escapeHtml(id)}">${escapeHtml(tab.label)}</label>`;
    })
    .join('');
}

/** The opening of a tab set, up to its first panel (`groupId`: sets with the same one switch together). */
export function tabsOpenHtml(name: string, tabs: readonly TabHeader[], checked: number, groupId?: string): string {
  return `<div class="sp-tabs"${groupId ? ` data-group-id="${escapeHtml(groupId)}"` : ''}><div class="sp-tabs-bar" role="presentation">${tabsBarHtml(name, tabs, checked)}</div>`;
}

export function tabPanelOpenHtml(tab: TabHeader): string {
  return `<div class="sp-tab-panel" data-value="${escapeHtml(tab.value)}">`;
}
