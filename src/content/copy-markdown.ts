// "Copy page as markdown": every markdown page gets a button, server-rendered `hidden`, that the
// browser runtime reveals and wires (src/client/search/trigger.ts) to copy the page's `.md` twin.
// Added as the page is rendered, not to the page model's HTML: the model's HTML stays what the
// markdown renderer made (watch mode compares it page by page, and the search reads it), and a
// page written once pays for one copy of its HTML, not two.
import { escapeHtml } from '../shared/escape-html.js';
import type { SiteConfig } from '../config/site-config.js';
import type { MarkdownPage } from '../model/types.js';
import { pageMarkdownUrl } from './markdown-url.js';

/** The page's HTML with the button (`label`: its text, in the page's language) after its title (its h1, or first when the title is the page's header). */
export function withCopyMarkdownButton(config: SiteConfig, page: MarkdownPage, html: string, label: string): string {
  const url = pageMarkdownUrl(config, page)!;
  const button = `<p class="copy-markdown-row"><button type="button" class="copy-markdown button" data-markdown-url="${escapeHtml(url)}" hidden>${escapeHtml(label)}</button></p>\n`;
  const afterTitle = html.indexOf('</h1>');
  return afterTitle < 0 ? button + html : `${html.slice(0, afterTitle + 5)}\n${button}${html.slice(afterTitle + 5)}`;
}
