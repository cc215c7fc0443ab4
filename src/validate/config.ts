// The whole config is checked before anything renders: the schema (types, unknown and missing
// keys) and the cross-field rules of the navbar. Every problem is returned, not just the first.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { orGeneratedSidebars, siteConfigSchema, type NavbarItem, type SidebarItem, type SiteConfig } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { checkAgainstSchema } from './schema.js';
import { checkUiStrings } from './ui-strings.js';
import { hasGeneratedItems, sidebarLinkTarget } from '../config/sidebar-target.js';
import { isSafeLink, SAFE_LINK_SCHEMES, urlScheme } from '../shared/url-schemes.js';
import { valueOfName } from '../util/name-map.js';
import { closest } from '../diagnostics/suggest.js';

/** `hasDocsVersions`: the site has docs versions (a versions.json beside the config), which a version dropdown lists. */
export function validateConfig(source: YamlSource, hasDocsVersions = false): { config?: SiteConfig; diagnostics: Diagnostic[] } {
  if (typeof source.data !== 'object' || source.data === null || Array.isArray(source.data)) {
    return {
      diagnostics: [diagnostic('config-wrong-type', 'error', 'The site config must be a YAML mapping of keys', source.positionOf([]), 'Start from `specpress init` or the README example.')],
    };
  }
  const checked = checkAgainstSchema(source.data, siteConfigSchema, source);
  const config = checked.value as SiteConfig;
  const diagnostics = [
    ...checked.diagnostics,
    ...checkApiIds(config, source),
    ...checkNavbar(config, source, hasDocsVersions || Object.keys(config.docs?.versions ?? {}).length > 0),
    ...checkLinkSchemes(source.data, source),
    ...(config ? checkUiStrings(config, source) : []),
  ];
  return { config, diagnostics };
}

/** Every `api` a specs entry or a navbar item names is declared under `apis` (a typo would split an API in two). */
function checkApiIds(config: SiteConfig, source: YamlSource): Diagnostic[] {
  const declared = Object.keys(config.apis ?? {});
  const unknown = (id: string | undefined) => id !== undefined && !declared.includes(id);
  const report = (code: DiagnosticCode, what: string, id: string, path: (string | number)[], dropped: string) => {
    const suggestion = closest(id, declared);
    return diagnostic(
      code,
      'error',
      `${what} names the API "${id}", which is not declared under \`apis\`; ${dropped}`,
      source.positionOf(path),
      `${suggestion !== undefined ? `Did you mean "${suggestion}"? ` : ''}${declared.length ? `Declared APIs: ${declared.join(', ')}.` : 'Declare it under `apis` (`${id}: { label: … }`).'}`,
    );
  };
  const out: Diagnostic[] = [];
  (config.specs ?? []).forEach((spec, index) => {
    if (spec && unknown(spec.api)) out.push(report('spec-unknown-api', `specs entry "${spec.id}"`, spec.api!, ['specs', index, 'api'], 'the build stops before any page is written.'));
  });
  (config.navbar?.items ?? []).forEach((item: NavbarItem | undefined, index) => {
    if ((item?.type === 'api' || item?.type === 'docsVersionDropdown') && unknown(item.api))
      out.push(report('navbar-unknown-api', `Navbar item ${index} (${item.type})`, item.api!, ['navbar', 'items', index, 'api'], 'the build stops before any page is written.'));
  });
  const used = new Set((config.specs ?? []).map((spec) => spec?.api));
  for (const id of declared.filter((id) => !used.has(id)))
    out.push(
      diagnostic(
        'api-without-specs',
        'warning',
        `The API "${id}" under \`apis\` has no entry under \`specs\`; it is in no menu and no list`,
        source.positionOf(['apis', id]),
        `Add \`api: ${id}\` to the specs entries that are its versions, or remove it from \`apis\`.`,
      ),
    );
  return out;
}

function checkNavbar(config: SiteConfig, source: YamlSource, hasDocsVersions: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const versions = config.specs.map((spec) => spec.id);
  config.navbar.items.forEach((item: NavbarItem | undefined, index) => {
    if (!item) return; // an unknown type, already reported
    const path = ['navbar', 'items', index];
    if ((item.type === 'docsVersion' || item.type === 'docsVersionDropdown') && item.version !== undefined && !versions.includes(item.version)) {
      out.push(
        diagnostic(
          'navbar-unknown-version',
          'error',
          `Navbar item ${index} (${item.type}) names the version "${item.version}", which does not exist`,
          source.positionOf([...path, 'version']),
          versions.length ? `Available version names are: ${versions.join(', ')}.` : 'No versions are declared: add entries under `specs`.',
        ),
      );
    }
    if ((item.type === 'docsVersion' || (item.type === 'docsVersionDropdown' && !hasDocsVersions)) && versions.length === 0) {
      out.push(
        diagnostic(
          'navbar-no-versions',
          'error',
          `Navbar item ${index} (${item.type}) needs API versions, but \`specs\` is empty`,
          source.positionOf(path),
          'Declare the versions under `specs`, or remove this item.',
        ),
      );
    }
    // With docs versions the latest version's sidebars are in its versioned_sidebars file: the model checks them (model/navbar.ts).
    if (item.type === 'docSidebar' && item.sidebarId !== undefined && !hasDocsVersions) {
      // Without docs.sidebars, `default` is the tree generated from the docs folder.
      const sidebars: Record<string, SidebarItem[]> = {
        ...orGeneratedSidebars(config.docs.sidebars),
        // Another docs folder's sidebars are `<instance>/<id>` (load/docs-variants.ts, instanceVariants).
        ...Object.fromEntries(
          Object.entries(config.docs.instances ?? {}).flatMap(([instance, options]) => Object.entries(orGeneratedSidebars(options.sidebars)).map(([id, items]) => [`${instance}/${id}`, items])),
        ),
      };
      const sidebar = valueOfName(sidebars, item.sidebarId);
      if (!sidebar) {
        const known = Object.keys(sidebars);
        out.push(
          diagnostic(
            'navbar-unknown-sidebar',
            'error',
            `Navbar item ${index} (docSidebar) names the sidebar "${item.sidebarId}", which does not exist`,
            source.positionOf([...path, 'sidebarId']),
            known.length ? `Available sidebars: ${known.join(', ')}.` : 'Declare it under docs.sidebars.',
          ),
        );
      } else if (sidebarLinkTarget(sidebar) === undefined && !hasGeneratedItems(sidebar)) {
        out.push(
          diagnostic(
            'navbar-sidebar-no-link',
            'error',
            `Navbar item ${index} (docSidebar) points to the sidebar "${item.sidebarId}", which has no link target`,
            source.positionOf([...path, 'sidebarId']),
            `Add at least one doc item (or a category with a link) to docs.sidebars.${item.sidebarId}.`,
          ),
        );
      }
    }
  });
  return out;
}

/** `href` and `to` anywhere in the config: held to the schemes content links may use (no `javascript:` or `data:`). */
function checkLinkSchemes(data: unknown, source: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if ((key === 'href' || key === 'to') && typeof child === 'string' && !isSafeLink(child)) {
          out.push(
            diagnostic(
              'config-unsafe-url',
              'error',
              `${key} "${child.slice(0, 80)}" uses the ${urlScheme(child)}: scheme, which a link may not use`,
              source.positionOf([...path, key]),
              `Use a page route (/guide), a relative path, or a URL with ${SAFE_LINK_SCHEMES.join(', ')}.`,
            ),
          );
        } else {
          walk(child, [...path, key]);
        }
      }
    }
  };
  walk(data, []);
  return out;
}
