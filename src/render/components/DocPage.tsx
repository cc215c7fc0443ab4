import type { ReactNode } from 'react';
import type { SiteModel, PageModel } from '../../model/types.js';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.js';
import { PrevNext, type PagerLink } from './PrevNext.js';
import { Sidebar } from './Sidebar.js';
import { TableOfContents } from './TableOfContents.js';
import { VersionBanner } from './VersionBanner.js';
import { useUiStrings } from './ui-strings-context.js';
import { sanitizeContentHtml } from '../../markdown/sanitize.js';

export interface DocPageData {
  crumbs: Crumb[];
  previous?: PagerLink;
  next?: PagerLink;
  /** What the previous and next links are, when not the previous and next docs page (a blog post's newer and older post). */
  sublabels?: [string, string];
}

/** A docs page: sidebar, breadcrumbs, content, previous/next, table of contents. */
export function DocPage({ site, page, data, navSrc, children }: { site: SiteModel; page: PageModel; data: DocPageData; navSrc?: string; children: ReactNode }) {
  // Starlight's splash template: the page alone, without sidebar or table of contents.
  const splash = page.kind === 'markdown' && page.splash === true;
  const sidebar = page.sidebarId !== undefined && !splash ? site.sidebars[page.sidebarId] : undefined;
  // Levels 2–3 unless the page's front matter says otherwise; false when it hides the table.
  const toc = splash ? false : page.kind === 'markdown' ? page.toc : { min: 2, max: 3 };
  const strings = useUiStrings();
  return (
    <>
      {sidebar && (
        <aside className="sidebar" aria-label={page.kind === 'blogList' || (page.kind === 'markdown' && page.blogPost) ? strings.blogSidebar : strings.docsSidebar}>
          <nav>
            <Sidebar entries={sidebar} route={page.route} config={site.config} navSrc={navSrc} />
          </nav>
        </aside>
      )}
      <main id="sp-main" className="main" tabIndex={-1}>
        <div className="doc-column">
          {page.docsVersion && <VersionBanner version={page.docsVersion} siteTitle={site.config.title} />}
          {page.kind === 'markdown' && page.banner && <div className="page-banner" role="note" dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(page.banner) }} />}
          {page.untranslated && (
            <div className="admonition admonition-note untranslated-notice" role="note">
              <p>{strings.notTranslated}</p>
            </div>
          )}
          <Breadcrumbs crumbs={data.crumbs} />
          {toc && <TableOfContents headings={page.headings} min={toc.min} max={toc.max} compact />}
          <article className="markdown" lang={page.untranslated?.lang}>
            {children}
          </article>
          {page.kind === 'markdown' && (page.editUrl || page.lastUpdate) && (
            <div className="doc-meta">
              {page.editUrl && (
                <a className="doc-edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  {strings.editThisPage}
                </a>
              )}
              {page.lastUpdate && (
                <span className="doc-last-update">
                  {strings.lastUpdated}
                  {page.lastUpdate.date && (
                    <>
                      {strings.lastUpdatedOn ? ` ${strings.lastUpdatedOn} ` : ' '}
                      <time dateTime={page.lastUpdate.date}>{page.lastUpdate.date}</time>
                    </>
                  )}
                  {page.lastUpdate.author && ` ${strings.lastUpdatedBy} ${page.lastUpdate.author}`}
                </span>
              )}
            </div>
          )}
          <PrevNext previous={data.previous} next={data.next} sublabels={data.sublabels} />
        </div>
        {toc && <TableOfContents headings={page.headings} min={toc.min} max={toc.max} />}
      </main>
    </>
  );
}
