import type { OperationView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { MediaSchemas } from './MediaSchemas.js';
import { MethodBadge } from './MethodBadge.js';
import { ParameterGroups } from './ParameterGroups.js';
import { ResponseList } from './ResponseList.js';
import { TryItControl } from './TryItControl.js';
import { useLinks } from './links.js';
import { operationExamplesHtml, requestSamplesHtml } from './samples-html.js';

export interface CounterpartLink {
  url: string;
  label: string;
}

/** One operation: documentation in the middle column, samples on the right. */
export function OperationSection({
  op,
  counterpart,
  otherVersions = [],
  versionDeprecated,
}: {
  op: OperationView;
  counterpart?: CounterpartLink;
  otherVersions?: string[];
  versionDeprecated: boolean;
}) {
  const { href, uniqueId } = useLinks();
  const samplesId = uniqueId(`samples-${op.id.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
  // With several bodies to send, the request samples switch between them and show their examples.
  const samples = `${requestSamplesHtml(op, samplesId)}${operationExamplesHtml(op.requestBody, op.responses, `${samplesId}-examples`, 'Request body', op.sampleVariants !== undefined)}`;
  return (
    <section
      className={`operation${op.deprecated ? ' operation-deprecated' : ''}`}
      id={op.anchor}
      data-method={op.method}
      data-path={op.path}
      data-counterparts={otherVersions.length > 0 ? otherVersions.join(' ') : undefined}
    >
      <div className="operation-docs">
        <h3 className="operation-title">
          <a className="anchor-link" href={href(op.anchor) ?? `#${op.anchor}`}>
            {op.summary}
          </a>
          {op.deprecated && <span className="badge badge-deprecated">deprecated</span>}
          {op.badges.map((badge) => (
            <span key={badge} className="badge badge-custom">
              {badge}
            </span>
          ))}
        </h3>
        {versionDeprecated && (
          <p className="reference-banner banner-counterpart" role="note">
            This version is deprecated.{' '}
            {counterpart ? (
              <>
                Use <a href={counterpart.url}>this operation in {counterpart.label}</a>.
              </>
            ) : (
              'It has no counterpart in the latest version.'
            )}
          </p>
        )}
        <p className="operation-path">
          <MethodBadge method={op.method} /> <PathText path={op.path} />
        </p>
        <Html className="operation-description" html={op.descriptionHtml} />
        {op.security && <SecurityNote names={op.security} />}
        {op.tryIt && <TryItControl operationId={op.id} data={op.tryIt} />}
        <ParameterGroups groups={op.parameters} />
        {op.requestBody && (
          <div className="request-body">
            <h4 className="subsection-title">Request body{op.requestBody.required && <span className="badge badge-required">required</span>}</h4>
            <Html className="body-description" html={op.requestBody.descriptionHtml} />
            <MediaSchemas contents={op.requestBody.contents} />
          </div>
        )}
        <ResponseList responses={op.responses} />
      </div>
      <div className="operation-samples" dangerouslySetInnerHTML={{ __html: samples }} />
    </section>
  );
}

export function PathText({ path }: { path: string }) {
  return (
    <code className="path">
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        part.startsWith('{') ? (
          <span key={i} className="path-param">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </code>
  );
}

function SecurityNote({ names }: { names: string[][] }) {
  const { href } = useLinks();
  if (names.length === 0 || names.every((n) => n.length === 0)) return <p className="operation-security">No authentication.</p>;
  return (
    <p className="operation-security">
      Authorization:{' '}
      {names.map((alt, i) => (
        <span key={i}>
          {i > 0 && ' or '}
          {alt.map((n, j) => (
            <span key={n}>
              {j > 0 && ' + '}
              <a href={href('section/authentication') ?? '#section/authentication'}>{n}</a>
            </span>
          ))}
        </span>
      ))}
    </p>
  );
}
