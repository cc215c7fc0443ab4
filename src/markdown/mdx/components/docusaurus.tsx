// The Docusaurus theme modules big sites import in their pages, beside Tabs and Admonition:
// TOCInline and DocCardList (what they list is known only once the page, and the site's sidebars,
// are built: each writes a placeholder that the build fills in, toc-inline.ts and the render stage's
// doc cards), useDocusaurusContext (the site config), Translate/translate (the page's own text:
// specpress translates by locale folders, not message ids) and Head (tags for the page's <head>).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useMdxContext } from '../context.js';
import { filled } from '../../../config/ui-strings/index.js';

/** Where TOCInline's list goes: filled from the page's headings once it is rendered (toc-inline.ts). */
export const TOC_INLINE_MARK = 'data-sp-toc-inline';
/** Where DocCardList's cards go: filled by the render stage from the sidebar (render/doc-cards.ts). */
export const DOC_CARDS_MARK = 'data-sp-doc-cards';
/** DocCardList's placeholder as React writes it. */
export const DOC_CARDS_PLACEHOLDER = `<div class="doc-card-list" ${DOC_CARDS_MARK}=""></div>`;

export function TOCInline({ minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: unknown; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const context = useMdxContext();
  context.tocInline = true;
  return <div className="toc-inline" {...{ [TOC_INLINE_MARK]: `${minHeadingLevel},${maxHeadingLevel}` }} />;
}

/** <DocCardList />: a card for each item of the page's sidebar category (its `items` prop is not needed here). */
export function DocCardList(_props: { items?: unknown; className?: string }) {
  const context = useMdxContext();
  context.docCards = true;
  return <div className="doc-card-list" {...{ [DOC_CARDS_MARK]: '' }} />;
}

/** For `<DocCardList items={useCurrentSidebarCategory().items} />`, as Docusaurus 2 pages write it. */
export function useCurrentSidebarCategory(): { items: unknown[]; label: string } {
  return { items: [], label: '' };
}

/** What Docusaurus's useActiveVersion() gives: the docs version of the page that renders (the docs folder, `current`, on a site without versions). */
export interface ActiveVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
}

/** Docusaurus's `useActiveVersion` and `useDocsVersion` (`@docusaurus/plugin-content-docs/client`): the page's version. */
export function useActiveVersion(_pluginId?: string): ActiveVersion {
  const { version, baseUrl } = useMdxContext();
  return version ?? { name: 'current', label: 'Next', path: baseUrl, isLast: true };
}

export interface DocusaurusContextValue {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
}

export function useDocusaurusContext(): DocusaurusContextValue {
  return useMdxContext().docusaurus;
}

/** `{name}` placeholders filled from `values`, as Docusaurus' translate does. */
function interpolate(message: string, values?: Record<string, unknown>): string {
  return values ? filled(message, values) : message;
}

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, unknown>): string {
  return interpolate(message, values);
}

export function Translate({ children, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, unknown> }) {
  return <>{typeof children === 'string' ? interpolate(children, values) : children}</>;
}

/**
 * <Head> (`@docusaurus/Head`) and a `<head>` written in MDX: its tags go to the page's <head>
 * (author-trusted, as the page's code is), its <title> names the page; nothing shows in the body.
 */
export function Head({ children }: { children?: ReactNode }) {
  const context = useMdxContext();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const element = child as ReactElement<{ children?: ReactNode }>;
    if (element.type === 'title') context.head.title = Children.toArray(element.props.children).join('');
    else if (typeof element.type === 'string' && ['meta', 'link'].includes(element.type)) context.head.tags.push(renderToStaticMarkup(element));
    else
      context.dropped.push({
        ...(context.find('<Head', '<head') ?? { line: 1, column: 1 }),
        message: `<${typeof element.type === 'string' ? element.type : 'component'}> inside <head> is not published: a page's head takes <title>, <meta> and <link>`,
      });
  }
  return null;
}
