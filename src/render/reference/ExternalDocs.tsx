import type { AboutLink } from '../../model/reference/view-model.js';
import { escapeAsReact as escape } from '../../shared/escape-html.js';

/** An `externalDocs` link of a tag, an operation or a schema: "Documentation: <description>" ('' for none). */
export function externalDocsHtml(link: AboutLink | undefined): string {
  return link?.href ? `<p class="external-docs">${escape(link.label)}: <a href="${escape(link.href)}">${escape(link.text)}</a></p>` : '';
}

export function ExternalDocs({ link }: { link?: AboutLink }) {
  const html = externalDocsHtml(link);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
