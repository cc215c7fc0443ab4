import { useUiStrings } from './ui-strings-context.js';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const strings = useUiStrings();
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i} className="breadcrumb-item">
            {crumb.href && i < crumbs.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
