// "Copy page as markdown": every markdown page gets a button, server-rendered `hidden`, that the
// browser runtime reveals and wires (src/client/search/trigger.ts) to copy the page's `.md` twin.
import { escapeHtml } from '../shared/escape-html.js';
import type { SiteModel } from '../model/types.js';
import { pageMarkdownUrl } from './markdown-url.js';

export const COPY_MARKDOWN_LABEL = 'Copy page as markdown';

export function addCopyMarkdownButtons(site: SiteModel): void {
  for (const page of site.pages) {
    if (page.kind !== 'markdown') continue;
    const url = pageMarkdownUrl(site.config, page)!;
    const button = `<p class="copy-markdown-row"><button type="button" class="copy-markdown button" data-markdown-url="${escapeHtml(url)}" hidden>${COPY_MARKDOWN_LABEL}</button></p>\n`;
    const afterTitle = page.html.indexOf('</h1>');
    page.html = afterTitle < 0 ? button + page.html : `${page.html.slice(0, afterTitle + 5)}\n${button}${page.html.slice(afterTitle + 5)}`;
  }
}
