import type { OperationPage } from '../../model/reference/operation-pages.js';
import { PrevNext } from '../components/PrevNext.js';
import { useLinks } from './links.js';
import { OperationSection, type CounterpartLink } from './OperationSection.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/**
 * `reference.layout: operation`: one operation as a page of its own. Where it sits (the API and
 * its tag, linked to the route page's list), the operation with its summary as the page's h1,
 * and links to the operations before and after it.
 */
export function OperationPageContent({
  page,
  apiTitle,
  apiUrl,
  specLabel,
  counterpart,
  otherVersions,
  versionDeprecated,
}: {
  page: OperationPage;
  apiTitle: string;
  apiUrl: string;
  specLabel: string;
  counterpart?: CounterpartLink;
  otherVersions: string[];
  versionDeprecated: boolean;
}) {
  const { href } = useLinks();
  const strings = useUiStrings();
  const { op, tag, previous, next } = page;
  // One section wrapping the page, so the operation is laid out from the first frame like the
  // first operation of any reference page (reference.css: `.reference > section:first-child`).
  return (
    <section className="operation-page">
      <p className="reference-page-context">
        <a href={apiUrl}>{apiTitle}</a> · {specLabel} › {tag.ancestors.map((name) => `${name} › `)}
        <a href={href(tag.anchor)}>{tag.name}</a>
      </p>
      <OperationSection op={op} counterpart={counterpart} otherVersions={otherVersions} versionDeprecated={versionDeprecated}>
        <PrevNext label={strings.refOperations} previous={previous && { label: previous.summary, href: previous.url }} next={next && { label: next.summary, href: next.url }} />
      </OperationSection>
    </section>
  );
}
