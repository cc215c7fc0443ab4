// Docs variants: the trees of docs pages a site serves, each under its own route prefix. Today's
// site is one variant with prefix ''. A version is a variant (Docusaurus's layout: versions.json,
// versioned_docs/version-<v>/, versioned_sidebars/ beside the config, or `docs.versions` in the
// config); a locale is another dimension of the same thing (docs-locales.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { orGeneratedSidebars, type SiteConfig, type SidebarItem } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Route } from '../shared/routes.js';
import { readDocusaurusSidebars } from './docusaurus-sidebars.js';
import { readVersionsFile } from './versions-file.js';
import type { YamlSource } from './yaml-source.js';

export type VersionStatus = 'latest' | 'current' | 'older';
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** A docs version: `current` is the docs folder; the others are snapshots (`docs:version`). */
export interface DocsVersion {
  name: string;
  label: string;
  status: VersionStatus;
  banner: VersionBanner;
  /** A spec id (specs[].id) whose reference pages belong to this version (the dropdown joins them). */
  spec?: string;
}

/** A docs locale: its code (a key of `i18n.locales`), its `<html lang>`, and whether it is the default. */
export interface DocsLocale {
  code: string;
  htmlLang: string;
  isDefault: boolean;
}

export interface DocsVariant {
  /** Unique among the site's variants: 'default' without versions, else the version's name. */
  id: string;
  /** Route prefix of its pages, without slashes: '' (served at the docs route), 'next', '29.7'. */
  routePrefix: string;
  /** Absent for a site without versions. */
  version?: DocsVersion;
  /** Absent for a site with one locale: the locale whose pages it holds (docs-locales.ts). */
  locale?: DocsLocale;
  /** Its docs folder (absolute); a locale's may not exist (every page is then the default locale's, untranslated). */
  folder: string;
  /** Folders directly in `folder` that hold other variants (Starlight's root locale holds the other locales' folders). */
  skipFolders?: string[];
  /** Its own sidebars (a versioned_sidebars file); undefined: the config's docs.sidebars (the docs folder) or generated. */
  sidebars?: Record<string, SidebarItem[]>;
  /** The file they were read from, for positions. */
  sidebarsSource?: YamlSource;
}

/** The one variant of a site without versions: the docs folder at the site root. */
export function defaultVariant(docsDir: string): DocsVariant {
  return { id: 'default', routePrefix: '', folder: docsDir };
}

/**
 * `docs.routeBasePath`: every variant's pages under it, as Docusaurus serves them — a version's
 * after it (`docs/next`), a locale's before it (`fr/docs`).
 */
export function underRouteBase(variants: DocsVariant[], routeBasePath: string): DocsVariant[] {
  const base = routeBasePath.replace(/^\/+|\/+$/g, '');
  if (base === '') return variants;
  const prefixed = (variant: DocsVariant): string => {
    if (variant.routePrefix === '') return base;
    if (!variant.locale) return `${base}/${variant.routePrefix}`;
    if (!variant.version) return `${variant.routePrefix}/${base}`;
    // A translated version: the locale's code before the base, the version's path after it (`fr/docs/1.0`).
    const code = variant.locale.isDefault ? undefined : variant.locale.code;
    if (code === undefined) return `${base}/${variant.routePrefix}`;
    return variant.routePrefix === code ? `${code}/${base}` : `${code}/${base}/${variant.routePrefix.slice(code.length + 1)}`;
  };
  return variants.map((variant) => ({ ...variant, routePrefix: prefixed(variant) }));
}

/** A route inside a variant: its prefix, then the route the page has in its folder. */
export function variantRoute(variant: Pick<DocsVariant, 'routePrefix'>, route: Route): Route {
  if (variant.routePrefix === '') return route;
  return route === '' ? variant.routePrefix : `${variant.routePrefix}/${route}`;
}

/** The route a page has inside its variant's folder (the part after the prefix); undefined when outside it. */
export function routeInVariant(variant: Pick<DocsVariant, 'routePrefix'>, route: Route): Route | undefined {
  if (variant.routePrefix === '') return route;
  if (route === variant.routePrefix) return '';
  return route.startsWith(`${variant.routePrefix}/`) ? route.slice(variant.routePrefix.length + 1) : undefined;
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The site's variants, latest first, then current, then the older versions in versions.json's
 * order. Without versions.json and without `docs.versions`, the one default variant.
 */
export async function discoverDocsVariants(siteDir: string, docsDir: string, config: SiteConfig, configSource?: YamlSource): Promise<{ variants: DocsVariant[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const options = config.docs.versions ?? {};
  const versions = readVersionsFile(siteDir, 'no versions were built');
  const names: string[] = [...(versions?.names ?? [])];
  const versionsSource: YamlSource | undefined = versions?.source;
  if (versions) diagnostics.push(...versions.fileDiagnostics, ...versions.entryDiagnostics);
  // Other layouts: versions declared in the config with their folder.
  for (const [name, option] of Object.entries(options)) if (name !== 'current' && option.folder !== undefined && !names.includes(name)) names.push(name);
  if (names.length === 0) return { variants: [defaultVariant(docsDir)], diagnostics };

  const last = config.docs.lastVersion ?? names[0];
  const status = (name: string): VersionStatus => (name === last ? 'latest' : name === 'current' ? 'current' : 'older');
  const variants: DocsVariant[] = [];
  for (const name of ['current', ...names]) {
    const option = options[name] ?? {};
    const state = status(name);
    const version: DocsVersion = {
      name,
      label: option.label ?? (name === 'current' ? 'Next' : name),
      status: state,
      banner: option.banner ?? (state === 'latest' ? 'none' : state === 'current' ? 'unreleased' : 'unmaintained'),
      spec: option.spec,
    };
    const routePrefix = (option.path ?? (state === 'latest' ? '' : name === 'current' ? 'next' : name)).replace(/^\/+|\/+$/g, '');
    if (name === 'current') {
      variants.push({ id: name, routePrefix, version, folder: docsDir });
      continue;
    }
    const folder = resolve(siteDir, option.folder ?? `versioned_docs/version-${name}`);
    if (!existsSync(folder)) {
      const where = option.folder !== undefined ? configSource?.positionOf(['docs', 'versions', name, 'folder']) : versionsSource?.positionOf([versions?.entries?.indexOf(name) ?? -1]);
      diagnostics.push(
        diagnostic(
          'docs-version-missing',
          'error',
          `The docs version ${name} has no folder ${relative(siteDir, folder) || '.'}; its pages are missing`,
          where ?? { file: resolve(siteDir, 'versions.json') },
          option.folder !== undefined ? 'Fix docs.versions.' + name + '.folder, or create the folder.' : `Restore ${relative(siteDir, folder)}/, or remove ${name} from versions.json.`,
        ),
      );
    }
    const sidebarsFile = resolve(siteDir, option.sidebars ?? `versioned_sidebars/version-${name}-sidebars.json`);
    const sidebarsText = await readOptional(sidebarsFile);
    const read = sidebarsText !== undefined ? readDocusaurusSidebars(sidebarsFile, sidebarsText) : undefined;
    diagnostics.push(...(read?.diagnostics ?? []));
    variants.push({ id: name, routePrefix, version, folder, sidebars: read?.sidebars, sidebarsSource: read?.source });
  }
  // Latest first (it is what the docs route serves), then current, then the older versions.
  variants.sort((a, b) => rank(a) - rank(b));
  return { variants, diagnostics };
}

function rank(variant: DocsVariant): number {
  return variant.version?.status === 'latest' ? 0 : variant.version?.status === 'current' ? 1 : 2;
}

/**
 * The site's other docs folders (`docs.instances`: Docusaurus's docs plugin instances, React
 * Native's `architecture/` beside its `docs/`), each a variant under its own route with its own
 * sidebars. They are neither versioned nor translated, and docs.routeBasePath is not theirs.
 */
export function instanceVariants(siteDir: string, config: SiteConfig): DocsVariant[] {
  return Object.entries(config.docs.instances ?? {}).map(([id, instance]) => ({
    id,
    routePrefix: (instance.routeBasePath || id).replace(/^\/+|\/+$/g, ''),
    folder: resolve(siteDir, instance.folder),
    sidebars: orGeneratedSidebars(instance.sidebars),
  }));
}
