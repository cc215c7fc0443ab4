// Starlight's content components (`@astrojs/starlight/components`), so its MDX pages build as written.
import type { ReactNode } from 'react';
import { Img, Link } from './Link.js';
import { useMdxContext } from '../context.js';

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

/**
 * Astro's `<Fragment>`, which Astro's MDX pages use without importing it (often as `<Fragment
 * slot="…">`, a named slot of an Astro component): its children, whatever its props.
 */
export function Fragment({ children }: { slot?: string; children?: ReactNode }) {
  return <>{children}</>;
}

/** Starlight's <LinkButton>: a link styled as a button (its variant and icon are not shown). */
export function LinkButton({ href, children }: { href: string; variant?: string; icon?: string; iconPlacement?: string; children?: ReactNode }) {
  return (
    <Link className="sp-link-button" href={href}>
      {children}
    </Link>
  );
}

/**
 * Starlight's <Icon>: specpress has no icon set, so the icon is left out (its label, if any, is kept
 * for screen readers) and the page says so.
 */
export function Icon({ name, label }: { name: string; label?: string; size?: string; color?: string; class?: string }) {
  const context = useMdxContext();
  context.dropped.push({
    ...context.locate(`name="${name}"`),
    message: `Starlight's icon "${name}" is not shown: specpress has no icon set`,
    hint: 'Use an image (an SVG file beside the page) or an emoji instead of <Icon>.',
  });
  return label ? <span className="sp-visually-hidden">{label}</span> : null;
}

/** An image a page imports (compile-mdx.ts gives its `src` written from the page), as Astro's image modules describe it. */
export interface ImageMetadata {
  src: string;
  format?: string;
}

/**
 * Astro's `<Image>` and `<Picture>` (`astro:assets`): the image, published as the page's images are.
 * Astro also makes resized copies and other formats; specpress publishes the file as it is.
 */
export function AstroImage({ src, alt, width, height }: { src?: string | ImageMetadata; alt?: string; width?: string | number; height?: string | number; [other: string]: unknown }) {
  return <Img src={typeof src === 'object' && src !== null ? src.src : src} alt={alt ?? ''} {...(width !== undefined ? { width } : {})} {...(height !== undefined ? { height } : {})} />;
}
