import type { PageBody } from '../../model/page-bodies.js';
import { useUiStrings } from './ui-strings-context.js';

/** The three-pane API reference: navigation, documentation, examples (see src/model/reference). */
export function ReferenceLayout({ body }: { body: PageBody }) {
  const strings = useUiStrings();
  return (
    <>
      <aside className="reference-nav" aria-label={strings.apiNavigation}>
        <nav dangerouslySetInnerHTML={{ __html: body.navHtml ?? '' }} />
      </aside>
      <main id="sp-main" className="main reference-main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: body.html }} />
    </>
  );
}
