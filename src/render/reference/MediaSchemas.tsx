import { mediaGroups } from '../../model/reference/media-groups.js';
import type { MediaView } from '../../model/reference/view-model.js';
import { useLinks, useSchemaHtml } from './links.js';
import { switcherHtml } from './samples-html.js';

/**
 * The schema of each media type of a body. Most bodies have one (application/json); several
 * are a switcher by media type, and every switcher of the page follows the reader's choice.
 * Past a few media types, those with the same schema share a tab that names them all (mediaGroups).
 */
export function MediaSchemas({ contents }: { contents: MediaView[] }) {
  const schemaHtml = useSchemaHtml();
  const { uniqueId } = useLinks();
  const groups = mediaGroups(contents);
  // The switcher's name is taken before the panels' ids (schema variants), as the page has always numbered them.
  const name = groups.length > 1 ? uniqueId('media') : undefined;
  const panels = groups.map((group) =>
    schemaHtml.media(
      group[0],
      group.map((media) => media.mediaType),
    ),
  );
  if (name !== undefined) {
    const labels = groups.map((group) => ({ value: group[0].mediaType, label: group.length > 1 ? `${group[0].mediaType} and ${group.length - 1} more` : group[0].mediaType }));
    const html = switcherHtml(
      name,
      labels,
      panels.map((panel) => `<div class="media">${panel}</div>`),
      'media-type',
    );
    return <div className="media-switcher" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <>
      {groups.map((group, i) => (
        <div key={group[0].mediaType} className="media" dangerouslySetInnerHTML={{ __html: panels[i] }} />
      ))}
    </>
  );
}
