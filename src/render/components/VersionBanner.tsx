// The banner on the pages of a docs version other than the latest: unreleased (the docs folder,
// "Next") or no longer maintained, with a link to the same page in the latest version. Its words
// are the page's UI strings (Docusaurus's wording in English).
import type { PageVersion } from '../../model/types.js';
import { filled } from '../../config/ui-strings/index.js';
import { useUiStrings, withLink } from './ui-strings-context.js';

export function VersionBanner({ version, siteTitle }: { version: PageVersion; siteTitle: string }) {
  const strings = useUiStrings();
  if (version.banner === 'none') return null;
  const what = filled(version.banner === 'unreleased' ? strings.versionUnreleased : strings.versionUnmaintained, { site: siteTitle, version: version.label });
  return (
    <div className="admonition admonition-warning version-banner" role="note" data-version-banner={version.banner}>
      <p>{what}</p>
      <p>
        {withLink(
          filled(strings.versionSeeLatest, { latest: version.latest.label }),
          'link',
          <a className="version-banner-latest" href={version.latest.url}>
            {strings.versionLatestLink}
          </a>,
        )}
      </p>
    </div>
  );
}
