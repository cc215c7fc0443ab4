// Page model → complete HTML document. No disk access here: assets arrive as URLs.
import { escapeHtml } from '../shared/escape-html.js';
import { headHtml } from './head-tags.js';
import { SearchPage } from './components/SearchPage.js';
import { unreachable } from './unreachable.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CategoryPage, MarkdownPage, PageModel, SiteModel } from '../model/types.js';
import { CategoryCards } from './components/CategoryCards.js';
import { BlogList } from './components/BlogList.js';
import { LinkList } from './components/LinkList.js';
import { PostMeta } from './components/PostMeta.js';
import { TagList } from './components/TagList.js';
import { DOC_CARDS_PLACEHOLDER } from '../markdown/mdx/components/docusaurus.js';
import { pageBodies } from '../model/page-bodies.js';
import { highlightCode } from '../markdown/highlight.js';
import { assetUrl, resolveSiteLink, routeUrl } from '../shared/routes.js';
import { pageMarkdownUrl } from '../content/markdown-url.js';
import type { SiteConfig } from '../config/site-config.js';
import { DocPage } from './components/DocPage.js';
import { SidebarToldContext, type SidebarShown } from './components/Sidebar.js';
import { Layout } from './components/Layout.js';
import { NotFound } from './components/NotFound.js';
import { ReferenceLayout } from './components/ReferenceLayout.js';
import { pageTitle, renderDocument, type Alternate } from './document.js';
import { docPageData } from './page-data.js';
import { colorModeScript } from './color-mode-script.js';
import { mayShowMathOrDiagrams, pageParts, type PageScript, type PageStylesheet } from './page-parts.js';
import { hasMath } from '../markdown/math.js';
import { hasDiagram } from '../markdown/diagram.js';
import { withCopyMarkdownButton } from '../content/copy-markdown.js';
import { hasScheme, isSafeLink } from '../shared/url-schemes.js';
import { clientStrings, pageLanguage, type UiStrings } from '../config/ui-strings/index.js';
import { UiStringsContext, useUiStrings, withLink } from './components/ui-strings-context.js';
import { withPageStrings } from './site-data.js';

export interface RenderAssets {
  cssHref: string;
  customCssHref?: string;
  /** KaTeX's stylesheet, linked by a page that shows a formula. */
  mathCssHref?: string;
  runtimeHref?: string;
  /** Stylesheets of optional content (tabs and other components), linked where a page uses them. */
  pageCss?: Partial<Record<PageStylesheet, string>>;
  /** The runtime's parts (tabs, diagrams, the API reference), linked where a page uses them. */
  pageScripts?: Partial<Record<PageScript, string>>;
  /** JSON for <script id="sp-site-data"> (what the client router needs, see site-data.ts). */
  siteData?: string;
  /** Sidebar id → URL of its navigation file, for the big sidebars (src/bundle/sidebar-nav.ts). */
  sidebarNav?: Record<string, string>;
  /** The "Try it" hook (a site with specs[].tryIt on): linked from every page, as client navigation runs no page scripts. */
  tryItHref?: string;
  /** The site has no favicon (none configured, no `favicon.ico` at the root): see `faviconHref`. */
  noFavicon?: boolean;
}

function renderPageBody(site: SiteModel, page: PageModel, assets: RenderAssets, strings: UiStrings, told: PageTold | undefined): string {
  const navSrc = page.sidebarId !== undefined ? assets.sidebarNav?.[page.sidebarId] : undefined;
  return renderToStaticMarkup(
    <UiStringsContext.Provider value={strings}>
      <SidebarToldContext.Provider value={told}>
        <Layout site={site} page={page}>
          <PageBody site={site} page={page} navSrc={navSrc} />
        </Layout>
      </SidebarToldContext.Provider>
    </UiStringsContext.Provider>,
  );
}

/** What a render tells besides the HTML, to a caller that asks (the sidebar it showed: see SidebarShown). */
export interface PageTold {
  sidebar?: SidebarShown;
  /**
   * Whether the page's body shows a formula or a diagram (their stylesheet and chunks are
   * published then): read once here, where the body is at hand, not again in the whole page.
   */
  shows?: { math: boolean; diagram: boolean };
}

/** Head fields that change from page to page. */
function pageHead(site: SiteModel, page: PageModel): { title: string; description?: string; canonical: string; alternates: Alternate[] } {
  const { config } = site;
  return {
    // An MDX page's <Head><title> names it in the browser (its title still names it in the sidebar).
    title: page.kind === 'markdown' && (page.head?.title ?? headElementTitle(page)) !== undefined ? (page.head?.title ?? headElementTitle(page))! : pageTitle(page.title, config.title),
    description: page.description,
    // A redirect's canonical URL is where it leads, so search engines index that page.
    canonical:
      page.kind === 'redirect' && page.to.startsWith('/') ? `${config.url.replace(/\/+$/, '')}${page.to}` : page.kind === 'redirect' ? page.to : `${config.url.replace(/\/+$/, '')}${page.url}`,
    alternates: [...markdownAlternates(config, page), ...localeAlternates(config, page)],
  };
}

function PageBody({ site, page, navSrc }: { site: SiteModel; page: PageModel; navSrc?: string }): JSX.Element {
  const { config } = site;
  const strings = useUiStrings();
  switch (page.kind) {
    case 'markdown': {
      // The config's tagline: one line under the home page's title (React pages get it as a prop).
      const tagline = page.route === '' ? config.tagline : undefined;
      const html = withDocCards(withCopyMarkdownButton(config, page, pageBodies.read(page).html, strings.copyPage), page.docCardItems);
      const post = page.blogPost;
      // A blog post pages to its newer and older posts, not through a docs sidebar.
      const link = (to: { title: string; url: string } | undefined) => (to ? { label: to.title, href: to.url } : undefined);
      const data = post
        ? { crumbs: [], previous: link(post.newer), next: link(post.older), sublabels: [strings.newerPost, strings.olderPost] as [string, string] }
        : docPageData(site, page, strings.home);
      return (
        <DocPage site={site} page={page} data={data} navSrc={navSrc}>
          {page.hero && <Hero hero={page.hero} config={config} />}
          {!page.hero && (post || !page.headings.some((h) => h.level === 1)) && page.title && !page.hideTitle && (
            <header>
              <h1>{page.title}</h1>
              {tagline && <p className="tagline">{tagline}</p>}
              {post && <PostMeta post={post.summary} />}
            </header>
          )}
          <div dangerouslySetInnerHTML={{ __html: tagline && page.headings.some((h) => h.level === 1) ? withTagline(html, tagline) : html }} />
          <TagList tags={page.tags} />
        </DocPage>
      );
    }
    case 'react': {
      const { Component } = page;
      return (
        <main id="sp-main" className="main react-page" tabIndex={-1}>
          <Component url={(route) => routeUrl(config.baseUrl, route, config.trailingSlash)} highlight={highlightCode} siteTitle={config.title} tagline={config.tagline} />
        </main>
      );
    }
    case 'reference':
      return <ReferenceLayout body={pageBodies.read(page)} />;
    case 'notFound':
      return <NotFound homeHref={config.baseUrl} />;
    case 'search':
      return <SearchPage page={page} />;
    case 'category':
      return (
        <DocPage site={site} page={page} data={docPageData(site, page, strings.home)} navSrc={navSrc}>
          <header>
            <h1>{page.title}</h1>
            {page.description && <p className="category-description">{page.description}</p>}
          </header>
          <CategoryCards items={page.items} />
        </DocPage>
      );
    case 'blogList':
      return (
        <DocPage site={site} page={page} data={{ crumbs: [] }} navSrc={navSrc}>
          <BlogList page={page} excerpts={pageBodies.read(page).excerpts ?? []} />
        </DocPage>
      );
    case 'linkList':
      return (
        <DocPage site={site} page={page} data={{ crumbs: [] }} navSrc={navSrc}>
          <LinkList page={page} />
        </DocPage>
      );
    case 'redirect':
      return (
        <main id="sp-main" className="main react-page" tabIndex={-1}>
          <h1>{page.title}</h1>
          <p>{withLink(strings.movedTo, 'link', <a href={page.to}>{page.to}</a>)}</p>
        </main>
      );
    default:
      return unreachable(page);
  }
}

/** A site path (`/img/card.png`, under the base URL) or a URL, as an absolute URL (social cards need one). */
function absoluteUrl(config: SiteConfig, path: string): string {
  return hasScheme(path) ? path : `${config.url.replace(/\/+$/, '')}${assetUrl(config.baseUrl, path)}`;
}

/** The tagline as a paragraph right after the page's first <h1>. */
function withTagline(html: string, tagline: string): string {
  const end = html.indexOf('</h1>') + '</h1>'.length;
  return `${html.slice(0, end)}<p class="tagline">${escapeHtml(tagline)}</p>${html.slice(end)}`;
}

/**
 * The part of a page's body where a formula or a diagram can be: a markdown page's own HTML (its
 * chrome is escaped text or sanitised HTML, the navbar's author HTML too, which keeps neither
 * KaTeX's nor mermaid's classes); any other page's whole body. Beside a big sidebar a docs page's
 * own HTML is a tenth of its body: the two searches of the whole were 4% of a 4,000-page build.
 */
function formulasIn(page: PageModel, body: string): string {
  return page.kind === 'markdown' ? pageBodies.read(page).html : body;
}

export function renderPage(site: SiteModel, page: PageModel, assets: RenderAssets, told?: PageTold): string {
  const { config } = site;
  const language = pageLanguage(config, page.locale);
  const colorMode = config.colorMode;
  const switchable = !colorMode.disableSwitch;
  const body = renderPageBody(site, page, assets, language.strings, told);
  const parts = pageParts(page, body);
  const mayShow = mayShowMathOrDiagrams(page);
  const markup = mayShow ? formulasIn(page, body) : '';
  const showsMath = mayShow && hasMath(markup);
  if (told && mayShow) told.shows = { math: showsMath, diagram: hasDiagram(markup) };
  return renderDocument({
    lang: language.lang,
    dir: language.dir,
    theme: colorMode.defaultMode,
    colorModeSetting: switchable ? (colorMode.respectPrefersColorScheme ? 'switch-system' : 'switch') : 'fixed',
    baseUrl: config.baseUrl,
    ...pageHead(site, page),
    noIndex: config.noIndex || page.kind === 'redirect' || (page.kind === 'markdown' && page.unlisted === true),
    keywords: page.kind === 'markdown' && page.keywords?.length ? page.keywords.join(', ') : undefined,
    image: page.kind === 'markdown' && page.image ? absoluteUrl(config, page.image) : undefined,
    redirectTo: page.kind === 'redirect' ? page.to : undefined,
    contentSecurityPolicy: contentSecurityPolicy(config),
    favicon: faviconHref(config, assets),
    cssHref: assets.cssHref,
    customCssHref: assets.customCssHref,
    // KaTeX's stylesheet on a page with a formula, the components' on a page with tabs, details or cards…
    pageCssHrefs: [
      ...(showsMath && assets.mathCssHref ? [assets.mathCssHref] : []),
      ...parts.stylesheets.flatMap((name) => assets.pageCss?.[name] ?? []),
      ...(page.kind === 'markdown' && page.stylesheet ? [`/${page.stylesheet.outputPath}`] : []),
    ],
    headHtml: headHtml(config) + pageHeadTags(page) + (assets.tryItHref ? `<script type="module" src="${escapeHtml(assets.tryItHref)}"></script>\n` : ''),
    runtimeHref: assets.runtimeHref,
    pageScriptHrefs: parts.scripts.flatMap((name) => assets.pageScripts?.[name] ?? []),
    colorModeScript: switchable ? colorModeScript(colorMode.defaultMode, colorMode.respectPrefersColorScheme) : undefined,
    body,
    siteData: assets.siteData === undefined ? undefined : withPageStrings(assets.siteData, clientStrings(language.strings)),
  });
}

/**
 * The configured favicon; for a site without one, an empty icon, so that browsers do not ask for
 * `/favicon.ico` on every page and log its 404 (an error in the console, which Lighthouse counts
 * against best practices). A site's own Content-Security-Policy may refuse `data:` images: then
 * nothing is written, as before.
 */
function faviconHref(config: SiteConfig, assets: RenderAssets): string | undefined {
  if (config.favicon) return assetUrl(config.baseUrl, config.favicon);
  return assets.noFavicon && !config.security.contentSecurityPolicy ? 'data:,' : undefined;
}

/** The site's own policy, or (when external images are blocked) one that refuses images from other hosts. */
function contentSecurityPolicy(config: SiteConfig): string | undefined {
  return config.security.contentSecurityPolicy ?? (config.security.externalImages === 'block' ? "img-src 'self' data:" : undefined);
}

/** Pages with a markdown twin (docs pages, API references) announce it for tools and AI agents. */
function markdownAlternates(config: SiteConfig, page: PageModel): Alternate[] {
  const href = pageMarkdownUrl(config, page);
  return href === undefined ? [] : [{ type: 'text/markdown', href }];
}

/** On a site with several locales: the page in each locale it is translated into, and the default locale's as x-default. */
function localeAlternates(config: SiteConfig, page: PageModel): Alternate[] {
  if (!page.locales) return [];
  const origin = config.url.replace(/\/+$/, '');
  return [
    ...page.locales.links.filter((link) => link.translated).map((link) => ({ hreflang: link.lang, href: `${origin}${link.url}` })),
    ...(page.locales.fallback.translated ? [{ hreflang: 'x-default', href: `${origin}${page.locales.fallback.url}` }] : []),
  ];
}

/** An MDX page's <Head> tags (author-trusted, as the page's code is) and its front matter's meta and link elements (escaped), one per line. */
function pageHeadTags(page: PageModel): string {
  if (page.kind !== 'markdown') return '';
  const own = page.head ? page.head.tags.map((tag) => `${tag}\n`) : [];
  const written = (page.headElements ?? []).flatMap(({ tag, attrs }) =>
    tag === 'title' || (tag === 'link' && attrs.href !== undefined && !isSafeLink(attrs.href))
      ? []
      : [
          `<${tag}${Object.entries(attrs)
            .map(([name, value]) => (/^[a-z][a-z0-9:-]*$/i.test(name) ? ` ${name}="${escapeHtml(value)}"` : ''))
            .join('')}>\n`,
        ],
  );
  return [...own, ...written].join('');
}

/** Starlight's front matter `head` title. */
function headElementTitle(page: PageModel & { kind: 'markdown' }): string | undefined {
  return page.headElements?.find((element) => element.tag === 'title')?.content;
}

/** A hero's image, or one per colour theme (shown by theme.css as the logo's are). */
function HeroImage({ image, config }: { image: NonNullable<NonNullable<MarkdownPage['hero']>['image']>; config: SiteConfig }) {
  const src = (link: string) => (isSafeLink(link) ? resolveSiteLink(config, link) : '');
  if (image.dark === undefined) return <img className="hero-image" src={src(image.src)} alt={image.alt} />;
  return (
    <>
      <img className="hero-image hero-image-light" src={src(image.src)} alt={image.alt} />
      <img className="hero-image hero-image-dark" src={src(image.dark)} alt={image.alt} />
    </>
  );
}

/** Starlight's hero: title, tagline, image and action links (root-relative links get the base URL). */
function Hero({ hero, config }: { hero: NonNullable<MarkdownPage['hero']>; config: SiteConfig }) {
  return (
    <header className="hero">
      <div className="hero-text">
        <h1>{hero.title}</h1>
        {hero.tagline && <p className="tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <p className="hero-actions">
            {hero.actions.map((action) => (
              <a
                key={action.link + action.text}
                className={action.variant === 'minimal' || action.variant === 'secondary' ? `button hero-action-${action.variant}` : 'button button-primary'}
                href={isSafeLink(action.link) ? resolveSiteLink(config, action.link) : '#'}
              >
                {action.text}
              </a>
            ))}
          </p>
        )}
      </div>
      {hero.image && <HeroImage image={hero.image} config={config} />}
    </header>
  );
}

/** The cards of <DocCardList /> written where it left its placeholder. */
function withDocCards(html: string, items: CategoryPage['items'] | undefined): string {
  if (!items) return html;
  return html.replace(DOC_CARDS_PLACEHOLDER, () => `<div class="doc-card-list">${renderToStaticMarkup(<CategoryCards items={items} />)}</div>`);
}
