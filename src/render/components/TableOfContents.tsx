import type { Heading } from '../../markdown/render-markdown.js';
import { useUiStrings } from './ui-strings-context.js';

/** The table of contents shows heading levels 2 to 3 unless a page's front matter says otherwise. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/**
 * The page's table of contents: beside the page on wide screens, and (`compact`) as an "On this
 * page" disclosure above it on narrow ones, where there is no room beside it (CSS shows one of the two).
 */
export function TableOfContents({ headings, min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL, compact = false }: { headings: Heading[]; min?: number; max?: number; compact?: boolean }) {
  const { onThisPage } = useUiStrings();
  const items = headings.filter((h) => h.level >= min && h.level <= max);
  if (items.length === 0) return null;
  const list = (
    <ul>
      {items.map((h) => (
        <li key={h.id} className={`toc-level-${h.level}`}>
          <a href={`#${h.id}`}>{h.text}</a>
        </li>
      ))}
    </ul>
  );
  if (compact) {
    return (
      <details className="toc-compact">
        <summary>{onThisPage}</summary>
        <nav aria-label={onThisPage}>{list}</nav>
      </details>
    );
  }
  return (
    <nav className="toc" aria-label={onThisPage}>
      <p className="toc-title">{onThisPage}</p>
      {list}
    </nav>
  );
}
