// Finds an element in server-rendered HTML by its opening tag and returns its attributes and
// inner HTML. The HTML comes from react-dom/server and sanitize-html, so it is well formed:
// text and attribute values are escaped, and there are no comments or raw-text elements in the
// regions we cut out. Nesting is tracked per tag name, which is all that is needed.

export interface HtmlRegion {
  attrs: Record<string, string>;
  html: string;
}

const ATTR = /([^\s=/>]+)(?:="([^"]*)")?/g;

export function decodeAttr(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name] ?? '');
}

/**
 * The first element whose opening tag starts with `openTagStart` (e.g. `<div id="sp-page"`).
 * Returns undefined when there is none or it is not closed.
 */
export function findRegion(html: string, openTagStart: string): HtmlRegion | undefined {
  const start = html.indexOf(openTagStart);
  if (start < 0) return undefined;
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(openTagStart)?.[1];
  if (!tag) return undefined;
  const openEnd = html.indexOf('>', start);
  if (openEnd < 0) return undefined;
  const attrs: Record<string, string> = {};
  for (const match of html.slice(start + tag.length + 1, openEnd).matchAll(ATTR)) attrs[match[1]] = decodeAttr(match[2] ?? '');
  // Case-sensitive: both producers write lowercase tag names, and a case-insensitive scan of a
  // megabyte-sized reference page costs several times more.
  const same = new RegExp(`<(/?)${tag.toLowerCase()}(?=[\\s>/])`, 'g');
  same.lastIndex = openEnd + 1;
  let depth = 1;
  for (let match = same.exec(html); match; match = same.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { attrs, html: html.slice(openEnd + 1, match.index) };
  }
  return undefined;
}
