// What heads an operation, a webhook or a callback: its `summary`, when that reads as a title.
// OpenAPI means `summary` to be short, but real descriptions put paragraphs of markdown in it
// (GitHub's webhooks: a median of 638 characters, links and alerts included), which as a heading,
// a navigation label and a page title would be unreadable, and would repeat in every navigation
// of a split reference. Such a summary becomes the lead of the description instead: nothing of it
// is lost, and the heading falls back to what names the item (method and path, the event's name).

/** A summary longer than this, or on several lines, is not a title. */
export const MAX_TITLE_LENGTH = 120;

export interface Headline {
  title: string;
  /** The summary's markdown when it was not a title: shown before the description. */
  lead?: string;
}

export function headline(summary: unknown, fallback: string): Headline {
  if (typeof summary !== 'string' || summary.trim() === '') return { title: fallback };
  const text = summary.trim();
  return /[\r\n]/.test(text) || text.length > MAX_TITLE_LENGTH ? { title: fallback, lead: summary } : { title: summary };
}

/** A description with the lead, if any, before it (markdown). */
export function withLead(lead: string | undefined, description: unknown): unknown {
  if (lead === undefined) return description;
  return typeof description === 'string' && description.trim() !== '' ? `${lead}\n\n${description}` : lead;
}
