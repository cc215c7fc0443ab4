// Starlight's content components (`@astrojs/starlight/components`), so its MDX pages build as written.
import type { ReactNode } from 'react';
import { Link } from './Link.js';

export function Card({ title, children }: { title?: ReactNode; icon?: string; children?: ReactNode }) {
  return (
    <div className="sp-card">
      {title !== undefined && <p className="sp-card-title">{title}</p>}
      <div className="sp-card-body">{children}</div>
    </div>
  );
}

export function CardGrid({ children }: { stagger?: boolean; children?: ReactNode }) {
  return <div className="sp-card-grid">{children}</div>;
}

export function LinkCard({ title, href, description }: { title?: ReactNode; href: string; description?: ReactNode }) {
  return (
    <div className="sp-card sp-link-card">
      <Link href={href}>{title}</Link>
      {description !== undefined && <p>{description}</p>}
    </div>
  );
}

/** Numbered steps: the ordered list inside gets the steps style. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="sp-steps">{children}</div>;
}

export function Badge({ text, variant = 'default', children }: { text?: ReactNode; variant?: string; size?: string; children?: ReactNode }) {
  return <span className={`sp-badge sp-badge-${variant.replace(/[^a-z]/g, '')}`}>{text ?? children}</span>;
}

/** Starlight's <FileTree>: the list inside is shown as it is written. */
export function FileTree({ children }: { children?: ReactNode }) {
  return <div className="sp-file-tree">{children}</div>;
}
