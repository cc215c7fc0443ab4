import { ApiIntro } from './ApiIntro.js';
import { OperationIndex } from './OperationIndex.js';
import { OperationPageContent } from './OperationPageContent.js';
import type { CounterpartLink } from './OperationSection.js';
import type { ReferencePageInput } from './page-input.js';
import { SchemasSection } from './SchemasSection.js';
import { TagSection } from './TagSection.js';
import { TryItSpecData } from './TryItControl.js';
import { WebhooksSection } from './WebhooksSection.js';
import { ItemRank } from './headings.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** The middle and right columns of one reference page. */
export function ReferenceContent({ input }: { input: ReferencePageInput }) {
  const { view, page, latest } = input;
  const strings = useUiStrings();
  const counterpartOf = (operationId: string): CounterpartLink | undefined => {
    const url = latest ? input.counterparts.get(operationId)?.[latest.specId] : undefined;
    return url && latest ? { url, label: latest.label } : undefined;
  };
  // Every other version's URL of the same operation: the Versions menu follows the operation in view.
  const otherVersionsOf = (operationId: string): string[] => Object.values(input.counterparts.get(operationId) ?? {}).sort();
  // The page's first section shows before any script runs (and is laid out from the first frame,
  // reference.css): its JSON examples are highlighted in the HTML, every other's in the browser.
  const eagerAnchor = page.tags[0]?.operations[0]?.anchor ?? page.webhooks[0]?.anchor ?? page.schemas[0]?.anchor;
  // Where a tag, the webhooks or the schemas are the page's h1 (a page of a split reference but
  // its first), their items' titles are h2; an operation's own page makes its title the h1.
  const itemRank = page.operation ? 1 : !page.intro && input.split ? 2 : 3;
  return (
    <ItemRank.Provider value={itemRank}>
      <div className="reference" data-spec={view.specId} data-anchor-map={input.anchorMapUrl}>
        {latest && (
          <div className="reference-banner banner-deprecated" role="note">
            <strong>{input.specLabel}:</strong> this version of the API is deprecated. <a href={latest.url}>Go to {latest.label}</a>.
          </div>
        )}
        {view.tryIt && <TryItSpecData data={view.tryIt} />}
        {page.intro && <ApiIntro view={view} downloadUrl={input.downloadUrl} specLabel={input.specLabel} />}
        {!page.intro && !page.operation && (
          <p className="reference-page-context">
            <a href={input.pages[0].url}>{view.title}</a> · {input.specLabel}
          </p>
        )}
        {page.operation && (
          <OperationPageContent
            page={page.operation}
            apiTitle={view.title}
            apiUrl={input.pages[0].url}
            specLabel={input.specLabel}
            counterpart={counterpartOf(page.operation.op.id)}
            otherVersions={otherVersionsOf(page.operation.op.id)}
            versionDeprecated={latest !== undefined}
          />
        )}
        {page.operationIndex && <OperationIndex tags={page.tags} />}
        {!page.operationIndex &&
          page.tags.map((tag) => (
            <TagSection key={tag.anchor} tag={tag} counterpartOf={counterpartOf} otherVersionsOf={otherVersionsOf} versionDeprecated={latest !== undefined} eagerAnchor={eagerAnchor} />
          ))}
        {page.webhooks.length > 0 && <WebhooksSection webhooks={page.webhooks} title={page.tagName ?? strings.refWebhookEvents} start={page.webhooksStart} eagerAnchor={eagerAnchor} />}
        {page.schemas.length > 0 && <SchemasSection schemas={page.schemas} title={page.tagName ?? strings.refSchemas} start={page.schemasStart} eagerAnchor={eagerAnchor} />}
      </div>
    </ItemRank.Provider>
  );
}
