import type { SiteConfig } from '../../config/site-config.js';
import { sanitizeContentHtml } from '../../markdown/sanitize.js';
import { announcementScript } from '../inline-scripts.js';
import { useUiStrings } from './ui-strings-context.js';

/** A closeable bar: the runtime shows the close button and remembers the dismissal (per announcement id). */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteConfig['announcementBar']> }) {
  const strings = useUiStrings();
  return (
    <>
      <div className="announcement-bar" role="banner" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
        <div className="announcement-content" dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(bar.content) }} />
        {bar.isCloseable && (
          <button type="button" className="announcement-close" aria-label={strings.close} hidden>
            ×
          </button>
        )}
      </div>
      {bar.isCloseable && <script dangerouslySetInnerHTML={{ __html: announcementScript() }} />}
    </>
  );
}
