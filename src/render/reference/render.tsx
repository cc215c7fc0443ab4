// One reference page → HTML strings for the layout (main column and navigation). Rendered once
// at model time, so a big spec's React tree is never held in memory for the whole site.
import { renderToStaticMarkup } from 'react-dom/server';
import { flatString } from '../flat-string.js';
import { anchorHref, type AnchorPlaces } from '../../model/reference/pages.js';
import { LinksContext, SchemaHtmlContext, createLinks } from './links.js';
import type { ReferencePageInput } from './page-input.js';
import { ReferenceContent } from './ReferenceContent.js';
import { ReferenceNav } from './ReferenceNav.js';
import { SchemaHtml } from './schema-html.js';
import { renderSharedBodies } from './shared-bodies.js';
import { UiStringsContext } from '../components/ui-strings-context.js';

/**
 * `navCache`: the navigation of operation pages (`reference.layout: operation`) by tag. Every
 * operation of a tag has the same one (its links carry the page's URL, the current one too, and
 * the runtime marks the one in view), so it is rendered and held once per tag, not once per page.
 */
export function renderReferencePage(input: ReferencePageInput, anchors: AnchorPlaces, navCache?: Map<string, string>): { html: string; navHtml: string } {
  return { html: renderReferenceContent(input, anchors), navHtml: renderReferenceNav(input, anchors, navCache) };
}

/** The page's main column (its content); the layout splices the navigation beside it (renderReferenceNav). */
export function renderReferenceContent(input: ReferencePageInput, anchors: AnchorPlaces): string {
  const href = pageHref(input, anchors);
  const shared = renderSharedBodies(input.page, createLinks(href), input.strings);
  const links = createLinks(href);
  const html = renderToStaticMarkup(
    <UiStringsContext.Provider value={input.strings}>
      <LinksContext.Provider value={links}>
        <SchemaHtmlContext.Provider value={new SchemaHtml(links, shared, input.strings)}>
          <ReferenceContent input={input} />
        </SchemaHtmlContext.Provider>
      </LinksContext.Provider>
    </UiStringsContext.Provider>,
  );
  return flatString(html);
}

/** The page's navigation (see renderReferencePage for `navCache`). */
export function renderReferenceNav(input: ReferencePageInput, anchors: AnchorPlaces, navCache?: Map<string, string>): string {
  const tag = input.page.operation?.tag.anchor;
  const cached = tag !== undefined ? navCache?.get(tag) : undefined;
  if (cached !== undefined) return cached;
  // On an operation page every link of the navigation names its page: '' is no page's URL.
  const navHref = tag !== undefined ? (anchor: string) => anchorHref(anchor, anchors, '') : pageHref(input, anchors);
  const navHtml = flatString(
    renderToStaticMarkup(
      <UiStringsContext.Provider value={input.strings}>
        <LinksContext.Provider value={createLinks(navHref)}>
          <ReferenceNav input={input} />
        </LinksContext.Provider>
      </UiStringsContext.Provider>,
    ),
  );
  if (tag !== undefined) navCache?.set(tag, navHtml);
  return navHtml;
}

/** An anchor's href from this page (a bare fragment where it is on the page). */
function pageHref(input: ReferencePageInput, anchors: AnchorPlaces): (anchor: string) => string | undefined {
  return (anchor) => anchorHref(anchor, anchors, input.page.url) ?? (input.page.intro && anchor.startsWith('section/') ? `#${anchor}` : undefined);
}
