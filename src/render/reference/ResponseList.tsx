import type { LinkView, ResponseView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { MediaSchemas } from './MediaSchemas.js';
import { ParameterList } from './ParameterGroups.js';
import { statusClass } from './samples-html.js';
import { useLinks } from './links.js';

/** Every response by status code; success responses start open. */
export function ResponseList({ responses }: { responses: ResponseView[] }) {
  if (responses.length === 0) return null;
  return (
    <div className="responses">
      <h4 className="subsection-title">Responses</h4>
      {responses.map((r) => {
        // A body without a schema still names its media type (its examples are in the samples column).
        const hasBody = r.headers.length > 0 || r.contents.length > 0 || r.links.length > 0;
        const head = (
          <>
            <span className={`status ${statusClass(r.status)}`}>{r.status}</span> <span className="status-text">{r.statusText}</span>
            {r.summary && <span className="response-summary"> · {r.summary}</span>}
          </>
        );
        return hasBody ? (
          <details key={r.status} className={`response ${statusClass(r.status)}`} open={r.status.startsWith('2') || undefined}>
            <summary>{head}</summary>
            <Html className="response-description" html={r.descriptionHtml} />
            {r.headers.length > 0 && (
              <div className="response-headers">
                <h5 className="subsection-title">Headers</h5>
                <ParameterList parameters={r.headers} />
              </div>
            )}
            <MediaSchemas contents={r.contents} />
            {r.links.length > 0 && <ResponseLinks links={r.links} />}
          </details>
        ) : (
          <div key={r.status} className={`response response-empty ${statusClass(r.status)}`}>
            <p className="response-head">{head}</p>
            <Html className="response-description" html={r.descriptionHtml} />
          </div>
        );
      })}
    </div>
  );
}

/** OpenAPI links: the calls this answer leads to, and which of its values they take. */
function ResponseLinks({ links }: { links: LinkView[] }) {
  const { href } = useLinks();
  return (
    <div className="response-links">
      <h5 className="subsection-title">Links</h5>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <strong>{link.name}</strong>
            {': '}
            {link.target ? <a href={href(link.target.anchor)}>{link.target.summary}</a> : <code>{link.named ?? 'no operation named'}</code>}
            {link.parameters.length > 0 && (
              <>
                {' with '}
                {link.parameters.map(([name, expression], i) => (
                  <span key={name}>
                    {i > 0 && ', '}
                    <code>{name}</code> = <code>{expression}</code>
                  </span>
                ))}
              </>
            )}
            <Html className="link-description" html={link.descriptionHtml} />
          </li>
        ))}
      </ul>
    </div>
  );
}
