import type { PageBody } from '../../model/page-bodies.js';

/** The three-pane API reference: navigation, documentation, examples (see src/model/reference). */
export function ReferenceLayout({ body }: { body: PageBody }) {
  return (
    <>
      <aside className="reference-nav" aria-label="API navigation">
        <nav dangerouslySetInnerHTML={{ __html: body.navHtml ?? '' }} />
      </aside>
      <main id="sp-main" className="main reference-main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: body.html }} />
    </>
  );
}
