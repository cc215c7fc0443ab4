// Which URL schemes a link may use, for content (the sanitiser) and the config alike: one list,
// so a `javascript:` or `data:` link is refused wherever it is written.
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The scheme of `href` as a browser reads it (tabs, newlines and leading spaces ignored), lower-cased; undefined for a relative URL. */
export function urlScheme(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase();
}

/** Whether a link may point there: a relative URL or one of SAFE_LINK_SCHEMES. */
export function isSafeLink(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === undefined || (SAFE_LINK_SCHEMES as readonly string[]).includes(scheme);
}
