// Everything that comes from markdown or a spec description passes through here: the allowlist
// keeps formatting and drops scripts, event handlers, styles and javascript: URLs.
import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';
import { SAFE_LINK_SCHEMES } from '../shared/url-schemes.js';

// Loaded on first use: most pages contain no raw HTML (see render-markdown.ts), and the sanitiser
// with its CSS parser is a large part of specpress's start-up time.
const require = createRequire(import.meta.url);
let sanitizeHtml: typeof sanitizeHtmlType | undefined;
function sanitizer(): typeof sanitizeHtmlType {
  sanitizeHtml ??= require('sanitize-html') as typeof sanitizeHtmlType;
  return sanitizeHtml;
}

/** Prism's token classes (the highlighted code of a page passes the sanitiser with it). */
const PRISM_TOKENS = [
  'keyword',
  'string',
  'number',
  'boolean',
  'null',
  'builtin',
  'function',
  'class-name',
  'property',
  'variable',
  'constant',
  'operator',
  'punctuation',
  'comment',
  'prolog',
  'doctype',
  'cdata',
  'tag',
  'attr-name',
  'attr-value',
  'selector',
  'important',
  'atrule',
  'regex',
  'symbol',
  'char',
  'url',
  'inserted',
  'deleted',
  'bold',
  'italic',
  'entity',
  'namespace',
  'parameter',
  'shebang',
  'delimiter',
  'function-name',
  'assign-left',
  'environment',
  'heredoc-string',
  'string-interpolation',
  'interpolation',
  'template-string',
  'template-punctuation',
  'literal-property',
  'method',
  'property-access',
  'triple-quoted-string',
  'decorator',
  'annotation',
  'key',
  'section',
  'header',
  'header-name',
  'request-line',
  'response-status',
  'coord',
  'prefix',
  'table',
  'title',
  'list',
  'code',
  'code-snippet',
  'code-block',
  'hr',
  'blockquote',
  'content',
  'value',
  'scalar',
  'datetime',
  'anchor',
  'alias',
  'directive',
];

let options: sanitizeHtmlType.IOptions | undefined;
const buildOptions = (sanitizeHtml: typeof sanitizeHtmlType): sanitizeHtmlType.IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'details',
    'summary',
    'del',
    's',
    'ins',
    'sup',
    'sub',
    'kbd',
    'input',
    'label',
    'span',
    'div',
    'dl',
    'dt',
    'dd',
    'figure',
    'figcaption',
    'picture',
    'source',
    'mark',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir', 'aria-hidden', 'aria-label'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    input: ['type', 'checked', 'disabled', 'name', 'value'],
    label: ['for'],
    div: ['data-group-id', 'data-value', 'role'],
    th: ['align', 'colspan', 'rowspan', 'style'],
    td: ['align', 'colspan', 'rowspan', 'style'],
    ol: ['start', 'type'],
    details: ['open'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  // Classes the renderer itself emits; content cannot borrow arbitrary site classes.
  allowedClasses: {
    span: ['token', ...PRISM_TOKENS, 'code-line', 'code-line-highlighted'],
    '*': [
      'admonition',
      'admonition-*',
      'language-*',
      'md-code',
      'md-code-numbered',
      'md-code-title',
      'task-list-item',
      'task-list-item-checkbox',
      'contains-task-list',
      'heading-anchor',
      'table-wrap',
      'sp-tabs',
      'sp-tabs-bar',
      'sp-tab',
      'sp-tab-input',
      'sp-tab-panel',
      // Footnotes (markdown-it-footnote): their ids are allowed like every id.
      'footnote-ref',
      'footnotes-sep',
      'footnotes',
      'footnotes-list',
      'footnote-item',
      'footnote-backref',
    ],
  },
  allowedSchemes: [...SAFE_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Check boxes (task lists) and radio buttons (tabs) only: no text fields or buttons in content.
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox' && frame.attribs.type !== 'radio',
  transformTags: {
    // Links that leave the site open safely.
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
});

let blockingOptions: sanitizeHtmlType.IOptions | undefined;

function optionsFor(externalImages: 'allow' | 'block'): sanitizeHtmlType.IOptions {
  options ??= buildOptions(sanitizer());
  if (externalImages === 'allow') return options;
  blockingOptions ??= {
    ...options,
    exclusiveFilter: (frame) =>
      options!.exclusiveFilter!(frame) || ((frame.tag === 'img' || frame.tag === 'source') && /(^|,)\s*(https?:)?\/\//i.test(`${frame.attribs.src ?? ''},${frame.attribs.srcset ?? ''}`)),
  };
  return blockingOptions;
}

/** `externalImages: 'block'` also drops <img>/<source> that load from another host (security.externalImages). */
export function sanitizeContentHtml(html: string, { externalImages = 'allow' }: { externalImages?: 'allow' | 'block' } = {}): string {
  return sanitizer()(html, optionsFor(externalImages));
}

/**
 * sanitizeContentHtml, also saying whether the allowlist took out any tag or attribute (what
 * removedMarkup would name): a page that loses nothing needs no search for where it was written.
 */
export function sanitizeContentHtmlNoting(html: string, { externalImages = 'allow' }: { externalImages?: 'allow' | 'block' } = {}): { html: string; removedAny: boolean } {
  let removedAny = false;
  const noting = { ...optionsFor(externalImages), onOpenTag: (tag: string, attribs: Record<string, string>) => (removedAny ||= removedFrom(tag, attribs).length > 0) };
  const sanitised = sanitizer()(html, noting as sanitizeHtmlType.IOptions);
  return { html: sanitised, removedAny };
}

let allowlist: { tags: Set<string>; attributes: Map<string, Set<string>> } | undefined;

/** What the allowlist takes out of one tag: the tag itself, or the names of its attributes it drops. */
function removedFrom(tag: string, attribs: Record<string, string>): string[] {
  if (!allowlist) {
    options ??= buildOptions(sanitizer());
    const names = (entries: (string | { name: string })[] | undefined) => (entries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.name));
    const attributes = (options.allowedAttributes || {}) as Record<string, (string | { name: string })[]>;
    allowlist = { tags: new Set(options.allowedTags || []), attributes: new Map(Object.keys(attributes).map((key) => [key, new Set(names(attributes[key]))])) };
  }
  if (!allowlist.tags.has(tag)) return [`<${tag}>`];
  const forTag = allowlist.attributes.get(tag);
  const forAll = allowlist.attributes.get('*');
  return Object.keys(attribs)
    .filter((name) => !forTag?.has(name) && !forAll?.has(name))
    .map((name) => `the ${name} attribute of <${tag}>`);
}

/**
 * What the sanitiser takes out of a piece of raw HTML, in words (`<iframe>`, `the onclick
 * attribute of <a>`): read from the same allowlist, as the sanitiser meets each tag.
 */
export function removedMarkup(html: string): string[] {
  const removed = new Set<string>();
  sanitizer()(html, {
    ...optionsFor('allow'),
    onOpenTag: (tag: string, attribs: Record<string, string>) => {
      for (const what of removedFrom(tag, attribs)) removed.add(what);
    },
  } as sanitizeHtmlType.IOptions);
  return [...removed];
}
