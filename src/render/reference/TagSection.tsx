import type { TagView } from '../../model/reference/view-model.js';
import { ExternalDocs } from './ExternalDocs.js';
import { Description } from './Description.js';
import { useLinks } from './links.js';
import { MethodBadge } from './MethodBadge.js';
import { OperationSection, type CounterpartLink } from './OperationSection.js';
import { useHeading, type HeadingTag } from './headings.js';

/** Operations of several tags, shown in full under their first: listed under the others, linked. */
function AlsoHere({ operations }: { operations: NonNullable<TagView['alsoHere']> }) {
  const { href } = useLinks();
  return (
    <div className="tag-also">
      <p className="tag-also-title">Also in this tag</p>
      <ul>
        {operations.map((op) => (
          <li key={op.anchor}>
            <a href={href(op.anchor)}>
              <MethodBadge method={op.method} /> {op.summary}
            </a>{' '}
            <code>{op.path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tag: its description, then its operations. On a split page the tag name is the page title. */
export function TagSection({
  tag,
  counterpartOf,
  otherVersionsOf,
  versionDeprecated,
  eagerAnchor,
}: {
  tag: TagView;
  counterpartOf: (operationId: string) => CounterpartLink | undefined;
  otherVersionsOf: (operationId: string) => string[];
  versionDeprecated: boolean;
  /** The page's first operation: its examples are highlighted in the HTML, the others' by the runtime. */
  eagerAnchor?: string;
}) {
  // The page's h1 on a page of a split reference (headings.tsx).
  const Heading = useHeading(-1);
  return (
    <section className="tag-section" aria-labelledby={`${tag.anchor}/title`}>
      <TagIntro tag={tag} heading={Heading} />
      {tag.operations.map((op) => (
        <OperationSection
          key={op.id}
          op={op}
          counterpart={counterpartOf(op.id)}
          otherVersions={otherVersionsOf(op.id)}
          versionDeprecated={versionDeprecated}
          deferExamples={op.anchor !== eagerAnchor}
        />
      ))}
      {tag.alsoHere && tag.alsoHere.length > 0 && <AlsoHere operations={tag.alsoHere} />}
    </section>
  );
}

/** A tag's heading, its parents, its description and its external docs (the tag's anchor). */
export function TagIntro({ tag, heading: Heading }: { tag: TagView; heading: HeadingTag }) {
  return (
    <div className="tag-intro" id={tag.anchor}>
      {tag.ancestors.length > 0 && <p className="tag-ancestors">{tag.ancestors.join(' › ')}</p>}
      <Heading className="tag-title" id={`${tag.anchor}/title`}>
        {tag.name}
      </Heading>
      <Description className="tag-description" html={tag.descriptionHtml} parts={tag.descriptionParts} under={Heading} anchored={false} />
      <ExternalDocs link={tag.externalDocs} />
    </div>
  );
}
