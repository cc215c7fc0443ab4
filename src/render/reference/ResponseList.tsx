import type { LinkView, ResponseView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { MediaSchemas } from './MediaSchemas.js';
import { ParameterList } from './ParameterGroups.js';
import { statusClass } from './samples-html.js';
import { useLinks } from './links.js';
import { useHeading } from './headings.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** Every response by status code; success responses start open. */
export function ResponseList({ responses, depth = 1 }: { responses: ResponseView[]; /** Below the item's title (headings.tsx). */ depth?: number }) {
  const Title = useHeading(depth);
  const Sub = useHeading(depth + 1);
  const strings = useUiStrings();
  if (responses.length === 0) return null;
  return (
    <div className="responses">
      <Title className="subsection-title">{strings.refResponses}</Title>
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
            <Html className="response-description" html={r.descriptionHtml} under={Title} />
            {r.headers.length > 0 && (
              <div className="response-headers">
                <Sub className="subsection-title">{strings.refHeaders}</Sub>
                <ParameterList parameters={r.headers} />
              </div>
            )}
            <MediaSchemas contents={r.contents} />
            {r.links.length > 0 && <ResponseLinks links={r.links} depth={depth + 1} />}
          </details>
        ) : (
          <div key={r.status} className={`response response-empty ${statusClass(r.status)}`}>
            <p className="response-head">{head}</p>
            <Html className="response-description" html={r.descriptionHtml} under={Title} />
          </div>
        );
      })}
    </div>
  );
}

/** OpenAPI links: the calls this answer leads to, and which of its values they take. */
function ResponseLinks({ links, depth }: { links: LinkView[]; depth: number }) {
  const { href } = useLinks();
  const Title = useHeading(depth);
  const strings = useUiStrings();
  return (
    <div className="response-links">
      <Title className="subsection-title">{strings.refLinks}</Title>
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
