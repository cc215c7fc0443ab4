import type { MediaView } from '../../model/reference/view-model.js';
import { useSchemaHtml } from './links.js';

/** The schema of each media type of a body (most bodies have one: application/json). */
export function MediaSchemas({ contents }: { contents: MediaView[] }) {
  const schemaHtml = useSchemaHtml();
  return (
    <>
      {contents.map((media) => (
        <div key={media.mediaType} className="media" dangerouslySetInnerHTML={{ __html: schemaHtml.media(media) }} />
      ))}
    </>
  );
}
