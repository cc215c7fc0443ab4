// The one answer to "which APIs does this site document, and which specs entries are versions of
// each": entries with the same `api` are versions of one API, entries without one are versions of
// the site's single (unnamed) API. The navbar, the counterpart links, the home page, the
// `api-list` directive and llms.txt all read these groups.
import type { SiteConfig, SpecEntry } from './site-config.js';

export interface ApiGroup {
  /** The `api` id of its entries; '' for entries that name none. */
  id: string;
  label: string;
  description?: string;
  /** Its specs entries, in config order. */
  versions: SpecEntry[];
  /** Where a link to the API leads: its first version that is not deprecated (else its first). */
  current: SpecEntry;
}

/** The API an entry is a version of ('' when it names none). */
export function apiOf(spec: SpecEntry): string {
  return spec.api ?? '';
}

/** The site's APIs in the order their first entry appears under `specs`. */
export function apiGroups(config: Pick<SiteConfig, 'specs' | 'apis'>): ApiGroup[] {
  const byId = new Map<string, SpecEntry[]>();
  for (const spec of config.specs) byId.set(apiOf(spec), [...(byId.get(apiOf(spec)) ?? []), spec]);
  return [...byId].map(([id, versions]) => {
    const declared = id === '' ? undefined : Object.hasOwn(config.apis, id) ? config.apis[id] : undefined;
    return {
      id,
      label: declared?.label ?? (id === '' ? 'API' : id),
      ...(declared?.description !== undefined ? { description: declared.description } : {}),
      versions,
      current: versions.find((v) => !v.deprecated) ?? versions[0],
    };
  });
}

/** A site documents several APIs when its entries form more than one group. */
export function hasSeveralApis(config: Pick<SiteConfig, 'specs' | 'apis'>): boolean {
  return apiGroups(config).length > 1;
}
