// The HTML document shell (templates/document.hbs) around a server-rendered body.
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../load/package-root.js';
import { precompiledDocument } from './document-template.js';

/** A `<link rel="alternate">`: a markdown twin (its `type`), or the page in another locale (its `hreflang`). */
export type Alternate = { type: string; hreflang?: undefined; href: string } | { hreflang: string; type?: undefined; href: string };

export interface DocumentData {
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  colorModeSetting: string;
  baseUrl: string;
  title: string;
  description?: string;
  keywords?: string;
  /** Absolute URL of the social card image. */
  image?: string;
  canonical: string;
  noIndex: boolean;
  /** A redirect page: where the browser goes at once (meta refresh). */
  redirectTo?: string;
  contentSecurityPolicy?: string;
  favicon?: string;
  /** A markdown twin (`type`), or the page in another locale (`hreflang`). */
  alternates: Alternate[];
  cssHref: string;
  customCssHref?: string;
  /** Stylesheets only this page needs (its components, math). */
  pageCssHrefs: string[];
  /** headTags and scripts from the config (author-trusted markup). */
  headHtml?: string;
  runtimeHref?: string;
  /** The runtime's parts this page needs (src/render/page-parts.ts), linked with data-sp-part (PAGE_PART_ATTRIBUTE) for the runtime to import. */
  pageScriptHrefs: string[];
  colorModeScript?: string;
  body: string;
  siteData?: string;
}

let compiled: Handlebars.TemplateDelegate<DocumentData> | undefined;

// Compile options as bin/build.mjs precompiles it with.
export function renderDocument(data: DocumentData): string {
  compiled ??= precompiledDocument
    ? Handlebars.template<DocumentData>(precompiledDocument)
    : Handlebars.compile<DocumentData>(readFileSync(join(packageRoot(), 'templates', 'document.hbs'), 'utf8'), { strict: false });
  return compiled(data);
}

/** `page title | site title`, or the site title alone when the page title is empty or the same. */
export function pageTitle(title: string, siteTitle: string): string {
  return !title || title === siteTitle ? siteTitle : `${title} | ${siteTitle}`;
}
