// One reference page → HTML strings for the layout (main column and navigation). Rendered once
// at model time, so a big spec's React tree is never held in memory for the whole site.
import { renderToStaticMarkup } from 'react-dom/server';
import { flatString } from '../../shared/flat-string.js';
import { anchorHref } from '../../model/reference/pages.js';
import { LinksContext, SchemaHtmlContext, createLinks } from './links.js';
import type { ReferencePageInput } from './page-input.js';
import { ReferenceContent } from './ReferenceContent.js';
import { ReferenceNav } from './ReferenceNav.js';
import { SchemaHtml } from './schema-html.js';
import { renderSharedBodies } from './shared-bodies.js';

export function renderReferencePage(input: ReferencePageInput, anchorUrls: ReadonlyMap<string, string>): { html: string; navHtml: string } {
  const href = (anchor: string) => anchorHref(anchor, anchorUrls, input.page.url) ?? (input.page.intro && anchor.startsWith('section/') ? `#${anchor}` : undefined);
  const shared = renderSharedBodies(input.page, createLinks(href));
  const links = createLinks(href);
  const html = renderToStaticMarkup(
    <LinksContext.Provider value={links}>
      <SchemaHtmlContext.Provider value={new SchemaHtml(links, shared)}>
        <ReferenceContent input={input} />
      </SchemaHtmlContext.Provider>
    </LinksContext.Provider>,
  );
  const navHtml = renderToStaticMarkup(
    <LinksContext.Provider value={createLinks(href)}>
      <ReferenceNav input={input} />
    </LinksContext.Provider>,
  );
  return { html: flatString(html), navHtml: flatString(navHtml) };
}
