import type { ReactNode } from 'react';
import type { BodyView, CallbackView, OperationView, ServerView } from '../../model/reference/view-model.js';
import { ExternalDocs } from './ExternalDocs.js';
import { Html } from './Html.js';
import { MediaSchemas } from './MediaSchemas.js';
import { MethodBadge } from './MethodBadge.js';
import { ParameterGroups } from './ParameterGroups.js';
import { ResponseList } from './ResponseList.js';
import { TryItControl } from './TryItControl.js';
import { useHeading } from './headings.js';
import { useLinks } from './links.js';
import { operationExamplesHtml, requestSamplesHtml } from './samples-html.js';
import { useUiStrings } from '../components/ui-strings-context.js';

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
  deferExamples = false,
  children,
}: {
  op: OperationView;
  counterpart?: CounterpartLink;
  otherVersions?: string[];
  versionDeprecated: boolean;
  /** JSON examples as plain text, highlighted by the runtime (every operation but the page's first). */
  deferExamples?: boolean;
  /** Shown at the end of the documentation column (an operation page's previous/next links). */
  children?: ReactNode;
}) {
  // The page's h1 on an operation's own page (`reference.layout: operation`; headings.tsx).
  const Title = useHeading(0);
  const Subtitle = useHeading(1);
  const { href, uniqueId } = useLinks();
  const strings = useUiStrings();
  const samplesId = uniqueId(`samples-${op.id.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
  // With several bodies to send, the request samples switch between them and show their examples.
  const samples = `${requestSamplesHtml(op, samplesId, Subtitle, strings)}${operationExamplesHtml(op.requestBody, op.responses, `${samplesId}-examples`, Subtitle, strings.refRequestBody, op.sampleVariants !== undefined, deferExamples, strings)}`;
  return (
    <section
      className={`operation${op.deprecated ? ' operation-deprecated' : ''}`}
      id={op.anchor}
      data-method={op.method}
      data-path={op.path}
      data-counterparts={otherVersions.length > 0 ? otherVersions.join(' ') : undefined}
    >
      <div className="operation-docs">
        <Title className="operation-title">
          <a className="anchor-link" href={href(op.anchor) ?? `#${op.anchor}`}>
            {op.summary}
          </a>
          {op.deprecated && <span className="badge badge-deprecated">{strings.refDeprecated}</span>}
          {op.badges.map((badge) => (
            <span key={badge} className="badge badge-custom">
              {badge}
            </span>
          ))}
        </Title>
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
        {op.pathItem && (
          <div className="path-item-docs">
            {op.pathItem.summary && <p className="path-item-summary">{op.pathItem.summary}</p>}
            <Html className="path-item-description" html={op.pathItem.descriptionHtml} under={Title} />
          </div>
        )}
        <Html className="operation-description" html={op.descriptionHtml} under={Title} />
        {op.servers && <OperationServers servers={op.servers} />}
        <ExternalDocs link={op.externalDocs} />
        <SecurityNote security={op.security} />
        {op.tryIt && <TryItControl operationId={op.id} data={op.tryIt} />}
        {/* Opens every collapsed part of the operation; shown by the runtime (reference.css). */}
        {(op.requestBody || op.responses.length > 0) && (
          <button type="button" className="expand-all" aria-pressed="false">
            {strings.expandAll}
          </button>
        )}
        <ParameterGroups groups={op.parameters} />
        {op.requestBody && (
          <div className="request-body">
            <Subtitle className="subsection-title">
              {strings.refRequestBody}
              {op.requestBody.required && <span className="badge badge-required">{strings.refRequired}</span>}
            </Subtitle>
            <Html className="body-description" html={op.requestBody.descriptionHtml} under={Subtitle} />
            <MediaSchemas contents={op.requestBody.contents} />
          </div>
        )}
        <ResponseList responses={op.responses} />
        {op.callbacks.length > 0 && <Callbacks callbacks={op.callbacks} samplesId={samplesId} deferExamples={deferExamples} />}
        {children}
      </div>
      <div className="operation-samples" dangerouslySetInnerHTML={{ __html: samples }} />
    </section>
  );
}

/** Servers of an operation or its path item, which the calls of this operation go to instead of the document's. */
function OperationServers({ servers }: { servers: ServerView[] }) {
  return (
    <div className="operation-servers">
      <p className="fact-label">{servers.length === 1 ? 'Sent to this server:' : 'Sent to these servers:'}</p>
      <ul className="server-list">
        {servers.map((server) => (
          <ServerItem key={server.url} server={server} />
        ))}
      </ul>
    </div>
  );
}

/** One server of a list: its name, URL and description; `children` adds what a list shows more (variables). */
export function ServerItem({ server, children }: { server: ServerView; children?: ReactNode }) {
  return (
    <li className="server">
      {server.name && <span className="server-name">{server.name}: </span>}
      <PathText path={server.url} />
      <Html className="server-description" html={server.descriptionHtml} />
      {children}
    </li>
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

/**
 * What a call needs, the document's default included, with the OAuth scopes each scheme asks.
 * Nothing when neither the document nor the operation asks for authentication.
 */
function SecurityNote({ security }: { security: OperationView['security'] }) {
  const { href } = useLinks();
  const strings = useUiStrings();
  const { alternatives, inherited } = security;
  if (alternatives.length === 0) return inherited ? null : <p className="operation-security">{strings.refNoAuthentication}</p>;
  const optional = alternatives.some((alternative) => alternative.length === 0);
  const required = alternatives.filter((alternative) => alternative.length > 0);
  return (
    <p className="operation-security">
      {optional ? strings.refAuthorizationOptional : strings.refAuthorization}
      {required.map((alternative, i) => (
        <span key={i}>
          {i > 0 && ' or '}
          {alternative.map((requirement, j) => (
            <span key={requirement.scheme}>
              {j > 0 && ' + '}
              <a href={href('section/authentication') ?? '#section/authentication'}>{requirement.scheme}</a>
              {requirement.scopes.length > 0 && (
                <>
                  {' '}
                  (scopes:{' '}
                  {requirement.scopes.map((scope, k) => (
                    <span key={scope}>
                      {k > 0 && ', '}
                      <code className="scope">{scope}</code>
                    </span>
                  ))}
                  )
                </>
              )}
            </span>
          ))}
        </span>
      ))}
      {inherited && <span className="security-inherited"> (the API&apos;s default)</span>}
    </p>
  );
}

/**
 * Requests the API makes back to the caller, each like an operation: URL, payload and the answers
 * it expects, then their examples as the operation's own bodies show theirs (the spec's, else generated).
 */
function Callbacks({ callbacks, samplesId, deferExamples }: { callbacks: CallbackView[]; samplesId: string; deferExamples: boolean }) {
  const Title = useHeading(1);
  const Example = useHeading(2);
  const strings = useUiStrings();
  return (
    <div className="callbacks">
      <Title className="subsection-title">{strings.refCallbacks}</Title>
      {callbacks.map((callback, i) => {
        const examples = operationExamplesHtml(callback.payload, callback.responses, `${samplesId}-callback-${i}`, Example, strings.refPayloadExample, false, deferExamples, strings);
        return (
          <details key={`${callback.name} ${callback.expression} ${callback.method}`} className="callback">
            <summary>
              <MethodBadge method={callback.method} /> <span className="callback-name">{callback.name}</span>: {callback.summary}
            </summary>
            <p className="callback-url">
              To <code className="path">{callback.expression}</code>
            </p>
            <Html className="operation-description" html={callback.descriptionHtml} under={Title} />
            {callback.payload && <Payload body={callback.payload} depth={2} />}
            <ResponseList responses={callback.responses} depth={2} />
            {examples && <div className="callback-samples" dangerouslySetInnerHTML={{ __html: examples }} />}
          </details>
        );
      })}
    </div>
  );
}

/** The body of a request the API sends (a webhook's or a callback's payload). */
export function Payload({ body, depth }: { body: BodyView; /** Below the item's title (headings.tsx). */ depth: number }) {
  const Heading = useHeading(depth);
  const strings = useUiStrings();
  return (
    <div className="request-body">
      <Heading className="subsection-title">{strings.refPayload}</Heading>
      <Html className="body-description" html={body.descriptionHtml} under={Heading} />
      <MediaSchemas contents={body.contents} />
    </div>
  );
}
