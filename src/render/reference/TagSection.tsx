import type { TagView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { OperationSection, type CounterpartLink } from './OperationSection.js';

/** A tag: its description, then its operations. On a split page the tag name is the page title. */
export function TagSection({
  tag,
  asPageTitle,
  counterpartOf,
  otherVersionsOf,
  versionDeprecated,
}: {
  tag: TagView;
  asPageTitle: boolean;
  counterpartOf: (operationId: string) => CounterpartLink | undefined;
  otherVersionsOf: (operationId: string) => string[];
  versionDeprecated: boolean;
}) {
  const Heading = asPageTitle ? 'h1' : 'h2';
  return (
    <section className="tag-section" aria-labelledby={`${tag.anchor}/title`}>
      <div className="tag-intro" id={tag.anchor}>
        <Heading className="tag-title" id={`${tag.anchor}/title`}>
          {tag.name}
        </Heading>
        <Html className="tag-description" html={tag.descriptionHtml} />
      </div>
      {tag.operations.map((op) => (
        <OperationSection key={op.id} op={op} counterpart={counterpartOf(op.id)} otherVersions={otherVersionsOf(op.id)} versionDeprecated={versionDeprecated} />
      ))}
    </section>
  );
}
