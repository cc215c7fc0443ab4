// What an OpenAPI document says about itself beyond its description: `info.contact`,
// `info.license`, `info.termsOfService` and `externalDocs` (of the document, and of its tags,
// operations and schemas). Their URLs come from the
// spec (untrusted): only absolute links with a safe scheme (shared/url-schemes.ts) are kept; anything else is shown as text.
import { isSafeSpecLink, urlScheme } from '../../shared/url-schemes.js';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { isObject, type JsonObject } from './pointer.js';
import type { AboutLink } from './view-model.js';

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** `href` when the one scheme rule lets a spec's URL be a link (isSafeSpecLink); undefined to show it as text. */
function safeHref(href: string | undefined): string | undefined {
  return href !== undefined && isSafeSpecLink(href) ? href : undefined;
}

export function aboutLinks(root: JsonObject): AboutLink[] {
  const info = isObject(root.info) ? root.info : {};
  const out: AboutLink[] = [];
  const contact = isObject(info.contact) ? info.contact : undefined;
  if (contact) {
    const name = str(contact.name);
    const email = str(contact.email);
    const url = safeHref(str(contact.url));
    if (name || url) out.push({ label: 'Contact', text: name ?? url!, href: url });
    if (email) out.push({ label: 'Contact', text: email, href: safeHref(`mailto:${email}`) });
  }
  const license = isObject(info.license) ? info.license : undefined;
  const licenseName = license ? str(license.name) : undefined;
  if (license && licenseName) {
    const spdx = str(license.identifier);
    out.push({ label: 'License', text: licenseName, href: safeHref(str(license.url)) ?? (spdx ? `https://spdx.org/licenses/${encodeURIComponent(spdx)}.html` : undefined) });
  }
  const terms = safeHref(str(info.termsOfService));
  if (terms) out.push({ label: 'Terms of service', text: terms, href: terms });
  const docs = externalDocsOf(root.externalDocs);
  if (docs) out.push(docs);
  return out;
}

/** An `externalDocs` object (of the document, a tag, an operation or a schema) as a link, when its URL may be one (isSafeSpecLink). */
export function externalDocsOf(raw: unknown): AboutLink | undefined {
  const docs = isObject(raw) ? raw : undefined;
  const url = docs ? safeHref(str(docs.url)) : undefined;
  return docs && url ? { label: 'Documentation', text: str(docs.description) ?? url, href: url } : undefined;
}

/** `info.x-logo` (Redoc): an image above the title, linked to `href` when given. */
export interface LogoView {
  url: string;
  alt: string;
  href?: string;
}

/**
 * The logo when it can be shown: an absolute http(s) URL (a path beside the spec is not
 * published), and images from other hosts allowed. Otherwise a warning says why it is left out.
 */
export function logoOf(root: JsonObject, title: string, externalImages: 'allow' | 'block', source: YamlSource): { logo?: LogoView; diagnostics: Diagnostic[] } {
  const info = isObject(root.info) ? root.info : {};
  const logo = isObject(info['x-logo']) ? info['x-logo'] : undefined;
  const url = logo ? str(logo.url) : undefined;
  if (!logo || url === undefined) return { diagnostics: [] };
  const at = source.positionOf(['info', 'x-logo', 'url']);
  const scheme = urlScheme(url);
  if (scheme !== 'http' && scheme !== 'https')
    return {
      diagnostics: [
        diagnostic(
          'spec-logo-dropped',
          'warning',
          `x-logo "${url}" is not shown: only an absolute http(s) URL can be (an image beside the spec is not published)`,
          at,
          "Give the logo an absolute URL, or use the site's navbar logo.",
        ),
      ],
    };
  if (externalImages === 'block')
    return {
      diagnostics: [
        diagnostic(
          'spec-logo-dropped',
          'warning',
          `x-logo "${url}" is not shown: images from other hosts are blocked (security.externalImages: block)`,
          at,
          "Use the site's navbar logo, or allow external images.",
        ),
      ],
    };
  return { logo: { url, alt: str(logo.altText) ?? `${title} logo`, href: safeHref(str(logo.href)) }, diagnostics: [] };
}
