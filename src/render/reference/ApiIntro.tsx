import type { ReferenceView, ServerView } from '../../model/reference/view-model.js';
import { Authentication } from './Authentication.js';
import { Description } from './Description.js';
import { Html } from './Html.js';
import { ServerItem } from './OperationSection.js';
import { useUiStrings } from '../components/ui-strings-context.js';
import { aboutLabelText } from './ExternalDocs.js';
import { filled } from '../../config/ui-strings/index.js';

/** Top of a reference: title, version, description, servers, authentication, spec download. */
export function ApiIntro({ view, downloadUrl, specLabel }: { view: ReferenceView; downloadUrl: string; specLabel: string }) {
  const strings = useUiStrings();
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
            {view.version && <span className="version-badge">{filled(strings.refVersion, { version: view.version })}</span>}
            <span className="version-label">{specLabel}</span>
            {view.deprecated && <span className="badge badge-deprecated">{strings.refDeprecated}</span>}
            {view.openapiVersion && <span className="openapi-version">OpenAPI {view.openapiVersion}</span>}
          </p>
          {view.summary && <p className="reference-summary">{view.summary}</p>}
        </header>
        <Description className="reference-description" html={view.descriptionHtml} parts={view.descriptionParts} under="h1" />
        {view.about.length > 0 && (
          <ul className="reference-about">
            {view.about.map((item, i) => (
              <li key={i}>
                <span className="fact-label">{aboutLabelText(item.label, strings)}:</span>{' '}
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
        {/* Shown where the description places it (`<SecurityDefinitions />`), else here. */}
        {view.securitySchemes.length > 0 && !view.descriptionParts?.some((part) => part.kind === 'security') && <Authentication schemes={view.securitySchemes} required={view.globalSecurity} />}
      </div>
      <div className="operation-samples">
        <Servers servers={view.servers} />
        <div className="sample-group">
          {/* h2: sections of the page under its h1, as Authentication is (no rank skipped). */}
          <h2 className="sample-title">{strings.refSpecification}</h2>
          <a className="download-spec" href={downloadUrl} download>
            {filled(strings.refDownloadSpec, { format: /\.json$/i.test(downloadUrl) ? 'JSON' : 'YAML' })}
          </a>
        </div>
      </div>
    </section>
  );
}

function Servers({ servers }: { servers: ServerView[] }) {
  const strings = useUiStrings();
  return (
    <div className="sample-group servers" id="section/servers">
      <h2 className="sample-title">{servers.length === 1 ? strings.refBaseUrl : strings.refServers}</h2>
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
