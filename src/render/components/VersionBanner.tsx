// The banner on the pages of a docs version other than the latest: unreleased (the docs folder,
// "Next") or no longer maintained, with a link to the same page in the latest version.
import type { PageVersion } from '../../model/types.js';
import { VERSION_STRINGS } from '../version-strings.js';

export function VersionBanner({ version, siteTitle }: { version: PageVersion; siteTitle: string }) {
  if (version.banner === 'none') return null;
  const what = version.banner === 'unreleased' ? VERSION_STRINGS.unreleased(siteTitle, version.label) : VERSION_STRINGS.unmaintained(siteTitle, version.label);
  const see = VERSION_STRINGS.seeLatest;
  return (
    <div className="admonition admonition-warning version-banner" role="note" data-version-banner={version.banner}>
      <p>{what}</p>
      <p>
        {see.before}
        <a className="version-banner-latest" href={version.latest.url}>
          {see.link}
        </a>
        {see.after(version.latest.label)}
      </p>
    </div>
  );
}
