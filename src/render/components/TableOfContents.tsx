import type { Heading } from '../../markdown/render-markdown.js';

/** The table of contents shows heading levels 2 to 3 unless a page's front matter says otherwise. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

export function TableOfContents({ headings, min = TOC_MIN_LEVEL, max = TOC_MAX_LEVEL }: { headings: Heading[]; min?: number; max?: number }) {
  const items = headings.filter((h) => h.level >= min && h.level <= max);
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {items.map((h) => (
          <li key={h.id} className={`toc-level-${h.level}`}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
