// How a request path maps to a file of the built site, the way a production static host does it
// (nginx `try_files $uri $uri.html $uri/index.html =404`): the base path, bare routes, `.html`
// and `/index.html` as the bare path, and `<base>404.html` with status 404 for anything else
// (hidden files included).
// Pure: the caller supplies `find`, so serve (disk) and watch (memory) route identically.
import { splitLink } from '../shared/routes.js';
import { hasScheme } from '../shared/url-schemes.js';

export type Resolution<T> = { kind: 'file'; path: string; found: T; status: 200 | 404 } | { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'bad-request' };

/** Looks a relative output path (e.g. `api-docs/index.html`) up; undefined when there is no such file. */
export type FindFile<T> = (path: string) => Promise<T | undefined> | T | undefined;

export async function resolveRequest<T>(target: string, base: string, find: FindFile<T>): Promise<Resolution<T>> {
  const pathname = safePathname(target);
  if (pathname === undefined) return { kind: 'bad-request' };
  if (`${pathname}/` === base) return { kind: 'redirect', location: base + queryOf(target) };
  if (pathname.startsWith(base) && !hidden(pathname)) {
    for (const path of candidates(pathname.slice(1))) {
      const found = await find(path);
      if (found !== undefined) return { kind: 'file', path, found, status: 200 };
    }
  }
  const notFoundPath = `${base.slice(1)}404.html`;
  const notFound = await find(notFoundPath);
  return notFound === undefined ? { kind: 'not-found' } : { kind: 'file', path: notFoundPath, found: notFound, status: 404 };
}

/**
 * A path with a segment starting with '.' (`/.git/config`, `/.env`, specpress's own marker) is
 * never answered from the folder, whatever it holds: a gh-pages worktree has `.git` in it. Only
 * `.well-known`, which sites publish on purpose (security.txt, app links), is served.
 */
function hidden(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** Files that may answer a path, in order: the file itself, `.html`, `/index.html`, and `x.html` → `x/index.html`. */
function candidates(rel: string): string[] {
  if (rel === '' || rel.endsWith('/')) return [`${rel}index.html`];
  const list = [rel, `${rel}.html`, `${rel}/index.html`];
  if (rel.endsWith('.html')) list.push(`${rel.slice(0, -'.html'.length)}/index.html`);
  return list;
}

/**
 * The decoded path of a request target, or undefined when it could leave the served folder:
 * `..` or `.` segments (also encoded as `%2e%2e` or `%2f`), backslashes, NUL bytes, bad escapes.
 */
export function safePathname(target: string): string | undefined {
  let path = splitLink(target)[0];
  const absolute = hasScheme(path) ? /^[^:]+:\/\/[^/]*/.exec(path) : null;
  if (absolute) path = path.slice(absolute[0].length) || '/';
  if (!path.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return decoded.replace(/\/{2,}/g, '/');
}

function queryOf(target: string): string {
  const index = target.indexOf('?');
  return index === -1 ? '' : target.slice(index);
}

/** Content-hashed assets (`<base>assets/site.3f2a9c0b1d.css`) never change under their name. */
export function isHashedAsset(path: string, base: string): boolean {
  return path.startsWith(`${base.slice(1)}assets/`) && /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(path);
}
