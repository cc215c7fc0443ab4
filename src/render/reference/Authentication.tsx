// The security schemes section of a reference (its intro's, or where a description places Redoc's
// `<SecurityDefinitions />`).
import type { SecuritySchemeView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/**
 * The security schemes: their kind, description, OAuth flows and scopes. `anchored` (the page's
 * own section, the intro's): it and each scheme carry the anchors operations link to; a copy a
 * tag's description places (`<SecurityDefinitions />`) carries none, so no id is given twice.
 */
export function Authentication({ schemes, required, anchored = true }: { schemes: SecuritySchemeView[]; required: string[][]; anchored?: boolean }) {
  const strings = useUiStrings();
  return (
    <div className="authentication" id={anchored ? 'section/authentication' : undefined}>
      <h2 className="section-title">{strings.refAuthentication}</h2>
      {required.length > 0 && <p className="auth-required">Every call needs {required.map((alt) => alt.join(' + ')).join(' or ')} unless its documentation says otherwise.</p>}
      {schemes.map((s) => (
        <div key={s.name} className="security-scheme" id={anchored ? `section/authentication/${s.name}` : undefined}>
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
