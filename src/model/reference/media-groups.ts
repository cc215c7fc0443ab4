// How a body's media types are shown: up to MEDIA_TABS keep a tab each (JSON and XML of one
// schema, say); past that, those with the same schema (one node of the view) share one, which
// names them all (a Google description sends one schema as any of 360 media types: 360 copies
// made a page of 4 MB). The page (render/reference/MediaSchemas.tsx) and the split's weight
// (weight.ts) both follow it.
import type { MediaView, SchemaNode } from './view-model.js';

const MEDIA_TABS = 4;

/** The media types in order, grouped as the page shows them; one with an encoding stands alone. */
export function mediaGroups(contents: MediaView[]): MediaView[][] {
  if (contents.length <= MEDIA_TABS) return contents.map((media) => [media]);
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
