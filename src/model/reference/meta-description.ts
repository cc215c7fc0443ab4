// A page's <meta name="description"> from a spec's markdown: its first sentence as plain text
// (the document shell escapes it). The reference's route page reads `info.description`, an
// operation's page (`reference.layout: operation`) the operation's `description`.
import type { PagePlan } from './pages.js';
import type { ReferenceView } from './view-model.js';

/** The first sentence of the first paragraph, without markdown syntax or HTML tags; undefined when there is no text. */
export function plainFirstSentence(markdown: string): string | undefined {
  const plain = markdown
    .split(/\n\s*\n/)[0]
    ?.replace(/<[^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  const end = plain.search(/[.!?](\s|$)/);
  return end > 0 ? plain.slice(0, end + 1) : plain.slice(0, 160);
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;

/**
 * The meta description of a page of a reference (not an operation's own page). The route page
 * says what the spec's `info` says; a spec without a summary or description, and every other page
 * of a split reference, names what the page holds, so that no two pages share one and none has
 * none (Lighthouse's SEO audit and search results read it).
 */
export function referencePageDescription(view: ReferenceView, page: PagePlan): string {
  const api = /\bAPI$/i.test(view.title) ? view.title : `${view.title} API`;
  if (page.intro && view.metaDescription) return view.metaDescription;
  if (page.intro) {
    const operations = `${view.operationCount} ${view.operationCount === 1 ? 'operation' : 'operations'}`;
    const lead = `Reference of the ${api}${view.version ? ` ${view.version}` : ''}: ${operations}`;
    return view.tags.length > 1
      ? listed(
          `${lead} in ${view.tags.length} groups`,
          view.tags.map((tag) => tag.name),
        )
      : `${lead}.`;
  }
  if (page.tags.length > 0)
    return listed(
      `${page.tags.map((tag) => tag.name).join(', ')} (${api})`,
      page.tags.flatMap((tag) => tag.operations.map((op) => op.summary)),
    );
  if (page.webhooks.length > 0)
    return listed(
      `Webhook events of the ${api}`,
      page.webhooks.map((hook) => hook.name),
    );
  return listed(
    `Schemas of the ${api}`,
    page.schemas.map((schema) => schema.name),
  );
}

/** `lead: a, b, c…`, cut at a word to about DESCRIPTION_CHARS. */
function listed(lead: string, items: string[]): string {
  const full = items.length > 0 ? `${lead}: ${items.join(', ')}.` : `${lead}.`;
  if (full.length <= DESCRIPTION_CHARS) return full;
  const cut = full.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), lead.length)).replace(/[,:]$/, '')}…`;
}
