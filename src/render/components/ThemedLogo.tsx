import type { SiteConfig } from '../../config/site-config.js';
import { assetUrl } from '../../shared/routes.js';

type Logo = NonNullable<SiteConfig['navbar']['logo']>;

/**
 * A logo in its light and dark images (theme.css shows the one for the page's theme). With the
 * colour switch turned off the theme is always the default mode (no script changes it), so only
 * that mode's image is written: browsers fetch a hidden <img> too, and the other would be a
 * request on every page that no reader ever sees.
 */
export function ThemedLogo({ logo, alt, config }: { logo: Logo; alt: string; config: SiteConfig }) {
  const fixed = config.colorMode.disableSwitch ? config.colorMode.defaultMode : undefined;
  const image = (className: string, src: string) => <img className={`logo ${className}`} src={assetUrl(config.baseUrl, src)} alt={alt} width={logo.width} height={logo.height} />;
  if (fixed === 'light' || !logo.srcDark) return image('logo-light', logo.src);
  if (fixed === 'dark') return image('logo-dark', logo.srcDark);
  return (
    <>
      {image('logo-light', logo.src)}
      {image('logo-dark', logo.srcDark)}
    </>
  );
}
