import type { FooterConfig, SiteConfig } from '../../config/site-config.js';
import { resolveSiteLink } from '../../shared/routes.js';
import { footerHrefHere } from '../../model/site-links-here.js';
import type { SiteLinksHere } from '../../model/types.js';
import { ThemedLogo } from './ThemedLogo.js';

/** `here`: on a docs page of another locale or version, links to docs pages lead to the same page in its locale (model/site-links-here.ts). */
export function Footer({ footer, config, here }: { footer: FooterConfig; config: SiteConfig; here?: SiteLinksHere }) {
  const href = (link: { to?: string; href?: string }) => link.href ?? footerHrefHere(resolveSiteLink(config, `/${(link.to ?? '').replace(/^\/+/, '')}`), here, config);
  const A = ({ link }: { link: { label: string; to?: string; href?: string } }) => (
    <a className="footer-link" href={href(link)} {...(link.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
  const columns = footer.links.filter((entry): entry is Extract<typeof entry, { items: unknown }> => 'items' in entry);
  const flat = footer.links.filter((entry): entry is Exclude<typeof entry, { items: unknown }> => !('items' in entry));
  return (
    <footer className={`footer footer-${footer.style}`}>
      {columns.length > 0 && (
        <div className="footer-columns">
          {columns.map((column, i) => (
            <div key={i} className="footer-column">
              <p className="footer-title">{column.title}</p>
              <ul>
                {column.items.map((link, j) => (
                  <li key={j}>
                    <A link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {flat.length > 0 && (
        <ul className="footer-flat">
          {flat.map((link, i) => (
            <li key={i}>
              <A link={link} />
            </li>
          ))}
        </ul>
      )}
      {footer.logo && (
        <p className="footer-logo">
          <ThemedLogo logo={footer.logo} alt={footer.logo.alt ?? ''} config={config} />
        </p>
      )}
      {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}
