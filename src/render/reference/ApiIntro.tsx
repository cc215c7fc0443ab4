import type { ReferenceView, SecuritySchemeView, ServerView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { ServerItem } from './OperationSection.js';

/** Top of a reference: title, version, description, servers, authentication, spec download. */
export function ApiIntro({ view, downloadUrl, specLabel }: { view: ReferenceView; downloadUrl: string; specLabel: string }) {
  return (
    <section className="operation reference-intro" id="section/intro">
      <div className="operation-docs">
        <header className="reference-header">
          {view.logo &&
            (view.logo.href ? (
              <a href={view.logo.href} rel="noopener noreferrer">
                <img className="reference-logo" src={view.logo.url} alt={view.logo.alt} />
              </a>
            ) : (
              <img className="reference-logo" src={view.logo.url} alt={view.logo.alt} />
            ))}
          <h1 className="reference-title">{view.title}</h1>
          <p className="reference-meta">
            {view.version && <span className="version-badge">Version {view.version}</span>}
            <span className="version-label">{specLabel}</span>
            {view.deprecated && <span className="badge badge-deprecated">deprecated</span>}
            {view.openapiVersion && <span className="openapi-version">OpenAPI {view.openapiVersion}</span>}
          </p>
          {view.summary && <p className="reference-summary">{view.summary}</p>}
        </header>
        <Html className="reference-description" html={view.descriptionHtml} under="h1" />
        {view.about.length > 0 && (
          <ul className="reference-about">
            {view.about.map((item, i) => (
              <li key={i}>
                <span className="fact-label">{item.label}:</span>{' '}
                {item.href ? (
                  <a href={item.href} rel="noopener noreferrer">
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
        )}
        {view.securitySchemes.length > 0 && <Authentication schemes={view.securitySchemes} required={view.globalSecurity} />}
      </div>
      <div className="operation-samples">
        <Servers servers={view.servers} />
        <div className="sample-group">
          {/* h2: sections of the page under its h1, as Authentication is (no rank skipped). */}
          <h2 className="sample-title">OpenAPI specification</h2>
          <a className="download-spec" href={downloadUrl} download>
            Download spec ({/\.json$/i.test(downloadUrl) ? 'JSON' : 'YAML'})
          </a>
        </div>
      </div>
    </section>
  );
}

function Servers({ servers }: { servers: ServerView[] }) {
  return (
    <div className="sample-group servers" id="section/servers">
      <h2 className="sample-title">{servers.length === 1 ? 'Base URL' : 'Servers'}</h2>
      <ul className="server-list">
        {servers.map((server) => (
          <ServerItem key={server.url} server={server}>
            {server.variables.length > 0 && (
              <dl className="server-variables">
                {server.variables.map((v) => (
                  <div key={v.name} className="server-variable">
                    <dt>
                      <code>{`{${v.name}}`}</code>
                    </dt>
                    <dd>
                      {v.default && (
                        <>
                          default <code>{v.default}</code>
                        </>
                      )}
                      {v.enum.length > 0 && (
                        <>
                          {' '}
                          · one of{' '}
                          {v.enum.map((e, i) => (
                            <span key={e}>
                              {i > 0 && ', '}
                              <code>{e}</code>
                            </span>
                          ))}
                        </>
                      )}
                      <Html html={v.descriptionHtml} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </ServerItem>
        ))}
      </ul>
    </div>
  );
}

function Authentication({ schemes, required }: { schemes: SecuritySchemeView[]; required: string[][] }) {
  return (
    <div className="authentication" id="section/authentication">
      <h2 className="section-title">Authentication</h2>
      {required.length > 0 && <p className="auth-required">Every call needs {required.map((alt) => alt.join(' + ')).join(' or ')} unless its documentation says otherwise.</p>}
      {schemes.map((s) => (
        <div key={s.name} className="security-scheme" id={`section/authentication/${s.name}`}>
          <h3 className="scheme-title">
            {s.name} <span className="scheme-type">{s.summary}</span>
          </h3>
          <Html html={s.descriptionHtml} />
          {s.openIdConnectUrl && <p>Discovery: {s.openIdConnectHref ? <a href={s.openIdConnectHref}>{s.openIdConnectUrl}</a> : s.openIdConnectUrl}</p>}
          {s.flows.map((flow) => (
            <div key={flow.name} className="oauth-flow">
              <p>
                <strong>{flow.name}</strong>
                {flow.urls.map((u) => (
                  <span key={u.label}>
                    {' '}
                    · {u.label}: <code>{u.url}</code>
                  </span>
                ))}
              </p>
              {flow.scopes.length > 0 && (
                <ul className="oauth-scopes">
                  {flow.scopes.map((scope) => (
                    <li key={scope.name}>
                      <code>{scope.name}</code> {scope.description}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
