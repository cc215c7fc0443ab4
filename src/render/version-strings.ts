// The words of docs versions that readers see (the old-version banner), in English, in one
// place so a per-locale table can take them over. Docusaurus's wording.
export const VERSION_STRINGS = {
  unmaintained: (site: string, version: string) => `This is documentation for ${site} ${version}, which is no longer actively maintained.`,
  unreleased: (site: string, version: string) => `This is unreleased documentation for ${site} ${version} version.`,
  /** Before and after the link to the latest copy of the page. */
  seeLatest: { before: 'For up-to-date documentation, see the ', link: 'latest version', after: (latest: string) => ` (${latest}).` },
} as const;
