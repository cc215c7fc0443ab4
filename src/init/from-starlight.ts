// `init --from` for a Starlight site: the options of the `starlight({...})` call in astro.config.*
// (captured while the config loads) and Astro's site, base and trailingSlash → specpress.config.yaml;
// every other option is reported at its line.
import { bool, defined, isObj, list, obj, sitePath, slashed, str, type Obj } from './foreign-values.js';
import type { SidebarItem } from '../config/site-config.js';
import { hasScheme } from '../shared/url-schemes.js';
import type { MigrationReport } from './migration-report.js';

export const ASTRO_CONFIGS = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts', 'astro.config.cjs'];

const HEAD_TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript']);

/** `astro` is what astro.config.* exported; `starlight` the argument of its `starlight()` call. */
export function fromStarlight(astro: unknown, starlight: unknown, siteDir: string, report: MigrationReport): Obj {
  const a = obj(astro);
  const config: Obj = {
    // Starlight's pages are the content collection's docs, served at the site root as specpress's are.
    docs: { folder: 'src/content/docs' } as Obj,
    // Astro copies public/ as it is.
    staticDir: 'public',
  };
  for (const [key, value] of Object.entries(a)) {
    if (key === 'site' && str(value)) config.url = String(value).replace(/\/+$/, '');
    else if (key === 'base' && str(value)) config.baseUrl = slashed(String(value));
    else if (key === 'trailingSlash') config.trailingSlash = value !== 'never';
    else if (key === 'integrations') {
      for (const integration of list(value)) {
        const name = str(obj(integration).name);
        if (name === '@astrojs/starlight' || !report.plain(['integrations'], integration, 'nothing: remove the integration')) continue;
        report.add(
          'migrate-no-counterpart',
          ['integrations'],
          `The integration ${name ?? '(unnamed)'} has no counterpart in specpress; it was not carried`,
          'Remove it, or see the README for what specpress does instead.',
        );
      }
    } else if (key !== 'outDir' && key !== 'srcDir') report.dropped([key], 'This Astro option does not apply to specpress; remove it.');
  }
  // Astro's default build writes /page/index.html, linked as /page/.
  if (config.trailingSlash === undefined) config.trailingSlash = true;
  const s = obj(starlight);
  const docs = config.docs as Obj;
  const defaultLocale = str(s.defaultLocale);
  for (const [key, value] of Object.entries(s)) {
    const path = [key];
    const o = obj(value);
    switch (key) {
      case 'title':
        if (str(value)) config.title = value;
        else if (isObj(value)) {
          config.title = str(value[defaultLocale ?? 'en']) ?? str(Object.values(value)[0]);
          report.add('migrate-changed', path, "title is translated; specpress took the default locale's", 'Translate the title per locale once specpress builds locales.');
        }
        break;
      case 'description':
        if (str(value)) config.tagline = value;
        break;
      case 'logo': {
        const src = str(o.src) ?? str(o.light);
        if (src) {
          config.navbar = {
            ...obj(config.navbar),
            logo: defined({ src: src.replace(/^\.\/(src\/)?(assets\/)?/, '/'), srcDark: str(o.dark)?.replace(/^\.\/(src\/)?(assets\/)?/, '/'), alt: str(o.alt) }),
          };
          report.add('migrate-logo', path, `The logo ${src} is a file Astro bundles; specpress links it from the static folder`, `Copy ${src} into public/ so that navbar.logo.src names it.`);
        }
        if (bool(o.replacesTitle)) config.navbar = { ...obj(config.navbar), title: '' };
        break;
      }
      case 'social':
        config.navbar = { ...obj(config.navbar), items: [...list(obj(config.navbar).items), ...social(value)] };
        break;
      case 'sidebar':
        if (report.plain(path, value, 'docs.sidebars.default')) docs.sidebars = { default: sidebar(list(value), report) };
        break;
      case 'defaultLocale':
        break;
      case 'locales':
        if (report.plain(path, value, 'i18n.locales')) {
          config.i18n = locales(o, defaultLocale, report);
          // Starlight shows a language picker on a site with several locales: specpress's is a navbar item.
          // (The locales' folders under the docs folder are read in place: load/docs-locales.ts.)
          if (Object.keys(obj(obj(config.i18n).locales)).length > 1)
            config.navbar = { ...obj(config.navbar), items: [...list(obj(config.navbar).items), { type: 'localeDropdown', position: 'right' }] };
        }
        break;
      case 'customCss':
        config.stylesheets = list(value).flatMap((file) => {
          if (typeof file !== 'string') return [];
          if (!file.startsWith('.') && !file.startsWith('/')) {
            report.add('migrate-css', path, `customCss ${file} is a package; it was not carried`, 'Copy what you need into a stylesheet of the site and list it under `stylesheets`.');
            return [];
          }
          return [sitePath(siteDir, file)];
        });
        if (list(config.stylesheets).length > 0)
          report.add(
            'migrate-css',
            path,
            "customCss is carried under `stylesheets`; rules for Starlight's classes and --sl-* variables do not style specpress pages",
            'Rewrite colours and fonts as --sp-* variables (README: Styling).',
          );
        break;
      case 'editLink':
        if (str(o.baseUrl)) docs.editUrl = o.baseUrl;
        break;
      case 'lastUpdated':
        if (bool(value) !== undefined) docs.showLastUpdateTime = value;
        break;
      case 'favicon':
        if (str(value)) config.favicon = String(value).replace(/^\/+/, '');
        break;
      case 'head':
        config.headTags = list(value).flatMap((tag) => {
          const t = obj(tag);
          if (!HEAD_TAGS.has(String(t.tag))) {
            report.add(
              'migrate-head',
              path,
              `A head element <${String(t.tag)}> is not one specpress writes; it was left out`,
              'specpress writes meta, link, script, style and noscript elements under `headTags`.',
            );
            return [];
          }
          return [defined({ tagName: t.tag, attributes: Object.fromEntries(Object.entries(obj(t.attrs)).map(([k, v]) => [k, String(v)])), innerHTML: str(t.content) })];
        });
        break;
      case 'tableOfContents':
        if (report.plain(path, value, 'docs.tocMinHeadingLevel and docs.tocMaxHeadingLevel') && isObj(value))
          Object.assign(docs, defined({ tocMinHeadingLevel: value.minHeadingLevel, tocMaxHeadingLevel: value.maxHeadingLevel }));
        break;
      default:
        report.dropped(
          path,
          key === 'components'
            ? 'specpress has its own page components; restyle them with --sp-* variables, or remove it.'
            : key === 'pagefind'
              ? 'specpress builds its own search index; remove it.'
              : 'Remove it, or see the README for what specpress does instead.',
        );
    }
  }
  if (config.title === undefined) config.title = 'Docs';
  if (config.url === undefined) {
    config.url = 'https://example.com';
    report.add('migrate-url', ['site'], 'astro.config has no `site`; specpress needs the production origin, so url is https://example.com', "Write the site's origin under `url`.");
  }
  return config;
}

function social(value: unknown): Obj[] {
  // Starlight ≥ 0.33: [{ icon, label, href }]; before: { github: 'https://…' }.
  const links = Array.isArray(value) ? value.map(obj) : Object.entries(obj(value)).map(([icon, href]) => ({ icon, label: icon, href }));
  return links.flatMap((l) => (str(l.href) ? [{ label: str(l.label) ?? str(l.icon) ?? 'Link', href: l.href, position: 'right' }] : []));
}

/** Starlight's sidebar items → specpress's (Docusaurus's) shapes. */
function sidebar(items: unknown[], report: MigrationReport): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (typeof item === 'string') return [{ type: 'doc', doc: item }];
    const o = obj(item);
    const label = str(o.label);
    if (str(o.slug)) return [{ type: 'doc', doc: String(o.slug), ...(label ? { label } : {}) }];
    if (str(o.link))
      return hasScheme(String(o.link))
        ? [{ type: 'link', href: String(o.link), label: label ?? String(o.link) }]
        : [{ type: 'doc', doc: String(o.link).replace(/^\/+|\/+$/g, ''), ...(label ? { label } : {}) }];
    const collapsed = bool(o.collapsed);
    if (isObj(o.autogenerate)) {
      const dirName = str(o.autogenerate.directory) ?? '.';
      return label ? [{ type: 'category', label, items: [{ type: 'autogenerated', dirName }], ...(collapsed !== undefined ? { collapsed } : {}) }] : [{ type: 'autogenerated', dirName }];
    }
    if (Array.isArray(o.items) && label) return [{ type: 'category', label, items: sidebar(o.items, report), ...(collapsed !== undefined ? { collapsed } : {}) }];
    report.add('migrate-sidebar-item', ['sidebar'], `A sidebar entry ${JSON.stringify(item)} has no counterpart; it was left out`, 'Write it as a doc id, {label, link} or {label, items}.');
    return [];
  });
}

function locales(value: Obj, defaultLocale: string | undefined, report: MigrationReport): Obj {
  const entries = Object.entries(value).map(([id, locale]) => {
    const l = obj(locale);
    const code = id === 'root' ? (str(l.lang) ?? 'en') : id;
    return [code, defined({ label: str(l.label) ?? code, htmlLang: str(l.lang), direction: l.dir === 'rtl' || l.dir === 'ltr' ? l.dir : undefined })] as const;
  });
  if ('root' in value) report.add('migrate-changed', ['locales', 'root'], 'The root locale is carried under its language code', 'Check i18n.defaultLocale.');
  const root = 'root' in value ? (str(obj(value.root).lang) ?? 'en') : undefined;
  return { defaultLocale: root ?? defaultLocale ?? entries[0]?.[0] ?? 'en', locales: Object.fromEntries(entries) };
}
