import type { WebhookView } from '../../model/reference/view-model.js';
import { useLinks } from './links.js';
import { Html } from './Html.js';
import { Payload } from './OperationSection.js';
import { MethodBadge } from './MethodBadge.js';
import { operationExamplesHtml } from './samples-html.js';
import { ResponseList } from './ResponseList.js';
import { useHeading } from './headings.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** Webhook events (OpenAPI 3.1 `webhooks` or `x-webhooks`): what the API sends to you. `eagerAnchor`: the page's first section (examples highlighted in the HTML). */
export function WebhooksSection({ webhooks, title, start, eagerAnchor }: { webhooks: WebhookView[]; title: string; start: boolean; eagerAnchor?: string }) {
  // The page's h1 on a page of a split reference (headings.tsx).
  const Heading = useHeading(-1);
  const Title = useHeading(0);
  const Subtitle = useHeading(1);
  const { href, uniqueId } = useLinks();
  const strings = useUiStrings();
  return (
    <section className="webhooks-section">
      <div className="tag-intro" id={start ? 'webhooks' : undefined}>
        <Heading className="tag-title">{title}</Heading>
        <p className="tag-description">Requests the API sends to your endpoint when these events happen.</p>
      </div>
      {webhooks.map((w) => (
        <section key={w.anchor} className={`operation webhook${w.deprecated ? ' operation-deprecated' : ''}`} id={w.anchor}>
          <div className="operation-docs">
            <Title className="operation-title">
              <a className="anchor-link" href={href(w.anchor) ?? ''}>
                {w.summary}
              </a>
              {w.deprecated && <span className="badge badge-deprecated">{strings.refDeprecated}</span>}
            </Title>
            <p className="operation-path">
              <MethodBadge method={w.method} /> <code className="path">{w.name}</code> <span className="event-label">event</span>
            </p>
            <Html className="operation-description" html={w.descriptionHtml} under={Title} />
            {w.payload && <Payload body={w.payload} depth={1} />}
            <ResponseList responses={w.responses} />
          </div>
          <div
            className="operation-samples"
            dangerouslySetInnerHTML={{
              __html: operationExamplesHtml(
                w.payload,
                w.responses,
                uniqueId(`examples-${w.anchor.replace(/[^A-Za-z0-9_-]+/g, '-')}`),
                Subtitle,
                strings.refPayloadExample,
                false,
                w.anchor !== eagerAnchor,
                strings,
              ),
            }}
          />
        </section>
      ))}
    </section>
  );
}
