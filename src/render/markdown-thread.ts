// The markdown renderer's thread (bundled as dist/markdown-renderer.cjs by bin/build.mjs): renders
// docs pages' markdown from the end of the list the main thread goes through from the start
// (threads/shared-list.ts; markdown-sharing.ts says which pages and why). A page is rendered here
// exactly as in-line: its links resolved against the same routes and relocations. A page that
// shows an image from beside its file (published under a content hash, which the main thread
// records) is left to the main thread, as is any page whose render throws.
import { renderMarkdown } from '../markdown/render-markdown.js';
import { relocatorOf } from '../model/reference/spec-anchors.js';
import { docLinkResolver } from '../model/written-links.js';
import { shareListWork } from '../threads/shared-list.js';
import { htmlSources } from './html-sources.js';
import type { SharedMarkdownPage, SharedMarkdownSetup, SharedRender } from './markdown-sharing.js';

const encoder = new TextEncoder();

shareListWork<SharedMarkdownSetup, SharedMarkdownPage, SharedRender>(
  ({ style, routes, moves, externalImages }) => {
    const resolveDocLink = docLinkResolver(style, new Map(routes));
    const relocate = relocatorOf(moves);
    return ({ body, relPath, variantId, lineOffset }) => {
      let showsImage = false;
      const { html, ...rendered } = renderMarkdown(body, {
        resolveLink: (href) => relocate(resolveDocLink(href, relPath, variantId)),
        resolveImage: (src) => {
          showsImage = true;
          return src;
        },
        lineOffset,
        externalImages,
      });
      if (showsImage) return undefined;
      const sources = htmlSources(html, style.baseUrl);
      return { rendered, html: encoder.encode(html), showsSiteAssets: sources.showsSiteAssets, sources: sources.sources() };
    };
  },
  (shared) => [shared.html.buffer as ArrayBuffer],
);
