// GFM task lists: `- [ ] todo` / `- [x] done` become disabled checkboxes.
import type MarkdownIt from 'markdown-it';

export function taskLists(md: InstanceType<typeof MarkdownIt>): void {
  md.core.ruler.after('inline', 'specpress_task_lists', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i++) {
      const inline = tokens[i];
      if (inline.type !== 'inline' || tokens[i - 1].type !== 'paragraph_open' || tokens[i - 2].type !== 'list_item_open') continue;
      const match = /^\[([ xX])\]\s/.exec(inline.content);
      const first = inline.children?.[0];
      if (!match || !first || first.type !== 'text') continue;
      first.content = first.content.slice(match[0].length);
      const checkbox = new state.Token('html_inline', '', 0);
      checkbox.meta = { trusted: true }; // our own markup: no sanitising needed for it
      checkbox.content = `<input type="checkbox" class="task-list-item-checkbox" disabled${match[1] === ' ' ? '' : ' checked'}> `;
      inline.children!.unshift(checkbox);
      tokens[i - 2].attrJoin('class', 'task-list-item');
      // Mark the enclosing list.
      for (let j = i - 3; j >= 0; j--) {
        if (tokens[j].type === 'bullet_list_open' || tokens[j].type === 'ordered_list_open') {
          if (tokens[j].level === tokens[i - 2].level - 1) {
            if (!String(tokens[j].attrGet('class') ?? '').includes('contains-task-list')) tokens[j].attrJoin('class', 'contains-task-list');
            break;
          }
        }
      }
    }
  });
}
