// markdown-it's normalizeLink parses every link destination (mdurl) and runs its host name through
// punycode, then percent-encodes and formats it again: about 2% of a 2,500-page build's CPU. For
// most destinations that gives back the very text it was given. UNCHANGED names those: a relative
// path, a mailto: address, or an http(s) or scheme-relative URL with a short ASCII host name, made
// only of characters mdurl's encoder keeps (no `%`, no space, nothing beyond ASCII). Everything else
// still goes through markdown-it's own function; test/markdown/unchanged-link.test.ts holds the two equal.
import type MarkdownIt from 'markdown-it';

type Parser = InstanceType<typeof MarkdownIt>;

const PATH = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/?#]";
/** At most three labels of a host name: never near punycode's or mdurl's length limits. */
const HOST = '[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63}){0,2}';
const UNCHANGED = new RegExp(
  `^(?:(?:https?:)?//${HOST}(?::\\d{1,5})?(?:[/?#]${PATH}*)?` +
    // A relative destination: no scheme, no host.
    `|(?![A-Za-z][A-Za-z0-9+.-]*:)(?!//)${PATH}*` +
    '|mailto:[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+)$',
);

/** Makes `md` skip its link normalising for destinations it would give back unchanged. */
export function skipUnchangedLinks(md: Parser): void {
  const normalizeLink = md.normalizeLink.bind(md);
  md.normalizeLink = (url: string) => (UNCHANGED.test(url) ? url : normalizeLink(url));
}
