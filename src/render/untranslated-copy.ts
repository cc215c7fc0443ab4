// An untranslated copy (the default locale's page built in another locale, model/docs-locales.ts)
// differs from its source's render only in the links the link resolver answered: a link to another
// docs page leads to that page's copy in the copy's locale. Rendering the page again in each of a
// site's locales (up to 13 more renders of each English page of a translated tree) made the copies
// most of a big translated site's build; instead the source's render is kept with the links its
// resolver answered, and each copy gets that HTML with those links relocated. Where a relocation
// cannot be told apart from the rest of the HTML, the copy is rendered as before (undefined here).
import type { RenderedMarkdown } from '../markdown/render-markdown.js';

/** One answer of a page's link resolver while its body rendered: the link as written, and the URL it became. */
export type ResolvedLink = readonly [written: string, url: string];

/** A link resolver that also records what it answered, in order. */
export function recordingResolver(resolve: (href: string) => string): { resolve: (href: string) => string; answers: ResolvedLink[] } {
  const answers: ResolvedLink[] = [];
  return {
    answers,
    resolve: (href) => {
      const url = resolve(href);
      answers.push([href, url]);
      return url;
    },
  };
}

/** A URL written the same in an attribute by markdown-it and React alike (nothing to escape, nothing to encode). */
const PLAIN_URL = /^[\x21-\x7e]*$/;
const ESCAPED = /["&'<>]/;
const plain = (url: string) => PLAIN_URL.test(url) && !ESCAPED.test(url);
const regexText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source's render with each answered link as `resolveInCopy` answers it, or undefined when
 * that cannot be done on the written HTML with certainty: a URL the copy changes must appear as
 * an attribute value (`="url"`) exactly as often as the resolver answered it, every answer that
 * gave it must change it the same way, and whether the link was rewritten from what was written
 * must stay the same (the page's link facts say so).
 */
export function relocatedCopy(source: RenderedMarkdown, answers: readonly ResolvedLink[], resolveInCopy: (href: string) => string): RenderedMarkdown | undefined {
  const moved = new Map<string, string>();
  const answeredTimes = new Map<string, number>();
  const kept = new Set<string>();
  for (const [written, url] of answers) {
    const there = resolveInCopy(written);
    if (there === url) {
      kept.add(url);
      continue;
    }
    if ((url === written) !== (there === written)) return undefined;
    if (!plain(url) || !plain(there) || (moved.has(url) && moved.get(url) !== there)) return undefined;
    moved.set(url, there);
    answeredTimes.set(url, (answeredTimes.get(url) ?? 0) + 1);
  }
  if (moved.size === 0) return source;
  for (const url of moved.keys()) if (kept.has(url)) return undefined;
  const attribute = new RegExp(`="(${[...moved.keys()].map(regexText).join('|')})"`, 'g');
  const found = new Map<string, number>();
  for (const match of source.html.matchAll(attribute)) found.set(match[1], (found.get(match[1]) ?? 0) + 1);
  for (const [url, times] of answeredTimes) if (found.get(url) !== times) return undefined;
  return {
    ...source,
    html: source.html.replace(attribute, (_, url: string) => `="${moved.get(url)}"`),
    links: source.links.map((link) => {
      const there = moved.get(link.href);
      return there === undefined ? link : { ...link, href: there };
    }),
  };
}
