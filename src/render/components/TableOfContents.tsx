import type { Heading } from '../../markdown/render-markdown.js';

/** The spec: the table of contents shows heading levels 2 to 3. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

export function TableOfContents({ headings }: { headings: Heading[] }) {
  const items = headings.filter((h) => h.level >= TOC_MIN_LEVEL && h.level <= TOC_MAX_LEVEL);
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
