// Every diagnostic code specpress emits, listed once: `Diagnostic.code` is typed by this table's
// keys (an unregistered code does not compile), and the diagnostics reference
// (website/docs/reference/diagnostics.md, `npm run docs:reference`) is written from it, as
// TypeScript lists its diagnostic messages and ESLint documents its rules.
import type { Severity } from './diagnostic.js';

/** One code: what a user who meets it needs to know. */
export interface CodeDoc {
  /** The severities it is emitted with (`--strict` makes every warning an error). */
  severity: readonly Severity[];
  /** What triggers it, in one sentence. */
  trigger: string;
  /** A minimal input and the line specpress prints for it (values in the message are the example's). */
  example: { input: string; message: string };
  /** What to do about it. */
  fix: string;
}

const error = ['error'] as const;
const warning = ['warning'] as const;
const either = ['warning', 'error'] as const;

/** Files a rule refuses to read (load/readable-path.ts), for each kind of file that names them. */
type Refusal = 'file-too-large' | 'hidden-file' | 'not-a-file' | 'outside-site';
const REFUSALS: Record<Refusal, { trigger: string; why: string; fix: string }> = {
  'file-too-large': {
    trigger: 'is larger than the size limit for a file the site names',
    why: 'huge.yaml is 80 MiB, over the limit of 64 MiB for a file a page or spec names',
    fix: 'Make the file smaller (compress or resize an image, split a spec), or host it elsewhere and link to its URL.',
  },
  'hidden-file': {
    trigger: 'is a hidden file or inside a hidden folder (such as .git or .env), which is never read or published',
    why: '.secrets/a.yaml is inside .secrets, a hidden folder of the site (hidden files and folders such as .git and .env are never read or published)',
    fix: 'Move the file to a folder whose name does not start with a dot, or remove the reference.',
  },
  'not-a-file': {
    trigger: 'is a folder or a special file (a pipe, a device) where a regular file was expected',
    why: 'specs is a folder, where a file was expected',
    fix: 'Name a regular file (inside the folder, if a folder was named).',
  },
  'outside-site': {
    trigger: 'leads (through a symbolic link or `..`) outside the site folder',
    why: 'it leads to /etc/passwd, outside the site folder /site',
    fix: 'Keep the file inside the site folder (copy it in) and name it by its path there.',
  },
};
function refused<P extends string>(prefix: P, what: string, message: (why: string) => string, at: string): Record<`${P}-${Refusal}`, CodeDoc> {
  const out: Record<string, CodeDoc> = {};
  for (const [suffix, r] of Object.entries(REFUSALS))
    out[`${prefix}-${suffix}`] = {
      severity: error,
      trigger: `${what} ${r.trigger}.`,
      example: { input: `${what} that ${r.trigger}`, message: `${at}: error ${message(r.why)} [${prefix}-${suffix}]` },
      fix: r.fix,
    };
  return out as Record<`${P}-${Refusal}`, CodeDoc>;
}

/** A YAML file that does not parse, for each kind of YAML file specpress reads. */
function yamlSyntax<C extends string>(code: C, file: string, what: string): Record<C, CodeDoc> {
  return {
    [code]: {
      severity: error,
      trigger: `${what} is not valid YAML (or JSON).`,
      example: { input: `${file} with a line indented wrongly`, message: `${file}:6:1: error YAML syntax error: All mapping items must start at the same column [${code}]` },
      fix: 'Fix the YAML syntax at this position (indentation, quoting, a missing colon).',
    },
  } as Record<string, CodeDoc> as Record<C, CodeDoc>;
}

/** A difference `init --from` met while carrying a Docusaurus or Starlight site's config over. */
function migrate(trigger: string, input: string, message: string, fix: string): CodeDoc {
  return { severity: warning, trigger, example: { input, message }, fix };
}

const C = 'specpress.config.yaml';

export const DIAGNOSTIC_CODES = {
  'api-without-specs': {
    severity: warning,
    trigger: 'An API declared under `apis` is named by no `specs` entry.',
    example: {
      input: 'apis: { billing: { label: Billing } } and no specs entry with api: billing',
      message: `${C}:12:3: warning The API "billing" under \`apis\` has no entry under \`specs\`; it is in no menu and no list [api-without-specs]`,
    },
    fix: 'Add `api: <id>` to the specs entries that are its versions, or remove it from `apis`.',
  },
  'blog-author-unknown': {
    severity: warning,
    trigger: "A blog post's `authors` names a key that authors.yml does not declare.",
    example: {
      input: 'blog/2024-01-01-hello.md with authors: [jdoe], and no jdoe in blog/authors.yml',
      message: 'blog/2024-01-01-hello.md:3:11: warning The author "jdoe" is not in authors.yml; it was left out of the post [blog-author-unknown]',
    },
    fix: 'Add the author to blog/authors.yml, or fix the key in the front matter.',
  },
  'blog-authors-invalid': {
    severity: warning,
    trigger: 'blog/authors.yml is not a map of authors by key (or an author is not a mapping).',
    example: { input: 'blog/authors.yml containing a list', message: 'blog/authors.yml:1:1: warning authors.yml is not a map of authors; no author was read from it [blog-authors-invalid]' },
    fix: 'Write authors.yml as `key: { name, title, url, image_url }` entries.',
  },
  ...yamlSyntax('blog-authors-syntax', 'blog/authors.yml', "The blog's authors.yml"),
  ...yamlSyntax('blog-tags-syntax', 'blog/tags.yml', "The blog's tags.yml"),
  'blog-tag-inline': {
    severity: either,
    trigger: "A post's tag is not defined in the blog's tags.yml (`blog.onInlineTags`: warn by default, `throw` makes it an error, `ignore` says nothing).",
    example: {
      input: 'blog/2024-04-01-hello.md: tags: [unplanned], with a tags.yml that lacks it',
      message: 'blog/2024-04-01-hello.md:4:17: warning The tag "unplanned" used in blog/2024-04-01-hello.md is not defined in tags.yml [blog-tag-inline]',
    },
    fix: 'Add the tag to tags.yml, use one of its keys, or set `blog.onInlineTags: ignore`.',
  },
  'blog-tags-invalid': {
    severity: warning,
    trigger: "The blog's tags.yml is not a map of tags, or one of its entries is not a mapping.",
    example: { input: 'blog/tags.yml: x: [1, 2]', message: 'blog/tags.yml:1:4: warning The tag "x" of tags.yml is not a map; it was left out [blog-tags-invalid]' },
    fix: 'Write each tag under its key: `key: { label: …, permalink: …, description: … }`.',
  },
  'blog-post-undated': {
    severity: warning,
    trigger: 'A blog post has no date in its file name (YYYY-MM-DD-) nor in its front matter.',
    example: { input: 'blog/hello.md without a date', message: 'blog/hello.md:1:1: warning The blog post blog/hello.md has no date; it was left out [blog-post-undated]' },
    fix: 'Name the file 2024-01-31-hello.md, or add `date: 2024-01-31` to its front matter.',
  },
  'broken-anchor': {
    severity: either,
    trigger: 'A link names a #fragment that no element of the target page has (`links.onBrokenAnchors`, a warning by default).',
    example: { input: 'docs/index.md: [see](#nowhere)', message: 'docs/index.md:5:20: warning Broken anchor "#nowhere": no element with id "nowhere" on page /docs/ [broken-anchor]' },
    fix: 'Link to an existing heading id (shown by the # next to each heading) or operation anchor.',
  },
  'broken-image': {
    severity: either,
    trigger: 'An image names a file that is not in the output (`links.onBrokenImages`, an error by default; in a spec `links.onBrokenSpecLinks`).',
    example: { input: 'openapi.yaml description: ![logo](x)', message: 'openapi.yaml:6:51: warning Broken image "x": no file at /x on page /api [broken-image]' },
    fix: 'Put the image in the static folder (or beside the page) and fix its path.',
  },
  'broken-link': {
    severity: either,
    trigger: 'A link leads to no page or file of the site (`links.onBrokenLinks`, an error by default; in a spec `links.onBrokenSpecLinks`).',
    example: { input: 'docs/index.md: [guide](/docs/guide) with no such page', message: 'docs/index.md:3:17: error Broken link "/docs/guide" on page /docs/ [broken-link]' },
    fix: 'Fix the link or add the page; for a spec written for another site, set `linkBase` on its specs entry.',
  },
  'broken-markdown-link': {
    severity: either,
    trigger: 'A link to a .md or .mdx file names a file that does not exist (`links.onBrokenMarkdownLinks`, a warning by default).',
    example: {
      input: 'docs/index.md: [setup](./setup.md) with no setup.md',
      message: 'docs/index.md:3:42: warning Markdown link "./setup.md" points to a file that does not exist on page /docs/ [broken-markdown-link]',
    },
    fix: 'Link to an existing .md file relative to this one, or use the page URL.',
  },
  'broken-output-link': {
    severity: error,
    trigger: 'A machine output the build wrote (sitemap, llms.txt, a markdown twin, _redirects) links to nothing on the site.',
    example: { input: 'a redirect whose `to` is a missing page', message: 'error _redirects links to "/gone": no page or file at /gone [broken-output-link]' },
    fix: 'Fix the config entry or page the output was made from (the message names the link).',
  },
  'build-cache-ignored': {
    severity: warning,
    trigger: 'A build cache file (node_modules/.cache/specpress/) fails its checksum or cannot be read: it was cut short or altered.',
    example: {
      input: 'node_modules/.cache/specpress/pack.bin altered by hand',
      message:
        'node_modules/.cache/specpress/pack.bin: warning The build cache file node_modules/.cache/specpress/pack.bin was ignored: its checksum does not match its content (it was cut short or altered). What it held is built again; the output is the same [build-cache-ignored]',
    },
    fix: 'Nothing to do: the next build rewrites it. If this repeats, delete the cache folder or turn the cache off (`cache: false`, or --no-cache).',
  },
  'build-cache-not-written': {
    severity: warning,
    trigger: 'The build cache could not be saved (a read-only folder, a full disk).',
    example: {
      input: 'a read-only node_modules/.cache/specpress/',
      message:
        'node_modules/.cache/specpress: warning The build cache could not be written to node_modules/.cache/specpress (EACCES: permission denied); the next build starts cold [build-cache-not-written]',
    },
    fix: 'Make the folder writable, move it (`cache: { dir: … }`) or turn the cache off (`cache: false`, or --no-cache).',
  },
  'build-crashed': {
    severity: error,
    trigger: 'A rebuild in `watch` threw an unexpected error; the last good site stays served.',
    example: { input: 'a rebuild that throws', message: 'error The build threw: Cannot read properties of undefined [build-crashed]' },
    fix: 'Fix what the message names and save again; report it if it names specpress itself.',
  },
  ...yamlSyntax('category-file-syntax', 'docs/guides/_category_.yml', 'A _category_.yml (or .json) file of the docs folder'),
  ...refused('config', 'The site config file', (why) => `The site config ${C} is not read: ${why}`, C),
  'config-invalid-value': {
    severity: error,
    trigger: "A config value has the right type but is not allowed (not one of the listed values, or fails the key's rule).",
    example: { input: 'baseUrl: docs', message: `${C}:3:10: error baseUrl "docs" must start and end with "/" [config-invalid-value]` },
    fix: 'Use a value the configuration reference allows for the key (the hint names it).',
  },
  'config-missing-key': {
    severity: error,
    trigger: 'A required config key is absent.',
    example: { input: `${C} without title`, message: `${C}:1:1: error (root) is missing the required key "title" [config-missing-key]` },
    fix: 'Add the key (the hint says what it holds).',
  },
  'config-not-found': {
    severity: error,
    trigger: 'There is no site config at the path given (or in the current folder).',
    example: { input: 'specpress generate in a folder without specpress.config.yaml', message: `error Cannot read the site config ${C} [config-not-found]` },
    fix: 'Run in the site folder, pass --config, or create one with `specpress init`.',
  },
  'config-unknown-key': {
    severity: error,
    trigger: 'The config has a key the schema does not know (often a typo).',
    example: { input: 'navbar: { itemz: [] }', message: `${C}:5:3: error Unknown key "itemz" in navbar [config-unknown-key]` },
    fix: 'Fix the key (the hint suggests the closest one) or remove it.',
  },
  'config-unknown-ui-string': {
    severity: warning,
    trigger: '`i18n.locales.<name>.strings` names a UI string key that does not exist.',
    example: {
      input: 'i18n.locales.fr.strings: { onThisPge: Sur cette page }',
      message: `${C}:14:9: warning Unknown UI string "onThisPge" in i18n.locales.fr.strings; it is ignored [config-unknown-ui-string]`,
    },
    fix: 'Use a key of src/config/ui-strings/en.ts (the hint suggests the closest).',
  },
  'config-unsafe-url': {
    severity: error,
    trigger: 'An `href` or `to` in the config uses a scheme a link may not use (javascript:, data:, …).',
    example: {
      input: 'navbar.items: [{ label: X, href: "javascript:alert(1)" }]',
      message: `${C}:6:15: error href "javascript:alert(1)" uses the javascript: scheme, which a link may not use [config-unsafe-url]`,
    },
    fix: 'Use a page route (/guide), a relative path, or an http(s) or mailto URL.',
  },
  'config-wrong-type': {
    severity: error,
    trigger: 'A config value has the wrong type (a string where a boolean is expected, …), or the file is not a mapping.',
    example: { input: 'noIndex: "yes"', message: `${C}:4:10: error noIndex must be true or false, found string "yes" [config-wrong-type]` },
    fix: 'Change the value to the type the configuration reference gives.',
  },
  ...yamlSyntax('config-yaml-syntax', C, 'The site config'),
  'content-directive': {
    severity: error,
    trigger: 'A `:::` directive of a docs page (spec-table, status-codes, operation-table, …) names something that does not exist or is malformed.',
    example: { input: 'docs/a.md: :::spec-table v9 with no spec v9', message: 'docs/a.md:4:1: error Unknown spec "v9" in :::spec-table [content-directive]' },
    fix: 'Fix the directive as the hint says (the spec ids and names it may use are listed).',
  },
  'docs-locales-with-versions': {
    severity: warning,
    trigger: 'A site has both docs versions and several locales; only the default locale is built.',
    example: {
      input: 'versions.json beside the config and two i18n.locales',
      message: `${C}:1:1: warning This site has docs versions and several locales; translated docs are not built for a versioned site, only the default locale [docs-locales-with-versions]`,
    },
    fix: 'Use versions or translated docs, not both.',
  },
  'docs-version-exists': {
    severity: error,
    trigger: '`specpress docs:version <name>` names a version that exists already.',
    example: { input: 'specpress docs:version 1.0 twice', message: `${C}: error The docs version 1.0 exists already in versions.json; nothing was written [docs-version-exists]` },
    fix: 'Pick a new version name, or delete the old version first.',
  },
  'docs-version-missing': {
    severity: error,
    trigger: 'versions.json (or `docs.versions`) names a version whose docs folder does not exist.',
    example: {
      input: 'versions.json ["1.0"] without versioned_docs/version-1.0',
      message: 'versions.json:1:2: error The docs version 1.0 has no folder versioned_docs/version-1.0; its pages are missing [docs-version-missing]',
    },
    fix: 'Restore the folder, or remove the version from versions.json.',
  },
  'docs-version-name': {
    severity: error,
    trigger: '`specpress docs:version` is given a name with "/", "?", "#" or spaces, or "current".',
    example: { input: 'specpress docs:version "1 0"', message: `${C}: error "1 0" is not a version name; nothing was written [docs-version-name]` },
    fix: 'A version name has no "/", "?", "#" or spaces and is not "current", e.g. 2.0.',
  },
  'docs-version-no-docs': {
    severity: error,
    trigger: '`specpress docs:version` finds no docs folder to copy.',
    example: { input: 'specpress docs:version 1.0 with no docs/ folder', message: `${C}: error The docs folder docs does not exist; nothing was written [docs-version-no-docs]` },
    fix: 'Create the docs folder, or set docs.folder in the config.',
  },
  'frontmatter-head-dropped': {
    severity: warning,
    trigger: "A page's front matter `head` has an element other than <title>, <meta> and <link>.",
    example: {
      input: 'head: [{ tag: script, … }] in front matter',
      message: "docs/index.md:19:10: warning Front matter head: a <script> is not published; a page's head takes <title>, <meta> and <link> from its front matter [frontmatter-head-dropped]",
    },
    fix: 'Keep <title>, <meta> and <link> in front matter; add scripts with `scripts` or `headTags` in the config.',
  },
  'frontmatter-unknown-key': {
    severity: warning,
    trigger: 'A docs page uses a front matter key that only blog posts read.',
    example: { input: 'docs/a.md with authors: [jdoe]', message: 'docs/a.md:2:1: warning Front matter "authors" is read on blog posts only; it is ignored on a docs page [frontmatter-unknown-key]' },
    fix: 'Remove the key, or move the page into the blog folder.',
  },
  'frontmatter-wrong-type': {
    severity: error,
    trigger: 'A front matter key has the wrong type (e.g. a list where a string is expected).',
    example: { input: 'title: [a, b]', message: 'docs/a.md:2:8: error Front matter "title" must be a string [frontmatter-wrong-type]' },
    fix: 'Write the value as the type the message names.',
  },
  ...yamlSyntax('frontmatter-yaml-syntax', 'docs/a.md', "A page's front matter"),
  'git-history-missing': {
    severity: warning,
    trigger: '`docs.showLastUpdateTime` or `showLastUpdateAuthor` is on, but git history could not be read.',
    example: {
      input: 'showLastUpdateTime: true outside a git checkout',
      message: `${C}: warning Last update dates are not shown: git history could not be read (not a git repository) [git-history-missing]`,
    },
    fix: 'Build from a git checkout with its history (in CI, fetch the full history), or turn the option off.',
  },
  ...refused('image', 'An image a markdown page names', (why) => `The image "./.secrets/a.png" is not published: ${why}`, 'docs/a.md:3:1'),
  'init-config-exists': {
    severity: error,
    trigger: '`specpress init --from` runs in a site that already has a specpress config.',
    example: { input: 'specpress init --from . twice', message: `${C}: error ${C} already exists; nothing was written [init-config-exists]` },
    fix: 'This site already has a specpress config: edit it, or delete it to make a new one.',
  },
  'init-folder-not-empty': {
    severity: error,
    trigger: '`specpress init <dir>` names a folder that has files in it.',
    example: { input: 'specpress init existing-folder', message: 'existing-folder: error The folder existing-folder is not empty [init-folder-not-empty]' },
    fix: 'Pick a new or empty folder, or pass --force to write the starter files into it (files of the same name are overwritten).',
  },
  'init-from-load-failed': {
    severity: error,
    trigger: '`init --from` could not load the Docusaurus or Astro config as that tool would.',
    example: {
      input: 'init --from a site whose docusaurus.config.js throws',
      message: 'site: error docusaurus.config.js could not be loaded as Docusaurus would: x is not defined; nothing was written [init-from-load-failed]',
    },
    fix: "Install the site's dependencies, or fix the error the message names (run the site's own build to see it), then run init --from again.",
  },
  'init-from-no-starlight': {
    severity: error,
    trigger: '`init --from` finds an Astro config that does not call starlight({...}).',
    example: { input: 'init --from an Astro site without Starlight', message: 'site: error astro.config.mjs does not call starlight({...}); nothing was written [init-from-no-starlight]' },
    fix: 'init --from reads Starlight sites; add the site by hand.',
  },
  'init-from-unknown-site': {
    severity: error,
    trigger: '`init --from` finds neither a Docusaurus nor an Astro config in the folder.',
    example: {
      input: 'specpress init --from empty-folder',
      message: 'empty-folder: error empty-folder has no docusaurus.config.{js,mjs,ts} and no astro.config.{mjs,js,ts}; nothing was written [init-from-unknown-site]',
    },
    fix: 'Pass the folder that holds the Docusaurus or Astro config, or run `specpress init <dir>` for a new site.',
  },
  'init-not-a-folder': {
    severity: error,
    trigger: '`specpress init <dir>` names a path that is a file.',
    example: { input: 'specpress init README.md', message: 'README.md: error README.md exists and is not a folder [init-not-a-folder]' },
    fix: 'Pick another name for the new site.',
  },
  'internal-error': {
    severity: error,
    trigger: 'specpress itself failed unexpectedly during a build step (a bug, not a problem of the site).',
    example: { input: 'any input that makes a step throw', message: 'docs/a.md: error specpress failed unexpectedly during "render" on this file: … [internal-error]' },
    fix: 'Report it with the file named; `--verbose` prints the stack.',
  },
  'markdown-html-dropped': {
    severity: warning,
    trigger:
      "Raw HTML in a markdown page (or a spec description) has something the sanitiser removes (scripts, styles, frames, event handlers), or would swallow what follows it: an unclosed `<style>`, `<script>`, `<textarea>`, `<pre>` or `<!--` (closed on its own line), a tag whose `>` is never written, or a quoted attribute left open over a code block, formula or diagram (which then shows only as the attribute's text, escaped).",
    example: {
      input: 'docs/formulas.md: <span style="color:red">',
      message:
        'docs/formulas.md:25:1: warning the sanitiser removes the style attribute of <span>: markdown may not embed other pages, run scripts or restyle the site (use an MDX page for author-trusted markup) [markdown-html-dropped]',
    },
    fix: 'Remove the markup, or move author-trusted markup to an MDX page; close the tag, comment or quote the warning names.',
  },
  'math-error': {
    severity: warning,
    trigger: 'A $…$ or $$…$$ formula is not valid TeX, or a $$ block is never closed; its source is shown.',
    example: {
      input: 'docs/formulas.md: $\\frac{1}{$',
      message: "docs/formulas.md:19:21: warning This formula is not valid TeX, so its source is shown instead: Unexpected end of input in a macro argument, expected '}' [math-error]",
    },
    fix: 'Fix the TeX (close every brace and $$).',
  },
  'mdx-compile': {
    severity: error,
    trigger: 'An MDX page (or a .md file with import/export) does not compile, or imports a module that is not there.',
    example: { input: 'docs/a.mdx: <Tabs> never closed', message: 'docs/a.mdx:7:1: error Cannot compile the MDX page: Expected a closing tag for `<Tabs>` [mdx-compile]' },
    fix: 'Write valid MDX (close every tag, escape { and <); import only site files and the components specpress provides.',
  },
  'site-alias-unread': {
    severity: warning,
    trigger: "The site's tsconfig.json (or jsconfig.json) cannot be read as JSON with comments, or one of its compilerOptions.paths entries is not an alias TypeScript would read.",
    example: {
      input: 'tsconfig.json with "paths": { "~/*/x/*": ["src/*"] }',
      message: 'tsconfig.json: warning The alias "~/*/x/*" in compilerOptions.paths is not read: a key has at most one * and lists target paths [site-alias-unread]',
    },
    fix: 'Fix the file or the entry; until then imports and images written with that alias are not resolved.',
  },
  'mdx-content': {
    severity: warning,
    trigger: 'An MDX page compiled with a warning, or rendered something specpress leaves out.',
    example: { input: 'docs/a.mdx with an esbuild warning', message: 'docs/a.mdx:3:1: warning … [mdx-content]' },
    fix: 'Do what the message and hint say.',
  },
  'mdx-load': {
    severity: error,
    trigger: "An MDX page's module threw while it was loaded (its top-level code).",
    example: { input: 'docs/a.mdx: export const x = undefinedThing;', message: 'docs/a.mdx:1:1: error The MDX page threw while loading: undefinedThing is not defined [mdx-load]' },
    fix: "Fix the page's top-level code or its imports.",
  },
  'mdx-missing-package': {
    severity: error,
    trigger: 'An MDX page or a site component imports a package that is not installed in the site folder.',
    example: {
      input: 'src/components/Chart/index.js: import { plot } from "tiny-charts"',
      message: 'src/components/Chart/index.js:1:22: error The package "tiny-charts" is imported here but is not installed in the site, so the page is not built [mdx-missing-package]',
    },
    fix: 'Install it in the site folder (`npm install tiny-charts`): the packages of its node_modules are bundled when the page is compiled.',
  },
  'mdx-render': {
    severity: error,
    trigger: 'An MDX page threw while it was rendered (e.g. it uses a component it does not import).',
    example: { input: 'docs/a.mdx: <Chart /> without importing Chart', message: 'docs/a.mdx:5:1: error The MDX page cannot be rendered: Expected component `Chart` to be defined [mdx-render]' },
    fix: 'Import the component at the top of the page, or remove it.',
  },
  'migrate-changed': migrate(
    'A Docusaurus or Starlight option is carried with a changed value.',
    'onBrokenLinks: throw',
    'docusaurus.config.js:9:3: warning onBrokenLinks "throw" is read as "warn": specpress reports broken links as a warning or an error [migrate-changed]',
    'Check the carried value in specpress.config.yaml.',
  ),
  'migrate-css': migrate(
    'Some customCss files are packages or missing; they were not carried.',
    "customCss: ['@acme/theme.css']",
    'docusaurus.config.js:20:7: warning 1 customCss file(s) are packages or not present; they were not carried [migrate-css]',
    'Copy the styles into a file of the site and list it under `stylesheets`.',
  ),
  'migrate-docs-outside': migrate(
    'The docs folder lies outside the site folder: the config is written in the folder that holds both (one or two levels up), with every path from there and `siteAlias` naming the site folder; further up, it is not, and the docs must move.',
    "docs: { path: '../docs' }",
    'website/docusaurus.config.js:14:7: warning The docs folder ../docs is outside the site folder, so specpress.config.yaml is written in /repo, the folder that holds both, with every path in it written from there [migrate-docs-outside]',
    'Run specpress in the folder the config was written in; move i18n/ translations there if the site has any.',
  ),
  'migrate-footer-html': migrate(
    'The footer copyright is HTML; its tags were removed.',
    "copyright: '<b>ACME</b>'",
    'docusaurus.config.js:40:5: warning footer.copyright is HTML; specpress shows plain text, so its tags were removed [migrate-footer-html]',
    'Check footer.copyright in specpress.config.yaml.',
  ),
  'migrate-function': migrate(
    'An option is a function, which specpress cannot run.',
    'editUrl: ({docPath}) => …',
    'docusaurus.config.js:16:9: warning presets.0.docs.editUrl is a function; specpress cannot run it, so it was not carried [migrate-function]',
    'Write the value by hand in specpress.config.yaml if specpress has the option.',
  ),
  'migrate-head': migrate(
    'A Starlight head element is not one specpress writes.',
    "head: [{ tag: 'base' }]",
    'astro.config.mjs:8:7: warning A head element <base> is not one specpress writes; it was left out [migrate-head]',
    'Use `headTags` in specpress.config.yaml for meta, link, script, style and noscript elements.',
  ),
  'migrate-logo': migrate(
    'The Starlight logo is a file Astro bundles; specpress links it from the static folder.',
    "logo: { src: './src/assets/logo.svg' }",
    'astro.config.mjs:9:7: warning The logo ./src/assets/logo.svg is a file Astro bundles; specpress links it from the static folder [migrate-logo]',
    'Copy the image into the static folder and check navbar.logo.src.',
  ),
  'migrate-missing-file': migrate(
    "A file the site's config reads is not present; it read as empty.",
    "require('./sidebars.js') with no such file",
    'docusaurus.config.js:1:1: warning sidebars.js is read by the config but is not present; it read as empty [migrate-missing-file]',
    'Restore the file and run init --from again.',
  ),
  'migrate-navbar-item': migrate(
    'A navbar item type has no counterpart in specpress.',
    "{ type: 'custom-foo' }",
    'docusaurus.config.js:30:11: warning A navbar item of type custom-foo has no counterpart in specpress; it was left out [migrate-navbar-item]',
    'Add a specpress navbar item by hand if one fits.',
  ),
  'migrate-no-counterpart': migrate(
    'A preset or plugin has no counterpart in specpress.',
    "plugins: ['@docusaurus/plugin-pwa']",
    'docusaurus.config.js:50:3: warning The plugin @docusaurus/plugin-pwa has no counterpart in specpress; it was not carried [migrate-no-counterpart]',
    'Nothing to carry; remove it from the plan or do it another way.',
  ),
  'migrate-openapi-docs': migrate(
    'A docusaurus-plugin-openapi-docs spec is carried as a specpress reference.',
    'docusaurus-plugin-openapi-docs config',
    'docusaurus.config.js:60:5: warning The OpenAPI spec api.yaml is carried as a specpress reference at /api; the pages docusaurus-plugin-openapi-docs generated into docs/api would clash with it [migrate-openapi-docs]',
    'Delete the generated pages (their folder is named).',
  ),
  'migrate-prism': migrate(
    'prism.additionalLanguages is not needed.',
    "prism: { additionalLanguages: ['rust'] }",
    'docusaurus.config.js:70:7: warning prism.additionalLanguages (rust) is not needed: specpress highlights common languages without a list [migrate-prism]',
    'Nothing to do.',
  ),
  'migrate-sidebar-item': migrate(
    'A Starlight sidebar entry has no counterpart.',
    'sidebar: [{ foo: 1 }]',
    'astro.config.mjs:12:7: warning A sidebar entry {"foo":1} has no counterpart; it was left out [migrate-sidebar-item]',
    'Add the entry under docs.sidebars by hand.',
  ),
  'migrate-spec-url': migrate(
    'A redocusaurus spec is a URL, not a file of the site.',
    "specs: [{ spec: 'https://…/openapi.yaml' }]",
    'docusaurus.config.js:80:7: warning A redocusaurus spec https://example.com/openapi.yaml is not a file of the site; it was not carried [migrate-spec-url]',
    'Download the spec into the site and add it under `specs`.',
  ),
  'migrate-stub': migrate(
    'An option comes from a module that is not installed, so it was not carried.',
    "themeConfig: require('@acme/config').theme",
    'docusaurus.config.js:5:1: warning themeConfig comes from @acme/config.theme, which is not installed here or not present; it was not carried [migrate-stub]',
    "Install the site's dependencies and run init --from again.",
  ),
  'migrate-stubbed-import': migrate(
    'A module the config imports is not installed; a stub stood in while it loaded.',
    "import x from '@acme/config'",
    'docusaurus.config.js:1:1: warning @acme/config is not installed or not present here; it was replaced by a stub while the config loaded [migrate-stubbed-import]',
    "Install the site's dependencies and run init --from again.",
  ),
  'migrate-url': migrate(
    'The Astro config has no `site`, so url is https://example.com.',
    'astro.config.mjs without site',
    'astro.config.mjs:1:1: warning astro.config has no `site`; specpress needs the production origin, so url is https://example.com [migrate-url]',
    'Set url in specpress.config.yaml to the production origin.',
  ),
  'navbar-item-failed': {
    severity: error,
    trigger: 'A navbar item could not be built from the site (e.g. a `doc` item names no page).',
    example: {
      input: 'navbar.items: [{ type: doc, docId: getting-started }] with no such page',
      message: `${C}:7:7: error Navbar item 1 (doc) failed: docId "getting-started" is not a page of the docs folder [navbar-item-failed]`,
    },
    fix: 'Fix the item as the message says.',
  },
  'navbar-no-versions': {
    severity: error,
    trigger: 'A docsVersion or docsVersionDropdown navbar item is configured but there are no versions.',
    example: {
      input: 'navbar.items: [{ type: docsVersionDropdown }] and specs: []',
      message: `${C}:6:7: error Navbar item 0 (docsVersionDropdown) needs API versions, but \`specs\` is empty [navbar-no-versions]`,
    },
    fix: 'Declare the versions under `specs`, or remove this item.',
  },
  'navbar-sidebar-no-link': {
    severity: error,
    trigger: 'A docSidebar navbar item names a sidebar with no page to link to.',
    example: {
      input: 'docs.sidebars.api: [] and a docSidebar item for it',
      message: `${C}:6:38: error Navbar item 0 (docSidebar) points to the sidebar "api", which has no link target [navbar-sidebar-no-link]`,
    },
    fix: 'Add at least one doc item (or a category with a link) to the sidebar.',
  },
  'navbar-unknown-api': {
    severity: error,
    trigger: 'An `api` or `docsVersionDropdown` navbar item names an API not declared under `apis`.',
    example: {
      input: 'navbar.items: [{ type: api, api: billng }]',
      message: `${C}:6:20: error Navbar item 0 (api) names the API "billng", which is not declared under \`apis\`; the build stops before any page is written. [navbar-unknown-api]`,
    },
    fix: 'Fix the id (the hint suggests the closest) or declare it under `apis`.',
  },
  'navbar-unknown-item-type': {
    severity: error,
    trigger: 'A navbar item has a `type` specpress does not know.',
    example: { input: 'navbar.items: [{ type: docsSidebar }]', message: `${C}:6:15: error Bad navbar item type "docsSidebar" at navbar.items[0] [navbar-unknown-item-type]` },
    fix: 'Use one of the known types (the hint lists them and suggests the closest).',
  },
  'navbar-unknown-sidebar': {
    severity: error,
    trigger: 'A docSidebar navbar item names a sidebar that does not exist.',
    example: {
      input: '{ type: docSidebar, sidebarId: guide } with no sidebar guide',
      message: `${C}:6:38: error Navbar item 0 (docSidebar) names the sidebar "guide", which does not exist [navbar-unknown-sidebar]`,
    },
    fix: 'Use a sidebar id of docs.sidebars, or declare it there.',
  },
  'navbar-unknown-version': {
    severity: error,
    trigger: 'A docsVersion or docsVersionDropdown navbar item names a version that no `specs` entry has.',
    example: {
      input: '{ type: docsVersionDropdown, version: v3 }',
      message: `${C}:7:16: error Navbar item 0 (docsVersionDropdown) names the version "v3", which does not exist [navbar-unknown-version]`,
    },
    fix: 'Use a version id of `specs` (the hint lists them).',
  },
  'openapi-convert-failed': {
    severity: error,
    trigger: 'A Swagger 2.0 file could not be converted to OpenAPI 3.',
    example: { input: 'a malformed swagger: "2.0" file', message: 'swagger.yaml:1:1: error This Swagger 2.0 file could not be converted to OpenAPI 3: … [openapi-convert-failed]' },
    fix: 'Fix the file as the message says, or convert it to OpenAPI 3 yourself.',
  },
  'openapi-duplicate-operation-id': {
    severity: warning,
    trigger: 'Two operations of a spec have the same operationId; the later one is linked under another id.',
    example: {
      input: 'two operations with operationId: getPet',
      message:
        'openapi.yaml:40:20: warning operationId "getPet" is used more than once; this one is linked as "getPet-2" (pointer: /paths/~1pets~1{id}/get/operationId) [openapi-duplicate-operation-id]',
    },
    fix: 'Give every operation its own operationId.',
  },
  'openapi-invalid': {
    severity: either,
    trigger: 'A spec does not follow the OpenAPI schema (an error), or has a mistake whose meaning is clear and is read as meant (a warning).',
    example: {
      input: 'content: { application/json: null }',
      message:
        'null-media-type.yaml:13:28: warning The media type "application/json" is empty (null) (and 1 more place): read as that media type with no schema (pointer: /paths/~1ping/post/requestBody/content/application~1json) [openapi-invalid]',
    },
    fix: 'Fix the spec at the pointer the message names.',
  },
  'openapi-missing-file': {
    severity: error,
    trigger: 'A $ref names a file that does not exist.',
    example: { input: '$ref: ./schemas/pet.yaml with no such file', message: 'openapi.yaml:12:15: error $ref points to schemas/pet.yaml, which does not exist [openapi-missing-file]' },
    fix: 'Fix the path: it is relative to the file that names it.',
  },
  'openapi-missing-ref': {
    severity: error,
    trigger: 'A $ref points to nothing inside a file that exists.',
    example: {
      input: '$ref: "#/components/schemas/Nope"',
      message:
        'openapi.yaml:12:23: error $ref "#/components/schemas/Nope" points to nothing: "Nope" does not exist in #/components/schemas (pointer: /paths/~1a/get/responses/200/content/application~1json/schema/$ref) [openapi-missing-ref]',
    },
    fix: 'Fix the $ref (the hint suggests the closest name) or add the component.',
  },
  'openapi-not-shown': {
    severity: warning,
    trigger: 'A spec uses something the reference does not show (once per kind, with a count).',
    example: {
      input: 'a schema with xml: { namespace, prefix }',
      message: 'openapi.yaml:153:35: warning The reference does not show xml namespace and prefix, written at #/components/schemas/Parcel/xml/namespace [openapi-not-shown]',
    },
    fix: 'Nothing is wrong with the spec; move what readers need into a description, or accept it is not shown.',
  },
  'openapi-ref-cycle': {
    severity: error,
    trigger: 'A $ref leads only to other $refs in a loop and never reaches a value.',
    example: {
      input: 'A: { $ref: "#/components/schemas/B" }, B: { $ref: "#/components/schemas/A" }',
      message: 'openapi.yaml:20:9: error $ref "#/components/schemas/B" never reaches a value: A → B → A (pointer: /components/schemas/A) [openapi-ref-cycle]',
    },
    fix: 'Make one of the schemas in the loop a real schema.',
  },
  ...refused('openapi-ref', 'A file a $ref names', (why) => `$ref "./.private/a.yaml" is not read: ${why}`, 'openapi.yaml:12:15'),
  'openapi-ref-outside-site': {
    severity: error,
    trigger: 'A file a $ref names leads (through a symbolic link or `..`) outside the site folder.',
    example: {
      input: '$ref: ../../shared/pet.yaml',
      message: 'openapi.yaml:12:15: error $ref "../../shared/pet.yaml" leads to /srv/shared/pet.yaml, outside the site folder /site [openapi-ref-outside-site]',
    },
    fix: 'Keep every file of the spec inside the site folder.',
  },
  'openapi-ref-missing-file': {
    severity: error,
    trigger: 'A file a $ref names became unreadable between listing and reading.',
    example: { input: '$ref to a file deleted while the build runs', message: 'openapi.yaml:12:15: error $ref "./a.yaml" is not read: there is no file a.yaml [openapi-ref-missing-file]' },
    fix: 'Fix the path: it is relative to the file that names it.',
  },
  'openapi-remote-ref': {
    severity: error,
    trigger: 'A $ref names a URL; specpress reads no network at build time.',
    example: {
      input: '$ref: https://example.com/pet.yaml',
      message: 'openapi.yaml:12:15: error $ref "https://example.com/pet.yaml" names a URL; specpress reads no network at build time [openapi-remote-ref]',
    },
    fix: 'Download the file into the site folder and name it by its path.',
  },
  'openapi-schema-cut': {
    severity: warning,
    trigger: 'An allOf reaches more parts than the reference merges; the parts past them are not shown.',
    example: {
      input: 'allOf chains that repeat each other at every level',
      message:
        'openapi.yaml:30:7: warning The allOf of Pet reaches more parts than the reference merges (parts that repeat each other double at every level); the parts past them are not shown [openapi-schema-cut]',
    },
    fix: 'Simplify the allOf (list each part once).',
  },
  'openapi-schema-impossible': {
    severity: warning,
    trigger: 'The parts of an allOf contradict each other, so no value matches them all.',
    example: {
      input: 'allOf: [{ properties: { code: { type: string } } }, { properties: { code: { type: integer } } }]',
      message:
        'openapi.yaml:75:7: warning The parts of this allOf contradict each other in property code (type string ∧ integer): no value matches them all; the reference shows it as "impossible" and its examples leave it out [openapi-schema-impossible]',
    },
    fix: 'Make the parts agree.',
  },
  'openapi-tag-parent': {
    severity: warning,
    trigger: "A tag's `parent` names a tag that does not exist (or makes a loop); it is shown at the top level.",
    example: {
      input: 'tags: [{ name: shelves, parent: archive }] with no archive tag',
      message: 'openapi.yaml:29:13: warning Tag "shelves" names the parent "archive", which is not a tag of this document; it is shown at the top level (pointer: /tags/6/parent) [openapi-tag-parent]',
    },
    fix: 'Declare the parent tag, or fix its name.',
  },
  'openapi-too-many-files': {
    severity: error,
    trigger: 'A spec references more files than specpress reads for one spec.',
    example: { input: 'a spec whose $refs reach thousands of files', message: 'openapi.yaml: error The spec references more than 10,000 files [openapi-too-many-files]' },
    fix: 'Bundle the spec into fewer files.',
  },
  'openapi-unsupported-version': {
    severity: error,
    trigger: 'A spec declares a Swagger or OpenAPI version specpress does not read.',
    example: {
      input: 'swagger: "1.2"',
      message: 'openapi.yaml:1:10: error This file declares swagger "1.2"; specpress reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 (pointer: /swagger) [openapi-unsupported-version]',
    },
    fix: 'Convert the spec to OpenAPI 3.',
  },
  ...yamlSyntax('openapi-yaml-syntax', 'openapi.yaml', 'An OpenAPI file (or a file its $refs name)'),
  'output-folder-is-input': {
    severity: error,
    trigger: '--out names the site folder, its docs or static folder, or a folder holding them; the build would delete it.',
    example: {
      input: 'specpress generate --out .',
      message: 'error The output folder . is the site folder (/site); a build replaces its output folder whole and would delete it [output-folder-is-input]',
    },
    fix: 'Pick an output folder of its own, e.g. build/.',
  },
  'output-folder-not-ours': {
    severity: error,
    trigger: '--out names a file, or a folder with files that specpress did not write.',
    example: { input: 'specpress generate --out README.md', message: 'error The output folder README.md is a file, not a folder [output-folder-not-ours]' },
    fix: 'Pick a new or empty folder, or one specpress built before.',
  },
  'output-write-failed': {
    severity: error,
    trigger: 'The system refused a write of the output (disk full, read-only, no permission).',
    example: { input: '--out on a read-only disk', message: 'build/index.html: error The disk is read-only: the build cannot write here (EROFS) [output-write-failed]' },
    fix: 'Pick an --out on a writable disk with space, then build again.',
  },
  'page-duplicate-route': {
    severity: error,
    trigger: 'Two pages (or a page and an API reference) have the same route.',
    example: {
      input: 'docs/api.md and a specs entry with route: api',
      message: 'docs/api.md: error api.md has the route "/api", which is a page of the API reference v1 (Pets API) [page-duplicate-route]',
    },
    fix: 'Rename or move one of the pages (or set a `slug` in its front matter).',
  },
  'page-time-limit': {
    severity: error,
    trigger: 'An MDX or React page ran longer than `security.pageTimeLimitSeconds` at build time and was stopped.',
    example: {
      input: 'docs/a.mdx with an endless loop',
      message: 'docs/a.mdx:1:1: error This MDX page was stopped: it ran longer than 10 seconds (loading or rendering it); the page is not built [page-time-limit]',
    },
    fix: 'Make the page finish sooner, or raise security.pageTimeLimitSeconds.',
  },
  'react-page-compile': {
    severity: error,
    trigger: 'A React page (.tsx/.jsx) does not compile, or imports a module that is not there.',
    example: { input: 'docs/landing.tsx with a syntax error', message: 'docs/landing.tsx:3:10: error Cannot compile the React page: Expected ";" but found "x" [react-page-compile]' },
    fix: 'Fix the code at the position given.',
  },
  'react-page-content': {
    severity: warning,
    trigger: 'A React page compiled with a warning.',
    example: { input: 'docs/landing.tsx with an esbuild warning', message: 'docs/landing.tsx:4:3: warning … [react-page-content]' },
    fix: 'Do what the message says.',
  },
  'react-page-load': {
    severity: error,
    trigger: "A React page's module threw while it was loaded.",
    example: { input: 'docs/landing.tsx: throw new Error("x") at the top level', message: 'docs/landing.tsx: error The React page threw while loading: x [react-page-load]' },
    fix: "Fix the page's top-level code or its imports.",
  },
  'react-page-no-default-export': {
    severity: error,
    trigger: 'A React page exports no default component.',
    example: { input: 'docs/landing.tsx: export function Landing() {…}', message: 'docs/landing.tsx:1:1: error The React page landing.tsx has no default export [react-page-no-default-export]' },
    fix: 'Export the page component as default: `export default function Landing() {…}`.',
  },
  'react-page-threw': {
    severity: error,
    trigger: 'A React page threw while it was rendered.',
    example: { input: 'docs/landing.tsx whose component throws', message: 'docs/landing.tsx: error This React page threw while rendering: x is undefined [react-page-threw]' },
    fix: 'Fix the component.',
  },
  'redirect-over-page': {
    severity: error,
    trigger: "A redirect's `from` is the address of a page of the site.",
    example: {
      input: 'redirects: [{ from: /guide, to: /docs/guide }] with a page at /guide',
      message: `${C}:20:11: error The redirect from "/guide" would replace the page at that address [redirect-over-page]`,
    },
    fix: 'Remove the redirect, or move the page.',
  },
  'serve-dir-not-found': {
    severity: error,
    trigger: '`specpress serve` names a folder with no built site.',
    example: { input: 'specpress serve build before any build', message: 'error There is no built site at build [serve-dir-not-found]' },
    fix: 'Run `specpress generate` first, or pass the folder it wrote.',
  },
  'server-listen-failed': {
    severity: error,
    trigger: '`serve` or `watch` could not listen on the host and port.',
    example: { input: 'specpress serve --host 203.0.113.9', message: 'error Cannot listen on 203.0.113.9:3000: listen EADDRNOTAVAIL [server-listen-failed]' },
    fix: 'Pick a host of this machine, or another --port.',
  },
  'server-port-in-use': {
    severity: error,
    trigger: 'The port `serve` or `watch` would listen on is in use.',
    example: { input: 'two `specpress serve` on the same port', message: 'error Port 3000 on localhost is already in use [server-port-in-use]' },
    fix: 'Stop the other server, or pass another --port.',
  },
  'sidebar-unknown-doc': {
    severity: either,
    trigger: 'A sidebar item names a page that does not exist (an error in docs.sidebars, a warning in a sidebars file).',
    example: { input: "docs.sidebars.default: ['intro'] with no docs/intro.md", message: `${C}:9:9: error Sidebar item names the page "intro", which does not exist [sidebar-unknown-doc]` },
    fix: 'Name a page by its id: its route without the extension (the hint lists them).',
  },
  'sidebars-file-invalid': {
    severity: error,
    trigger: "A sidebars file is not in Docusaurus's shape (an object of sidebars by id).",
    example: { input: 'sidebars.json containing a list', message: 'sidebars.json:1:1: error The sidebars file is not an object of sidebars by id; its sidebars were not used [sidebars-file-invalid]' },
    fix: 'Write it as { "<sidebar id>": [items] }.',
  },
  ...yamlSyntax('sidebars-file-syntax', 'sidebars.json', 'A sidebars file'),
  'site-folder-too-large': {
    severity: error,
    trigger: 'The docs or static folder holds more files and folders than specpress lists.',
    example: {
      input: 'a static folder with node_modules inside',
      message: 'error static holds more than 100,000 files and folders (through its links); listing stopped at static/node_modules/x [site-folder-too-large]',
    },
    fix: 'Keep only published files in the folder.',
  },
  'spec-internal-referenced': {
    severity: warning,
    trigger: 'A part of a spec marked x-internal is used by a published part, so it stays published.',
    example: {
      input: 'definitions.Money with x-internal: true used by a published schema',
      message:
        'swagger.yaml:80:5: warning definitions/Money is marked internal, but a published part of the spec uses it ($ref: #/definitions/Money), so it stays published [spec-internal-referenced]',
    },
    fix: 'Remove x-internal, or stop the published part from using it.',
  },
  'spec-logo-dropped': {
    severity: warning,
    trigger: "A spec's x-logo is not an absolute http(s) URL, so it is not shown.",
    example: {
      input: 'info.x-logo.url: ./logo.png',
      message: 'openapi.yaml:5:10: warning x-logo "./logo.png" is not shown: only an absolute http(s) URL can be (an image beside the spec is not published) [spec-logo-dropped]',
    },
    fix: 'Use an absolute https URL, or show the logo with navbar.logo.',
  },
  ...refused('spec', 'An OpenAPI file a specs entry names', (why) => `The OpenAPI file .private/openapi.yaml is not read: ${why}`, '.private/openapi.yaml'),
  'spec-not-found': {
    severity: error,
    trigger: 'A specs entry names a file that does not exist.',
    example: { input: 'specs: [{ file: openapi.yml, … }] with no such file', message: 'openapi.yml: error The OpenAPI file openapi.yml does not exist [spec-not-found]' },
    fix: 'Fix the `file` of the specs entry (relative to the config file).',
  },
  'spec-server-variable-refused': {
    severity: warning,
    trigger: "A server variable's value would send requests to another host.",
    example: {
      input: 'servers: [{ url: "https://{host}/v1", variables: { host: { default: "evil.example" } } }]',
      message:
        "openapi.yaml:8:9: warning In the server https://{host}/v1, … : it would send requests, and readers' credentials, elsewhere. The code samples keep {host} and Try it does not offer this value [spec-server-variable-refused]",
    },
    fix: "Give the variable values that stay on the API's host (an enum).",
  },
  'spec-unknown-api': {
    severity: error,
    trigger: 'A specs entry names an `api` not declared under `apis`.',
    example: {
      input: 'specs: [{ id: v1, api: billng, … }]',
      message: `${C}:8:10: error specs entry "v1" names the API "billng", which is not declared under \`apis\`; the build stops before any page is written. [spec-unknown-api]`,
    },
    fix: 'Fix the id (the hint suggests the closest) or declare it under `apis`.',
  },
  ...refused('stylesheet', 'A file listed under `stylesheets`', (why) => `The stylesheet .theme/site.css is not read: ${why}`, C),
  'stylesheet-not-found': {
    severity: error,
    trigger: 'A file listed under `stylesheets` does not exist.',
    example: { input: 'stylesheets: [css/site.css] with no such file', message: `${C}:30:5: error The stylesheet css/site.css does not exist [stylesheet-not-found]` },
    fix: 'Fix the path (relative to the config file).',
  },
  'symlink-broken': {
    severity: warning,
    trigger: 'A symbolic link in docs/ or static/ leads to nothing; it is skipped.',
    example: { input: 'static/logo.png → missing.png', message: 'warning static/logo.png is a symbolic link to nothing; it is skipped [symlink-broken]' },
    fix: 'Fix or remove the link.',
  },
  'symlink-loop': {
    severity: error,
    trigger: 'A symbolic link in docs/ or static/ leads to a folder that contains it.',
    example: { input: 'docs/loop → ..', message: 'error docs/loop is a symbolic link to /site, a folder that contains it: following it would never end [symlink-loop]' },
    fix: 'Remove the link.',
  },
  'symlink-outside-site': {
    severity: either,
    trigger: 'A symbolic link in docs/ or static/ leads out of the site folder (`security.outsideSymlinks`, an error by default); it is never followed.',
    example: { input: 'static/shared → /srv/shared', message: 'error static/shared leads to /srv/shared, outside the site folder /site; nothing in it is published [symlink-outside-site]' },
    fix: 'Copy the files into the site folder.',
  },
  'versions-file-invalid': {
    severity: error,
    trigger: 'versions.json is not a list of version names.',
    example: { input: 'versions.json: {"1.0": true}', message: 'versions.json:1:1: error versions.json is not a list of version names; no versions were built [versions-file-invalid]' },
    fix: 'Write it as ["2.0", "1.0"], newest first.',
  },
  ...yamlSyntax('versions-file-syntax', 'versions.json', 'versions.json'),
  'yaml-alias-limit': {
    severity: error,
    trigger: 'A YAML file\'s aliases expand to far more values than are written (a "billion laughs").',
    example: {
      input: 'aliases of aliases nested ten deep',
      message: 'openapi.yaml:1:1: error YAML aliases in this file expand to 10,000,000 values (at most 1,000,000, or 100× what is written); the file is not read [yaml-alias-limit]',
    },
    fix: 'Write the values out, or use fewer nested aliases.',
  },
  'yaml-depth-limit': {
    severity: error,
    trigger: 'Values in a YAML or JSON file are nested deeper than specpress reads.',
    example: { input: 'a list nested 10,000 levels deep', message: 'openapi.yaml:1:1: error Values in this file are nested more than 1000 levels deep; the file is not read [yaml-depth-limit]' },
    fix: 'Flatten the data.',
  },
} satisfies Record<string, CodeDoc>;

/** Every code specpress emits; `Diagnostic.code` has this type. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
