import { useUiStrings } from './ui-strings-context.js';

export interface PagerLink {
  label: string;
  href: string;
}

/** Links to the previous and next page; `label` names what is paged through (docs pages, operations). */
export function PrevNext({ previous, next, label }: { previous?: PagerLink; next?: PagerLink; label?: string }) {
  const strings = useUiStrings();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label ?? strings.docsPages}>
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel">{strings.previous}</span>
          <span className="pagination-label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sublabel">{strings.next}</span>
          <span className="pagination-label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
