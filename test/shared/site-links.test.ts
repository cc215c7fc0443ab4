// The one link resolver (src/shared/routes.ts, and model/written-links.ts for links to docs files):
// the URL every link gets, under the base `/` and `/docs/`, with and without trailing slashes, with
// `?query` and `#hash`, for index routes and `.md` links; and the route a link on a page reaches,
// which the link check, watch's link check and the browser's router all ask it.
import { describe, expect, it } from 'vitest';
import { assetUrl, linkedRoute, pathToRoute, resolveSiteLink, routeOutputFile, routeUrl, splitLink } from '../../src/shared/routes.js';
import { docLinkKey, docLinkResolver, isUnresolvedMarkdownLink, linkBaseResolver } from '../../src/model/written-links.js';

const STYLES = [
  { baseUrl: '/', trailingSlash: false },
  { baseUrl: '/', trailingSlash: true },
  { baseUrl: '/docs/', trailingSlash: false },
  { baseUrl: '/docs/', trailingSlash: true },
];

/** Written link → URL, one column per style above. */
const SITE_LINKS: [string, string, string, string, string][] = [
  ['/', '/', '/', '/docs/', '/docs/'],
  ['/guide', '/guide', '/guide/', '/docs/guide', '/docs/guide/'],
  ['/guide/', '/guide', '/guide/', '/docs/guide', '/docs/guide/'],
  ['/guide#install', '/guide#install', '/guide/#install', '/docs/guide#install', '/docs/guide/#install'],
  ['/guide?tab=go#install', '/guide?tab=go#install', '/guide/?tab=go#install', '/docs/guide?tab=go#install', '/docs/guide/?tab=go#install'],
  ['/guides/index', '/guides', '/guides/', '/docs/guides', '/docs/guides/'],
  // A page named by its .html file is a file path: kept as written, under the base.
  ['/guides/index.html', '/guides/index.html', '/guides/index.html', '/docs/guides/index.html', '/docs/guides/index.html'],
  ['/img/logo.png', '/img/logo.png', '/img/logo.png', '/docs/img/logo.png', '/docs/img/logo.png'],
  ['/docs/guide', '/docs/guide', '/docs/guide/', '/docs/guide', '/docs/guide/'],
  ['https://example.com/x', 'https://example.com/x', 'https://example.com/x', 'https://example.com/x', 'https://example.com/x'],
  ['//cdn.example.com/a.js', '//cdn.example.com/a.js', '//cdn.example.com/a.js', '//cdn.example.com/a.js', '//cdn.example.com/a.js'],
  ['#top', '#top', '#top', '#top', '#top'],
  ['./setup.md', './setup.md', './setup.md', './setup.md', './setup.md'],
];

describe('site links', () => {
  it.each(SITE_LINKS)('%s', (link, ...urls) => {
    expect(STYLES.map((style) => resolveSiteLink(style, link))).toEqual(urls);
  });

  it('gives each route one URL and one output file', () => {
    expect(STYLES.map((s) => routeUrl(s.baseUrl, 'guides/setup', s.trailingSlash))).toEqual(['/guides/setup', '/guides/setup/', '/docs/guides/setup', '/docs/guides/setup/']);
    expect(STYLES.map((s) => routeUrl(s.baseUrl, '', s.trailingSlash))).toEqual(['/', '/', '/docs/', '/docs/']);
    expect(routeOutputFile('/', '')).toBe('index.html');
    expect(routeOutputFile('/docs/', 'guides/setup')).toBe('docs/guides/setup/index.html');
    expect(assetUrl('/docs/', 'img/logo.svg')).toBe('/docs/img/logo.svg');
    expect(assetUrl('/docs/', 'https://example.com/logo.svg')).toBe('https://example.com/logo.svg');
  });

  it('reads a route back from its URL, its .html file and its index.html', () => {
    for (const path of ['/docs/guides/setup', '/docs/guides/setup/', '/docs/guides/setup.html', '/docs/guides/setup/index.html']) expect(pathToRoute('/docs/', path)).toBe('guides/setup');
    expect(pathToRoute('/docs/', '/docs')).toBe('');
    expect(pathToRoute('/docs/', '/other/page')).toBeUndefined();
  });

  it('splits a link where its path ends', () => {
    expect(splitLink('/guide?tab=go#install')).toEqual(['/guide', '?tab=go#install']);
    expect(splitLink('/guide#a?b')).toEqual(['/guide', '#a?b']);
    expect(splitLink('/guide')).toEqual(['/guide', '']);
  });

  it('tells which route a link on a page reaches', () => {
    const from = '/docs/guides/setup';
    expect(linkedRoute('/docs/', '../reference#op', from)).toBe('reference');
    expect(linkedRoute('/docs/', 'install?x=1', from)).toBe('guides/install');
    expect(linkedRoute('/docs/', '#top', from)).toBe('guides/setup');
    expect(linkedRoute('/docs/', '/docs/', from)).toBe('');
    expect(linkedRoute('/docs/', '/docs/caf%C3%A9', from)).toBe('café');
    expect(linkedRoute('/docs/', '/blog/post', from)).toBeUndefined();
    expect(linkedRoute('/docs/', 'https://example.com/docs/x', from)).toBeUndefined();
    expect(linkedRoute('/docs/', '//example.com/docs/x', from)).toBeUndefined();
  });
});

describe('links written in docs files', () => {
  const routes = new Map(
    [
      ['guides/01-setup.md', 'guides/setup'],
      ['guides/index.md', 'guides'],
      ['intro.mdx', 'intro'],
    ].map(([file, route]) => [docLinkKey('default', file), route]),
  );

  it('sends a link to a docs file to its page, with its query and hash', () => {
    const resolve = docLinkResolver({ baseUrl: '/docs/', trailingSlash: true }, routes);
    expect(resolve('./01-setup.md#install', 'guides/index.md', 'default')).toBe('/docs/guides/setup/#install');
    expect(resolve('../intro.mdx?x=1', 'guides/01-setup.md', 'default')).toBe('/docs/intro/?x=1');
    expect(resolve('index.md', 'guides/01-setup.md', 'default')).toBe('/docs/guides/');
    expect(resolve('/guides', 'intro.mdx', 'default')).toBe('/docs/guides/');
  });

  it('leaves a link to a missing file as written, for the link check to report', () => {
    const resolve = docLinkResolver({ baseUrl: '/', trailingSlash: false }, routes);
    expect(resolve('./missing.md', 'intro.mdx', 'default')).toBe('./missing.md');
    expect(resolve('./diagram.png', 'intro.mdx', 'default')).toBe('./diagram.png');
    expect(resolve('mailto:team@example.com', 'intro.mdx', 'default')).toBe('mailto:team@example.com');
    expect(isUnresolvedMarkdownLink('./missing.md', '/')).toBe(true);
    expect(isUnresolvedMarkdownLink('/docs/guide.md', '/docs/')).toBe(false);
  });

  it("sends a spec's root-relative links to its linkBase", () => {
    const resolve = linkBaseResolver('https://docs.example.com/');
    expect(resolve?.('/guides/x#y')).toBe('https://docs.example.com/guides/x#y');
    expect(resolve?.('//cdn.example.com/a')).toBe('//cdn.example.com/a');
    expect(linkBaseResolver(undefined)).toBeUndefined();
  });
});
