// A blog's authors as Docusaurus's authors.yml (and a post's front matter) write them: name, title,
// url, image_url (a URL, or a path of the site's static folder), email and socials (a handle or a
// URL per platform). Everything is untrusted: only http(s) and mailto links, images from http(s)
// or the site's own paths (none from other hosts when security.externalImages is `block`); what is
// left out is said.
import { diagnostic, type Diagnostic, type SourcePosition } from '../../diagnostics/diagnostic.js';
import type { BlogSource } from '../../load/blog.js';
import { hasScheme } from '../../shared/url-schemes.js';
import type { BlogAuthor } from '../types.js';

/** An author of authors.yml, by key. */
export type AuthorsMap = Map<string, BlogAuthor>;

/** Docusaurus's socials: a handle becomes the platform's profile URL; a URL is kept as written. */
const SOCIAL_PROFILES: Record<string, { label: string; url: (handle: string) => string }> = {
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { label: 'X', url: (h) => `https://x.com/${h}` },
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', url: (h) => `https://mastodon.social/@${h}` },
  twitch: { label: 'Twitch', url: (h) => `https://twitch.tv/${h}` },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}` },
};

/** What an author entry may hold (authors.yml or front matter). */
export interface WrittenAuthor {
  name?: unknown;
  title?: unknown;
  url?: unknown;
  image_url?: unknown;
  imageURL?: unknown;
  email?: unknown;
  socials?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined);

/** Only links a reader may follow: http(s), mailto, a path of the site. */
export function safeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return !hasScheme(url) || /^(https?|mailto):/i.test(url) ? url : undefined;
}

/**
 * An author's fields, each kept only when safe; `leftOut` hears what was not (a field's name and why).
 * `externalImages`: `block` keeps only the site's own images.
 */
export function authorOf(written: WrittenAuthor, externalImages: 'allow' | 'block', leftOut: (field: string, why: string) => void): BlogAuthor | undefined {
  const name = text(written.name);
  if (!name) return undefined;
  const title = text(written.title);
  const url = text(written.url);
  const link = safeUrl(url);
  if (url !== undefined && link === undefined) leftOut('url', 'only http(s), mailto and paths of the site are linked');
  const email = text(written.email);
  const image = text(written.image_url) ?? text(written.imageURL);
  let imageUrl: string | undefined;
  if (image !== undefined) {
    if (/^https?:\/\//i.test(image)) {
      if (externalImages === 'block') leftOut('image_url', 'images from other hosts are blocked (security.externalImages: block)');
      else imageUrl = image;
    } else if (image.startsWith('/') && !image.startsWith('//')) imageUrl = image;
    else leftOut('image_url', 'an image is an http(s) URL or a path of the static folder starting with /');
  }
  const socials: { label: string; url: string }[] = [];
  if (written.socials !== undefined && written.socials !== null && typeof written.socials === 'object' && !Array.isArray(written.socials)) {
    for (const [platform, value] of Object.entries(written.socials as Record<string, unknown>)) {
      const handle = text(value);
      if (handle === undefined) continue;
      const known = SOCIAL_PROFILES[platform.toLowerCase()];
      const profile = /^https?:\/\//i.test(handle) ? handle : known && /^[\w.@-]+$/.test(handle) ? known.url(handle.replace(/^@/, '')) : undefined;
      if (profile === undefined) leftOut(`socials.${platform}`, 'write a URL (or a handle of X, GitHub, LinkedIn, Stack Overflow, Bluesky, Instagram, Threads, Mastodon, Twitch or YouTube)');
      else socials.push({ label: known?.label ?? platform, url: profile });
    }
  }
  if (email !== undefined && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email)) socials.push({ label: 'Email', url: `mailto:${email}` });
  return {
    name,
    ...(title ? { title } : {}),
    ...(link ? { url: link } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(socials.length > 0 ? { socials } : {}),
  };
}

/** authors.yml: key → { name, title, url, image_url, socials, … }; anything else is reported and left out. */
export function readAuthors(blog: BlogSource, externalImages: 'allow' | 'block'): { authors: AuthorsMap; diagnostics: Diagnostic[] } {
  const authors: AuthorsMap = new Map();
  const diagnostics: Diagnostic[] = [];
  const source = blog.authors;
  if (!source) return { authors, diagnostics };
  const data = source.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      diagnostic(
        'blog-authors-invalid',
        'warning',
        'authors.yml is not a map of authors; no author was read from it',
        source.positionOf([]),
        'Write each author under its key: `key: { name: …, title: …, url: … }`.',
      ),
    );
    return { authors, diagnostics };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const at = (field: string): SourcePosition => source.positionOf([key, ...field.split('.')]);
    const author =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? authorOf(value as WrittenAuthor, externalImages, (field, why) =>
            diagnostics.push(diagnostic('blog-authors-invalid', 'warning', `The ${field} of the author "${key}" is not shown: ${why}`, at(field), 'Correct it in authors.yml, or remove it.')),
          )
        : undefined;
    if (author) authors.set(key, author);
    else diagnostics.push(diagnostic('blog-authors-invalid', 'warning', `The author "${key}" of authors.yml has no name; it was left out`, source.positionOf([key]), 'Give it a `name:`.'));
  }
  return { authors, diagnostics };
}
