import type { MediaView } from '../../model/reference/view-model.js';
import { SchemaBody } from './SchemaBody.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SchemaType } from './SchemaType.js';

/** The schema of each media type of a body (most bodies have one: application/json). */
export function MediaSchemas({ contents }: { contents: MediaView[] }) {
  return (
    <>
      {contents.map((media) => (
        <div key={media.mediaType} className="media">
          <p className="media-head">
            <span className="media-type">{media.mediaType}</span>
            {media.schema && (
              <>
                {' '}
                <SchemaType node={media.schema} />
              </>
            )}
          </p>
          {media.schema && <SchemaFacts node={media.schema} />}
          {media.schema?.kind === 'tree' && <SchemaBody node={media.schema} />}
        </div>
      ))}
    </>
  );
}
