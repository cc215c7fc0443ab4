// `<img src>` written as raw HTML in a markdown page: its source is resolved like a markdown
// image's (from the site root: the base URL in front; beside the page: published with it), so
// an image does not break because it was written as HTML. Only the `src` value changes; the
// sanitiser still judges the whole tag afterwards.

/** One `src` of an `<img>` tag in `html`: the value as written, and where it starts. */
export interface HtmlImage {
  src: string;
  /** Offset of the value in `html` (after the quote, when quoted). */
  at: number;
}

// `<img … src="x"`, `src='x'` or `src=x`; `\s` before `src` so `data-src` is not taken.
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** `html` with each `<img src>` value replaced by `rewrite(src)`, and the images found. */
export function rewriteHtmlImages(html: string, rewrite: (src: string) => string): { html: string; images: HtmlImage[] } {
  if (!/<img\b/i.test(html)) return { html, images: [] };
  const images: HtmlImage[] = [];
  let out = '';
  let from = 0;
  for (const match of html.matchAll(IMG_SRC)) {
    const src = match[1] ?? match[2] ?? match[3] ?? '';
    const at = (match.index ?? 0) + match[0].length - src.length - (match[3] === undefined ? 1 : 0);
    images.push({ src, at });
    const next = rewrite(src);
    if (next === src) continue;
    // Quoted as it was; an unquoted value gets quotes (a published path has no spaces, but be safe).
    out += html.slice(from, at) + (match[3] === undefined ? next.replace(/["']/g, encodeURIComponent) : `"${next.replace(/"/g, '%22')}"`);
    from = at + src.length;
  }
  return { html: from === 0 ? html : out + html.slice(from), images };
}
