// Imports written with one of the site's tsconfig aliases (`import Card from '~/components/card'`,
// `import code from '~/examples/x.json?raw'`), resolved as TypeScript and Vite resolve them: each
// target in turn, as a path from the site folder, so the file then goes through every rule a
// relative import does (the site-file rule, `?raw`, partials, extensions tried by esbuild).
import type { Plugin } from 'esbuild';
import { relative, sep } from 'node:path';
import { aliasTargets, type SiteAliases } from './site-aliases.js';

const RAW_QUERY = '?raw';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function aliasImports(siteDir: string, siteAliases: SiteAliases): Plugin {
  const keys = siteAliases.aliases.map((alias) => (alias.wildcard ? escapeRegExp(alias.prefix) : `${escapeRegExp(alias.prefix)}(?:\\?raw)?$`));
  return {
    name: 'specpress-site-aliases',
    setup(build) {
      if (keys.length === 0) return;
      build.onResolve({ filter: new RegExp(`^(?:${keys.join('|')})`) }, async (args) => {
        const raw = args.path.endsWith(RAW_QUERY);
        const targets = aliasTargets(siteAliases, raw ? args.path.slice(0, -RAW_QUERY.length) : args.path);
        if (!targets) return undefined;
        let first: { fromSite: string; errors: { text: string; detail?: unknown }[] } | undefined;
        for (const target of targets) {
          const fromSite = `./${relative(siteDir, target).split(sep).join('/')}${raw ? RAW_QUERY : ''}`;
          const resolved = await build.resolve(fromSite, { resolveDir: siteDir, kind: args.kind, importer: args.importer });
          if (resolved.errors.length === 0)
            return { path: resolved.path, namespace: resolved.namespace, pluginData: resolved.pluginData, external: resolved.external, sideEffects: resolved.sideEffects };
          first ??= { fromSite, errors: resolved.errors };
        }
        // None resolves: the first target's problem, said of the import as the page writes it (so it is placed there).
        return {
          errors: (first?.errors ?? []).map((error) => ({
            text: error.text.replaceAll(`"${first!.fromSite}"`, `"${args.path}"`),
            detail:
              typeof error.detail === 'string'
                ? error.detail
                : `The alias comes from compilerOptions.paths in ${siteAliases.file ?? 'tsconfig.json'}; it leads to ${first!.fromSite.slice(2)} in the site folder.`,
          })),
        };
      });
    },
  };
}
