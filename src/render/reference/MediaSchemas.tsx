import type { MediaView } from '../../model/reference/view-model.js';
import { useLinks, useSchemaHtml } from './links.js';
import { switcherHtml } from './samples-html.js';

/**
 * The schema of each media type of a body. Most bodies have one (application/json); several
 * are a switcher by media type, and every switcher of the page follows the reader's choice.
 */
export function MediaSchemas({ contents }: { contents: MediaView[] }) {
  const schemaHtml = useSchemaHtml();
  const { uniqueId } = useLinks();
  if (contents.length > 1) {
    const html = switcherHtml(
      uniqueId('media'),
      contents.map((media) => ({ value: media.mediaType, label: media.mediaType })),
      contents.map((media) => `<div class="media">${schemaHtml.media(media)}</div>`),
      'media-type',
    );
    return <div className="media-switcher" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <>
      {contents.map((media) => (
        <div key={media.mediaType} className="media" dangerouslySetInnerHTML={{ __html: schemaHtml.media(media) }} />
      ))}
    </>
  );
}
