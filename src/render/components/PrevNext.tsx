export interface PagerLink {
  label: string;
  href: string;
}

export function PrevNext({ previous, next }: { previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
