import type { ReferencePage } from '../../model/types.js';

/** The three-pane API reference: navigation, documentation, examples (see src/model/reference). */
export function ReferenceLayout({ page }: { page: ReferencePage }) {
  return (
    <>
      <aside className="reference-nav" aria-label="API navigation">
        <nav dangerouslySetInnerHTML={{ __html: page.navHtml }} />
      </aside>
      <main id="sp-main" className="main reference-main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: page.html }} />
    </>
  );
}
