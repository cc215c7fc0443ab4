import type { ResponseView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { MediaSchemas } from './MediaSchemas.js';
import { ParameterList } from './ParameterGroups.js';
import { statusClass } from './samples-html.js';

/** Every response by status code; success responses start open. */
export function ResponseList({ responses }: { responses: ResponseView[] }) {
  if (responses.length === 0) return null;
  return (
    <div className="responses">
      <h4 className="subsection-title">Responses</h4>
      {responses.map((r) => {
        const hasBody = r.headers.length > 0 || r.contents.some((c) => c.schema);
        const head = (
          <>
            <span className={`status ${statusClass(r.status)}`}>{r.status}</span> <span className="status-text">{r.statusText}</span>
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
