import type { BodyView, ResponseView } from '../../model/reference/view-model.js';
import { ExampleList } from './ExampleList.js';
import { statusClass } from './ResponseList.js';

/** Right column: request body example and the response examples by status code. */
export function OperationExamples({ body, responses, bodyTitle = 'Request body' }: { body?: BodyView; responses: ResponseView[]; bodyTitle?: string }) {
  const bodyMedia = body?.contents.filter((c) => c.examples.length > 0) ?? [];
  const withExamples = responses.filter((r) => r.contents.some((c) => c.examples.length > 0));
  return (
    <>
      {bodyMedia.length > 0 && (
        <div className="sample-group">
          <h4 className="sample-title">{bodyTitle}</h4>
          {bodyMedia.map((m) => (
            <div key={m.mediaType} className="sample-media">
              {bodyMedia.length > 1 && <p className="media-type">{m.mediaType}</p>}
              <ExampleList examples={m.examples} />
            </div>
          ))}
        </div>
      )}
      {withExamples.length > 0 && (
        <div className="sample-group">
          <h4 className="sample-title">Response samples</h4>
          {withExamples.map((r, i) => (
            <details key={r.status} className={`sample-response ${statusClass(r.status)}`} open={i === 0 || undefined}>
              <summary>
                <span className={`status ${statusClass(r.status)}`}>{r.status}</span> {r.statusText}
              </summary>
              {r.contents
                .filter((c) => c.examples.length > 0)
                .map((m) => (
                  <div key={m.mediaType} className="sample-media">
                    <p className="media-type">{m.mediaType}</p>
                    <ExampleList examples={m.examples} />
                  </div>
                ))}
            </details>
          ))}
        </div>
      )}
    </>
  );
}
