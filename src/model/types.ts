// The plain site model: everything the renderer needs, computed before any component runs. A
// page's HTML body is not here: it waits in the page-body store (page-bodies.ts).
import type { ComponentType } from 'react';
import type { SiteConfig, SpecEntry } from '../config/site-config.js';
import type { Heading, MarkdownLink } from '../markdown/rendered-parts.js';
import type { ReactPageProps } from '../load/react-page.js';
import type { Route } from '../shared/routes.js';
import type { SidebarEntry } from './sidebar.js';
import type { NavItem } from './navbar.js';

interface PageBase {
  route: Route;
  /** Bare URL of the page, e.g. /api-docs/authentication. */
  url: string;
  /** Output file relative to the output folder. */
  outputFile: string;
  title: string;
  description?: string;
  sourceFile?: string;
  /** Headings of the page; the TOC shows levels 2–3. */
  headings: Heading[];
  /** Id of the sidebar this page sits in, if any. */
  sidebarId?: string;
  /** Its locale (a key of `config.i18n.locales`); absent: the default locale. Its chrome's language and direction follow it. */
  locale?: string;
  /** On a site with docs versions: the version the page is in, and the same page in the others (docs-versions.ts). */
  docsVersion?: PageVersion;
  /** On a site with several locales: the same page in each locale (docs-locales.ts). */
  locales?: PageLocales;
  /** A locale's copy of a page not translated yet: the default locale's page, with a notice; `lang`: its content's language. */
  untranslated?: { lang: string };
  /** On a docs page of another locale or version: where the navbar's and footer's links to docs pages lead from it (site-links-here.ts). */
  linksHere?: SiteLinksHere;
}

/** Site routes that lead, from the pages of one locale and version, to the same page there (shared by those pages). */
export interface SiteLinksHere {
  /** A default-locale docs route the navbar or footer links to → the same page in this locale and version. */
  to: Readonly<Record<Route, Route>>;
  /** The way back (a navbar link shows as active on the page it leads to here). */
  from: Readonly<Record<Route, Route>>;
  /** The footer's: the same page in this locale (in the version linked to). */
  footer: Readonly<Record<Route, Route>>;
}

/** The same docs page in one locale: the locale dropdown's link, and an hreflang alternate when it is translated. */
export interface LocaleLink {
  code: string;
  label: string;
  /** Its `<html lang>` (hreflang). */
  lang: string;
  route: Route;
  url: string;
  /** The page is written in that locale (not the default locale's page shown untranslated). */
  translated: boolean;
}

/** What a page of a site with several locales knows of them. */
export interface PageLocales {
  /** Each locale, in the config's order: the same page there, or that locale's home. */
  links: LocaleLink[];
  /** The default locale's copy (hreflang x-default). */
  fallback: LocaleLink;
  /** The route of the page's locale's home (its prefix): the breadcrumbs start there. */
  home: Route;
}

/** A link of the version dropdown: the same page in one version, or that version's first page. */
export interface VersionLink {
  label: string;
  route: Route;
  url: string;
}

/** What a page of a versioned site shows of its version: the dropdown's links and the banner. */
export interface PageVersion {
  /** The variant (load/docs-variants.ts) the page is in. */
  variant: string;
  label: string;
  status: 'latest' | 'current' | 'older';
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The dropdown: each version, in the site's order. */
  links: VersionLink[];
  /** This page in the latest version, or the latest version's first page. */
  latest: VersionLink;
}

export interface MarkdownPage extends PageBase {
  kind: 'markdown';
  /** Links written in the markdown, with their source positions. */
  links: MarkdownLink[];
  /** The partials an MDX page imports (their files): the link check looks for what it cannot place in the page there. */
  partials?: string[];
  /** The markdown body (for machine-readable outputs). */
  markdown: string;
  /** From front matter: in no sidebar, search, sitemap or llms.txt, and noindex. */
  unlisted?: boolean;
  /** Front matter hide_title: no title is written above a body without a `# heading` of its own. */
  hideTitle?: boolean;
  /** Heading levels the table of contents shows, or false when hidden. */
  toc: { min: number; max: number } | false;
  keywords?: string[];
  /** Social card image, as a URL of this site or an external one. */
  image?: string;
  /** Front matter pagination_next / pagination_prev: a page id, or null for none. */
  pagination?: { next?: Route | null; prev?: Route | null };
  /** "Edit this page": where the page's source can be edited. */
  editUrl?: string;
  /** When (UTC date, YYYY-MM-DD) and by whom the page last changed, from git history. */
  lastUpdate?: { date?: string; author?: string };
  /** Starlight's `template: splash`: no sidebar and no table of contents. */
  splash?: boolean;
  /** Starlight's hero: shown instead of the title (links as written in the page, resolved when rendered). */
  hero?: {
    title: string;
    tagline?: string;
    image?: { src: string; /** Shown instead of `src` in the dark theme. */ dark?: string; alt: string };
    actions: { text: string; link: string; variant?: string }[];
  };
  /** Starlight's banner: HTML from the page (untrusted: sanitised when rendered). */
  banner?: string;
  /** Starlight's prev / next given as a label: the link's text. */
  pagerLabels?: { prev?: string; next?: string };
  /** Starlight's front matter head: title, meta and link elements as data (escaped when rendered). */
  headElements?: { tag: 'title' | 'meta' | 'link'; attrs: Record<string, string>; content?: string }[];
  /** An MDX page's <Head> (author-trusted): its tags go to the page's <head>, its title to <title>. */
  head?: { title?: string; tags: string[] };
  /** An MDX page's <DocCardList>: the cards of its sidebar category, filled in where it stands (render stage). */
  docCards?: true;
  /**
   * The CSS an MDX page's components import (CSS modules, `.css` files): published at `outputPath`
   * (named by its content), linked by the page; `files`: the images and fonts it names with `url()`,
   * published beside it (output path → bytes).
   */
  stylesheet?: { outputPath: string; css: string; files?: [path: string, bytes: Uint8Array][] };
  /** …and those cards (the site model finds the category). */
  docCardItems?: CategoryPage['items'];
  /** Files written relative to the page (images) that the build publishes: source file → output path. */
  assets?: { file: string; outputPath: string }[];
  /** Front matter tags, each linking to its tag page (a docs page's `/tags/<tag>`, a post's `<blog>/tags/<tag>`). */
  tags?: TagLink[];
  /** A blog post (model/blog/): its date, authors, reading time and its neighbours. */
  blogPost?: BlogPostInfo;
}

export interface TagLink {
  label: string;
  url: string;
}

/** A post's author: from authors.yml or written in its front matter. */
export interface BlogAuthor {
  name: string;
  title?: string;
  /** Their own link (http(s) or mailto only). */
  url?: string;
  /** Their page of posts, for an author of authors.yml. */
  page?: string;
  /** Their picture: an http(s) URL, or a path of the site (resolved against the base URL when shown). */
  imageUrl?: string;
  /** Their profiles (socials, email): http(s) or mailto links. */
  socials?: { label: string; url: string }[];
}

/** What a list shows of a post (and a post shows of itself above its text). */
export interface BlogPostSummary {
  title: string;
  url: string;
  /** YYYY-MM-DD, or a full ISO time. */
  date: string;
  authors: BlogAuthor[];
  tags: TagLink[];
  /** Minutes to read it (blog.showReadingTime), rounded up. */
  readingMinutes?: number;
  /** The list shows the text before `<!-- truncate -->`, then "Read more". */
  truncated: boolean;
}

export interface BlogPostInfo {
  summary: BlogPostSummary;
  newer?: { title: string; url: string };
  older?: { title: string; url: string };
}

/** A page of the blog's posts: its home and further pages, a tag's or an author's posts. Each post's excerpt waits in the page-body store. */
export interface BlogListPage extends PageBase {
  kind: 'blogList';
  /** Shown above the list (the blog's home shows none: its title is in the navbar). */
  heading?: string;
  /** An author's page: who they are, under the heading. */
  author?: BlogAuthor;
  /** A tag's page: its description from tags.yml, under the heading. */
  intro?: string;
  posts: BlogPostSummary[];
  /** Links to the newer and older pages of the same list. */
  pager: { newer?: string; older?: string };
}

/** A list of links in sections: the blog's and the docs' tags, the blog's archive. */
export interface LinkListPage extends PageBase {
  kind: 'linkList';
  sections: { heading?: string; links: { label: string; url: string; count?: number; note?: string }[] }[];
}

export interface ReactPage extends PageBase {
  kind: 'react';
  Component: ComponentType<ReactPageProps>;
}

export interface NotFoundPage extends PageBase {
  kind: 'notFound';
}

/** An API reference page; its HTML and navigation wait in the page-body store (page-bodies.ts), rendered when first read. */
export interface ReferencePage extends PageBase {
  kind: 'reference';
  spec: SpecEntry;
  /** Operation id → (other version's spec id → URL of the same operation there), for the Versions menu. */
  counterparts: Record<string, Record<string, string>>;
  /** `reference.layout: operation`: the page of one operation (it has a markdown twin of its own at `<route>.md`). */
  operationPage?: boolean;
}

/**
 * The search page every site with a navbar search item gets at `<base>search` (a site may write
 * its own `docs/search.*` page instead). The browser runtime fills in the results.
 */
export interface SearchPage extends PageBase {
  kind: 'search';
  /** Where a reader without JavaScript can browse instead: the home page and each reference. */
  browse: { label: string; url: string }[];
}

/**
 * A page that only sends the reader on: a moved URL (config `redirects`), or the home page of a
 * docs folder that has none (it leads to the first page of the sidebar).
 */
export interface RedirectPage extends PageBase {
  kind: 'redirect';
  /** Where to go: a URL of this site, or an external one. */
  to: string;
}

/** A category's generated index page: its description and a card for each of its items. */
export interface CategoryPage extends PageBase {
  kind: 'category';
  /** `links`: further links under a card (an API's versions, on the generated list of APIs). */
  items: { label: string; url: string; description?: string; links?: { label: string; url: string }[] }[];
}

export type PageModel = MarkdownPage | ReactPage | NotFoundPage | ReferencePage | SearchPage | RedirectPage | CategoryPage | BlogListPage | LinkListPage;

export interface SiteModel {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  pages: PageModel[];
  notFound: NotFoundPage;
  sidebars: Record<string, SidebarEntry[]>;
  /** Sidebars whose pages carry only their top and open path; the rest loads on demand. */
  lazySidebars: string[];
  navbar: NavItem[];
  /** Routes that exist even if no page is rendered for them (spec routes before a renderer exists). */
  extraRoutes: Route[];
  /** The blog's posts for its feeds (write/blog-feeds.ts), newest first; absent: the site has no blog. */
  blog?: BlogFeed;
}

/** What the blog's feeds say: the blog, and each listed post with its HTML (kept until the feeds are written). */
export interface BlogFeed {
  title: string;
  description: string;
  /** Route of the blog's home; the feeds are beside it. */
  route: Route;
  feeds: ('rss' | 'atom' | 'json')[];
  posts: (BlogPostSummary & { description?: string; html: string })[];
}
