// One reference page → HTML strings for the layout (main column and navigation). Rendered once
// at model time, so a big spec's React tree is never held in memory for the whole site.
import { renderToStaticMarkup } from 'react-dom/server';
import { anchorHref } from '../../model/reference/pages.js';
import { LinksContext, createLinks } from './links.js';
import type { ReferencePageInput } from './page-input.js';
import { ReferenceContent } from './ReferenceContent.js';
import { ReferenceNav } from './ReferenceNav.js';
import { renderSharedBodies, SharedBodiesContext } from './shared-bodies.js';

export function renderReferencePage(input: ReferencePageInput, anchorUrls: ReadonlyMap<string, string>): { html: string; navHtml: string } {
  const href = (anchor: string) => anchorHref(anchor, anchorUrls, input.page.url) ?? (input.page.intro && anchor.startsWith('section/') ? `#${anchor}` : undefined);
  const shared = renderSharedBodies(input.page, createLinks(href));
  const html = renderToStaticMarkup(
    <LinksContext.Provider value={createLinks(href)}>
      <SharedBodiesContext.Provider value={shared}>
        <ReferenceContent input={input} />
      </SharedBodiesContext.Provider>
    </LinksContext.Provider>,
  );
  const navHtml = renderToStaticMarkup(
    <LinksContext.Provider value={createLinks(href)}>
      <ReferenceNav input={input} />
    </LinksContext.Provider>,
  );
  return { html, navHtml };
}
