// The base path of a built site: the folder holding its 404.html (every build writes `<base>404.html`).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const MAX_DEPTH = 4;

/** `/api-docs/` when the build has api-docs/404.html; `/` when 404.html is at the top or absent. */
export async function detectBase(dir: string): Promise<string> {
  let level = [''];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const rel of level) {
      const entries = await readdir(join(dir, rel), { withFileTypes: true }).catch(() => []);
      if (entries.some((entry) => entry.isFile() && entry.name === '404.html')) return rel ? `/${rel}/` : '/';
      for (const entry of entries) {
        if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets' && entry.name !== 'node_modules') next.push(rel ? `${rel}/${entry.name}` : entry.name);
      }
    }
    level = next.sort();
  }
  return '/';
}

/** `api-docs` → `/api-docs/`; `/` stays `/`. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
