import { useUiStrings } from './ui-strings-context.js';

export interface PagerLink {
  label: string;
  href: string;
}

/** Links to the previous and next page; `label` names what is paged through (docs pages, operations); `sublabels` what each link is (a blog post's newer and older post). */
export function PrevNext({ previous, next, label, sublabels }: { previous?: PagerLink; next?: PagerLink; label?: string; sublabels?: [string, string] }) {
  const strings = useUiStrings();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label ?? strings.docsPages}>
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel">{sublabels?.[0] ?? strings.previous}</span>
          <span className="pagination-label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sublabel">{sublabels?.[1] ?? strings.next}</span>
          <span className="pagination-label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
