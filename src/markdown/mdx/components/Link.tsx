import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { imageSource } from '../../image-src.js';
import { useMdxContext } from '../context.js';
import { IMAGE_AT } from '../plugins.js';
import { leavesSite } from '../../../shared/routes.js';

/** A link written in MDX (`<a>`, markdown's `[x](y)`, Docusaurus' <Link to>): resolved and checked like markdown links. */
export function Link({ href, to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode }) {
  const context = useMdxContext();
  const written = to ?? href;
  if (written === undefined) return <a {...rest}>{children}</a>;
  const resolved = context.resolveLink(written);
  context.links.push({ href: resolved, ...(resolved !== written ? { written } : {}), ...context.locate(written) });
  return (
    <a href={resolved} {...rest}>
      {children}
    </a>
  );
}

/**
 * An image: one beside the page is published with it (and recorded as an image, whose file the
 * build checks), one from the site root gets the base URL. IMAGE_AT (plugins.ts) says where its
 * source is written.
 */
export function Img({
  src: given,
  [IMAGE_AT]: at,
  ...rest
}: {
  src?: string | { src: string };
  alt?: string;
  width?: string | number;
  height?: string | number;
  title?: string;
  className?: string;
  [IMAGE_AT]?: string;
}) {
  const context = useMdxContext();
  // An imported image (`<img src={shot} />`, compile-mdx.ts) is its metadata: its `src` is the path.
  const src = typeof given === 'object' && given !== null ? given.src : given;
  if (typeof src !== 'string' || src === '') return <img alt="" {...rest} />;
  const source = imageSource(src);
  const published = source === 'site-root' ? context.resolveLink(src) : source === 'beside-page' ? context.resolveImage(src) : src;
  const place = context.locateAt(at, src);
  // One written in a partial is recorded even when unchanged: the link check names the partial, where it is written.
  if (source === 'beside-page' || published !== src || place.file !== undefined)
    context.links.push({ href: published, written: src, ...(source === 'beside-page' ? { image: true as const } : {}), ...place });
  return <img src={published} {...rest} />;
}

/** Docusaurus' useBaseUrl('/img/x.png') → '<base>img/x.png'. */
export function useBaseUrl(url: string): string {
  const { baseUrl } = useMdxContext();
  if (leavesSite(url) || url.startsWith('#')) return url;
  return `${baseUrl}${url.replace(/^\//, '')}`;
}

/** Docusaurus' <BrowserOnly>: nothing runs in the browser here, so its fallback (or nothing) is shown. */
export function BrowserOnly({ fallback }: { fallback?: ReactNode; children?: unknown }) {
  const context = useMdxContext();
  context.dropped.push({
    ...context.locate('<BrowserOnly'),
    message: 'The content of <BrowserOnly> runs only in a browser and is not rendered (specpress renders pages at build time); its fallback is shown',
    hint: 'Render the content at build time (a component without browser-only code), or give <BrowserOnly> a fallback that says what is missing.',
  });
  return <>{fallback ?? null}</>;
}

/**
 * Docusaurus's `@theme/ThemedImage`: an image for each colour theme, each shown in its own
 * (theme.css), published as the page's images are.
 */
export function ThemedImage({
  sources,
  alt,
  className,
  width,
  height,
}: {
  sources?: { light?: string; dark?: string };
  alt?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
}) {
  const size = { ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) };
  const classes = (theme: string) => [className, `sp-themed-${theme}`].filter(Boolean).join(' ');
  if (!sources?.dark || sources.dark === sources.light) return <Img src={sources?.light ?? sources?.dark} alt={alt ?? ''} {...(className ? { className } : {})} {...size} />;
  return (
    <>
      <Img src={sources.light} alt={alt ?? ''} className={classes('light')} {...size} />
      <Img src={sources.dark} alt={alt ?? ''} className={classes('dark')} {...size} />
    </>
  );
}

/** Docusaurus's `@docusaurus/ExecutionEnvironment`: pages render at build time, never in a browser here. */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };
