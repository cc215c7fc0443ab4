// Which URL schemes a link may use, for content (the sanitiser), the config and a spec's URLs
// alike: one list, so a `javascript:` or `data:` link is refused wherever it is written. And the
// one pattern of "this URL starts with a scheme" every other test of an absolute URL uses.
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** `scheme:` at the start of a URL (RFC 3986: a letter, then letters, digits, `+`, `.`, `-`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether `href`, as written, starts with a scheme (`https:`, `mailto:`, `c:`): an absolute URL, not a path. */
export function hasScheme(href: string): boolean {
  return SCHEME.test(href);
}

/** The scheme of `href` as a browser reads it (tabs, newlines and leading spaces ignored), lower-cased; undefined for a relative URL. */
export function urlScheme(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020]/g, '');
  return SCHEME.exec(cleaned)?.[1].toLowerCase();
}

/** Whether a link may point there: a relative URL or one of SAFE_LINK_SCHEMES. */
export function isSafeLink(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === undefined || (SAFE_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Whether a URL from a spec may become a link: absolute, with one of SAFE_LINK_SCHEMES. A relative
 * URL in a spec is relative to the spec's file, which is not where its reference is published, so
 * it is shown as text like a `javascript:` one.
 */
export function isSafeSpecLink(href: string): boolean {
  return urlScheme(href) !== undefined && isSafeLink(href);
}
