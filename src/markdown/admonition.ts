// Admonitions (`:::note`, GitHub's `> [!NOTE]`, MDX's <Admonition>): one list of kinds and one
// markup, whichever syntax wrote them, so every page shows them alike.
import { escapeHtml } from '../shared/escape-html.js';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;
export type AdmonitionKind = (typeof ADMONITIONS)[number];

/** Admonitions that look like another (Docusaurus' `caution` is its warning; GitHub's `important` its info). */
const ADMONITION_STYLE: Partial<Record<AdmonitionKind, string>> = { caution: 'warning', important: 'info' };

export function isAdmonitionKind(kind: string): kind is AdmonitionKind {
  return (ADMONITIONS as readonly string[]).includes(kind);
}

/** The class of the admonition's box (`admonition admonition-warning` for a caution). */
export function admonitionClass(kind: AdmonitionKind): string {
  return `admonition admonition-${ADMONITION_STYLE[kind] ?? kind}`;
}

/** The heading shown when the author gives none: the kind, capitalised. */
export function admonitionTitle(kind: AdmonitionKind, title?: string): string {
  return title || kind[0].toUpperCase() + kind.slice(1);
}

/** The opening markup, up to the content (markdown renders the content between it and ADMONITION_CLOSE). */
export function admonitionOpen(kind: AdmonitionKind, title: string): string {
  return `<div class="${admonitionClass(kind)}"><p class="admonition-heading">${escapeHtml(admonitionTitle(kind, title))}</p><div class="admonition-content">\n`;
}

export const ADMONITION_CLOSE = '</div></div>\n';
