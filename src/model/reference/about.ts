// What an OpenAPI document says about itself beyond its description: `info.contact`,
// `info.license`, `info.termsOfService` and the top-level `externalDocs`. Their URLs come from the
// spec (untrusted): only http(s) and mailto links are kept; anything else is shown as text.
import { urlScheme } from '../../shared/url-schemes.js';
import { isObject, type JsonObject } from './pointer.js';
import type { AboutLink } from './view-model.js';

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const scheme = urlScheme(href);
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? href : undefined;
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
  const docs = isObject(root.externalDocs) ? root.externalDocs : undefined;
  const docsUrl = docs ? safeHref(str(docs.url)) : undefined;
  if (docs && docsUrl) out.push({ label: 'Documentation', text: str(docs.description) ?? docsUrl, href: docsUrl });
  return out;
}
