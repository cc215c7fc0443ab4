// An `externalDocs` link ("Documentation: …") and the words of the reference's about lines
// (Contact, License, Terms of service), in the page's language.
import type { AboutLink } from '../../model/reference/view-model.js';
import type { UiStrings } from '../../config/ui-strings/en.js';
import { escapeAsReact as escape } from '../../shared/escape-html.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** An about line's label ("Contact", "License"…) in the page's words. */
export function aboutLabelText(label: AboutLink['label'], strings: UiStrings): string {
  switch (label) {
    case 'Contact':
      return strings.refContact;
    case 'License':
      return strings.refLicense;
    case 'Terms of service':
      return strings.refTermsOfService;
    case 'Documentation':
      return strings.refDocumentation;
  }
}

/** An `externalDocs` link of a tag, an operation or a schema: "Documentation: <description>" ('' for none). */
export function externalDocsHtml(link: AboutLink | undefined, strings: UiStrings): string {
  return link?.href ? `<p class="external-docs">${escape(aboutLabelText(link.label, strings))}: <a href="${escape(link.href)}">${escape(link.text)}</a></p>` : '';
}

export function ExternalDocs({ link }: { link?: AboutLink }) {
  const html = externalDocsHtml(link, useUiStrings());
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
