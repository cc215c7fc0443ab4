import type { MediaView, SchemaNode } from '../../model/reference/view-model.js';
import { useLinks, useSchemaHtml } from './links.js';
import { switcherHtml } from './samples-html.js';

/**
 * The schema of each media type of a body. Most bodies have one (application/json); several
 * are a switcher by media type, and every switcher of the page follows the reader's choice.
 * Up to MEDIA_TABS media types keep a tab each (JSON and XML of one schema, say); past that,
 * those with the same schema are one tab that names them all (a Google description sends one
 * schema as any of 360 media types: 360 copies made a page of 4 MB).
 */
const MEDIA_TABS = 4;

export function MediaSchemas({ contents }: { contents: MediaView[] }) {
  const schemaHtml = useSchemaHtml();
  const { uniqueId } = useLinks();
  const groups = contents.length > MEDIA_TABS ? sameSchemaGroups(contents) : contents.map((media) => [media]);
  if (groups.length > 1) {
    const html = switcherHtml(
      uniqueId('media'),
      groups.map((group) => ({ value: group[0].mediaType, label: group.length > 1 ? `${group[0].mediaType} and ${group.length - 1} more` : group[0].mediaType })),
      groups.map(
        (group) =>
          `<div class="media">${schemaHtml.media(
            group[0],
            group.map((media) => media.mediaType),
          )}</div>`,
      ),
      'media-type',
    );
    return <div className="media-switcher" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <>
      {groups.map((group) => (
        <div
          key={group[0].mediaType}
          className="media"
          dangerouslySetInnerHTML={{
            __html: schemaHtml.media(
              group[0],
              group.map((media) => media.mediaType),
            ),
          }}
        />
      ))}
    </>
  );
}

/** The media types in order, those showing the same schema (one node of the view) together; one with an encoding stands alone. */
function sameSchemaGroups(contents: MediaView[]): MediaView[][] {
  const groups: MediaView[][] = [];
  const bySchema = new Map<SchemaNode, MediaView[]>();
  const sequences = new Map<SchemaNode, MediaView[]>();
  for (const media of contents) {
    if (!media.schema || media.encoding) {
      groups.push([media]);
      continue;
    }
    const index = media.sequence ? sequences : bySchema;
    const group = index.get(media.schema);
    if (group) group.push(media);
    else {
      const started = [media];
      index.set(media.schema, started);
      groups.push(started);
    }
  }
  return groups;
}
