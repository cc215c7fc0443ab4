// The one place a page's body (its HTML; a reference page's navigation too) waits between the
// stage that makes it and the render loop that writes it. Page models stay plain data: no getter
// renders or decodes, and freeing a written page is a call here, not a field set to ''.
// Its memory strategies, and the figures that keep them (bench/README.md):
// - bytes: a one-off build holds every docs page's HTML from its markdown render until the page is
//   written; kept as UTF-8 bytes outside the JS heap meanwhile, the build's peak at 10,000 pages
//   went from about 1.5 to 1.3 GB. The first read decodes it, once.
// - later: a reference page's body is rendered when first read (by the render loop), not when the
//   reference is modelled. Rendered up front, every page of a big reference lived on the heap until
//   the whole site was written: GitHub's 75 MB of reference HTML, and Microsoft Graph's 850 MB (a
//   3 GB peak).
// - release: a one-off build lets a written page's body go (260 MB at 10,000 docs pages).
// Kept by page object in a WeakMap: a page that is dropped takes its body with it, and watch
// mode's cached references keep theirs from build to build, rendered once.
import type { PageModel } from './types.js';

export interface PageBody {
  /** Ready, sanitised HTML of the page's content. */
  html: string;
  /** A reference page's navigation. */
  navHtml?: string;
  /** A blog list page's posts' excerpts, in its order (BlogListPage). */
  excerpts?: string[];
}

type Held = PageBody | Buffer | (() => PageBody);

const held = new WeakMap<PageModel, Held>();
const NONE: PageBody = { html: '' };

export const pageBodies = {
  /**
   * Gives `page` its body: as it is, as bytes until read (`'bytes'`), or as the function that
   * renders it, called on the first read only.
   */
  put(page: PageModel, body: PageBody | (() => PageBody), keep: 'as-is' | 'bytes' = 'as-is'): void {
    held.set(page, keep === 'bytes' && typeof body !== 'function' ? Buffer.from(body.html, 'utf8') : body);
  },

  /** The page's body (empty HTML for a page that has none, or whose body was released). */
  read(page: PageModel): PageBody {
    const body = held.get(page);
    if (body === undefined) return NONE;
    if (typeof body === 'function' || Buffer.isBuffer(body)) {
      const made = typeof body === 'function' ? body() : { html: body.toString('utf8') };
      held.set(page, made);
      return made;
    }
    return body;
  },

  /** Calls `seen` with the page's body when it is made (now, if it is made already): the build cache keeps it. */
  tap(page: PageModel, seen: (body: PageBody) => void): void {
    const body = held.get(page);
    if (typeof body === 'function')
      held.set(page, () => {
        const made = body();
        seen(made);
        return made;
      });
    else if (body !== undefined) seen(pageBodies.read(page));
  },

  /** Gives `page` its HTML as UTF-8 bytes, decoded on the first read (a page the markdown thread rendered: they are its HTML as it crossed). */
  putBytes(page: PageModel, html: Uint8Array): void {
    held.set(page, Buffer.from(html.buffer, html.byteOffset, html.byteLength));
  },

  /** Lets the page's body go (a one-off build, once the page is written). */
  release(page: PageModel): void {
    held.delete(page);
  },
};
