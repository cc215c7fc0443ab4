// The site configuration (specpress.config.yaml), declared once. Its TypeScript type, its
// validation and its defaults all come from here. Each field's doc doubles as reference text.
import { s, required, withDefault, type Infer } from './schema-kit.js';

const slashes = (value: string) =>
  value.startsWith('/') && value.endsWith('/')
    ? undefined
    : { message: `baseUrl "${value}" must start and end with "/"`, hint: `Write it as "/${value.replace(/^\/+|\/+$/g, '')}/".`.replace('"//"', '"/"') };

const position = s.enumOf(['left', 'right'] as const, 'Side of the navbar; defaults to right.');
const common = { label: s.string('Text shown'), position, className: s.string() };

/** Navbar item kinds, listed once: validation ("unknown type") and rendering read this table. */
export const navbarItemVariants = {
  default: s.object({ ...common, label: required(s.string('Text shown')), to: s.string('Site route, e.g. /api-docs/api'), href: s.string('External URL') }),
  dropdown: s.object({
    ...common,
    label: required(s.string()),
    items: required(s.array(s.object({ label: required(s.string()), to: s.string(), href: s.string() }))),
  }),
  localeDropdown: s.object({ ...common }),
  search: s.object({ position }),
  html: s.object({ position, value: required(s.string('Raw HTML; it is sanitised')) }),
  doc: s.object({ ...common, docId: required(s.string('Id of a docs page (its route)')) }),
  docSidebar: s.object({ ...common, sidebarId: required(s.string('Id of a sidebar under docs.sidebars')) }),
  docsVersion: s.object({ ...common, version: s.string('Id of an API version under specs') }),
  docsVersionDropdown: s.object({ ...common, version: s.string('Version shown first'), dropdownItemsAfter: s.array(s.object({ label: required(s.string()), to: s.string(), href: s.string() })) }),
};

const link = s.object({ label: required(s.string()), to: s.string(), href: s.string() });
const logo = s.object({ alt: s.string(), src: required(s.string('Light-mode image')), srcDark: s.string('Dark-mode image'), href: s.string(), width: s.number(), height: s.number() });

const sidebarItem = s.either((v) => ('items' in v ? 1 : 0), [
  s.object({ doc: s.string('Route of a docs page'), label: s.string(), href: s.string('External link') }),
  s.object({
    label: required(s.string('Category label')),
    link: s.string('Route of a page the category itself links to'),
    items: required(s.array(s.object({ doc: s.string(), label: s.string(), href: s.string() }))),
  }),
] as const);

export const siteConfigSchema = s.object({
  title: required(s.string('Site title, after " | " in every page title')),
  tagline: s.string('One line under the title on the home page'),
  url: required(s.string('Production origin, e.g. https://developer.example.com')),
  baseUrl: withDefault({ ...s.string('Path the site lives under, with leading and trailing slash'), check: slashes }, '/'),
  trailingSlash: withDefault(s.boolean('Whether page URLs end with "/"'), false),
  favicon: s.string('Path of the favicon inside static/'),
  noIndex: withDefault(s.boolean('Adds <meta name="robots" content="noindex">'), false),
  staticDir: withDefault(s.string('Folder copied as-is under the base path'), 'static'),
  i18n: withDefault(
    s.object({
      defaultLocale: withDefault(s.string(), 'en'),
      currentLocale: withDefault(s.string(), 'en'),
      locales: withDefault(s.record(s.object({ label: required(s.string()), htmlLang: s.string() })), { en: { label: 'English', htmlLang: 'en' } }),
    }),
    { defaultLocale: 'en', currentLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } },
  ),
  navbar: withDefault(
    s.object({
      title: s.string(),
      logo,
      hideOnScroll: withDefault(s.boolean('Hide on scroll down, show on scroll up'), false),
      items: withDefault(s.array(s.tagged('type', 'default', navbarItemVariants)), []),
    }),
    { hideOnScroll: false, items: [] },
  ),
  footer: s.object({
    style: withDefault(s.enumOf(['light', 'dark'] as const), 'light'),
    links: withDefault(
      s.array(
        s.either((v) => ('items' in v ? 1 : 0), [link, s.object({ title: required(s.string()), items: required(s.array(link)) })] as const),
        'Columns ({title, items}) or flat links',
      ),
      [],
    ),
    logo,
    copyright: s.string('Copyright line (plain text)'),
  }),
  colorMode: withDefault(
    s.object({
      defaultMode: withDefault(s.enumOf(['light', 'dark'] as const), 'light'),
      disableSwitch: withDefault(s.boolean(), false),
      respectPrefersColorScheme: withDefault(s.boolean(), false),
    }),
    { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  ),
  announcementBar: s.object({
    id: withDefault(s.string('Change it to show a dismissed announcement again'), 'announcement'),
    content: required(s.string('HTML; it is sanitised')),
    backgroundColor: withDefault(s.string(), '#fff7d6'),
    textColor: withDefault(s.string(), '#1c1e21'),
    isCloseable: withDefault(s.boolean(), true),
  }),
  docs: withDefault(
    s.object({
      folder: withDefault(s.string('Markdown folder, relative to the config file'), 'docs'),
      sidebars: withDefault(s.record(s.array(sidebarItem), 'Sidebars by id; "default" is the docs sidebar'), {}),
    }),
    { folder: 'docs', sidebars: {} },
  ),
  specs: withDefault(
    s.array(
      s.object({
        id: required(s.string('Version id, used by docsVersion items, e.g. v2')),
        file: required(s.string('OpenAPI file, relative to the config file')),
        route: required(s.string('Route of the reference page, e.g. api')),
        label: required(s.string('Label in the Versions menu')),
        deprecated: withDefault(s.boolean(), false),
        linkBase: s.string("Origin that root-relative links in this spec's text belong to (e.g. https://docs.github.com); they become external links"),
      }),
    ),
    [],
  ),
  reference: withDefault(
    s.object({
      splitAboveOperations: withDefault(s.number('Above this many operations a reference renders one page per tag'), 300),
    }),
    { splitAboveOperations: 300 },
  ),
  data: withDefault(
    s.object(
      {
        renames: withDefault(
          s.object({
            fields: withDefault(s.record(s.string(), 'Field renamed between two API versions: old name → new name, in every schema'), {}),
            eventPrefixes: withDefault(
              s.array(s.object({ from: required(s.string()), to: required(s.string()) }), 'Webhook event name prefixes renamed between versions (the first that matches wins)'),
              [],
            ),
          }),
          { fields: {}, eventPrefixes: [] },
        ),
        statusAdvice: withDefault(
          s.record(
            s.object({
              meaning: required(s.string('e.g. Not Found')),
              action: required(s.string('Short label of what to do, e.g. check the id')),
              advice: required(s.string('One sentence (markdown)')),
            }),
            'What a caller should do about each HTTP status (status-codes directive)',
          ),
          {},
        ),
        operationTables: withDefault(
          s.record(
            s.object({
              columns: required(s.object({ name: required(s.string()), description: required(s.string()), operations: required(s.string()), note: s.string() })),
              rows: required(s.array(s.object({ name: required(s.string()), description: required(s.string()), operations: required(s.array(s.string())), note: s.string() }))),
            }),
            'Tables of named things and the operations each one calls (operation-table directive); every operationId is checked against the spec',
          ),
          {},
        ),
      },
      'Site data the directives render: declared here so that specpress itself knows nothing about any one product',
    ),
    { renames: { fields: {}, eventPrefixes: [] }, statusAdvice: {}, operationTables: {} },
  ),
  stylesheets: withDefault(s.array(s.string(), "The site's own CSS files (relative to the config file), loaded after specpress's: set the --sp-* variables or add rules"), []),
  headTags: withDefault(
    s.array(
      s.object({
        tagName: required(s.enumOf(['meta', 'link', 'script', 'style', 'noscript'] as const, 'Element written into every page <head>')),
        attributes: withDefault(s.record(s.string()), {}),
        innerHTML: s.string('Content of the element, as is (author-trusted)'),
      }),
      'Extra <head> elements on every page (analytics, verification, fonts); author-trusted',
    ),
    [],
  ),
  scripts: withDefault(s.array(s.object({ src: required(s.string('Script URL')), async: s.boolean(), defer: s.boolean(), type: s.string() }), 'Scripts loaded by every page (author-trusted)'), []),
  security: withDefault(
    s.object({
      outsideSymlinks: withDefault(
        s.enumOf(['error', 'warn'] as const, 'A symbolic link in docs/ or static/ that leads out of the site folder: an error, or a warning; it is never followed'),
        'error',
      ),
      externalImages: withDefault(
        s.enumOf(['allow', 'block'] as const, "Images from other hosts in markdown and spec descriptions: shown, or dropped with a warning (and refused by the page's Content-Security-Policy)"),
        'allow',
      ),
      contentSecurityPolicy: s.string('A Content-Security-Policy for every page, as a <meta http-equiv> tag (author-trusted)'),
    }),
    { outsideSymlinks: 'error', externalImages: 'allow' },
  ),
  links: withDefault(
    s.object({
      onBrokenLinks: withDefault(s.enumOf(['error', 'warn'] as const), 'error'),
      onBrokenMarkdownLinks: withDefault(s.enumOf(['error', 'warn'] as const), 'warn'),
      onBrokenAnchors: withDefault(s.enumOf(['error', 'warn'] as const), 'warn'),
      onBrokenImages: withDefault(s.enumOf(['error', 'warn'] as const, 'An image whose file is not in the output'), 'error'),
      onBrokenSpecLinks: withDefault(s.enumOf(['error', 'warn'] as const, "A link written in a spec's text that leads nowhere on this site"), 'warn'),
    }),
    { onBrokenLinks: 'error', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onBrokenImages: 'error', onBrokenSpecLinks: 'warn' },
  ),
});

export type SiteConfig = Infer<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type NavbarItemType = keyof typeof navbarItemVariants;
export type SidebarItem = SiteConfig['docs']['sidebars'][string][number];
export type SpecEntry = SiteConfig['specs'][number];
export type FooterConfig = NonNullable<SiteConfig['footer']>;
