// The config's `headTags` and `scripts`, written into every page's <head>. Author-trusted (like
// Docusaurus' headTags): attribute values are escaped so the markup stays well-formed, and
// `innerHTML` is written as is.
import type { SiteConfig } from '../config/site-config.js';
import { escapeHtml } from '../shared/escape-html.js';

const VOID = new Set(['meta', 'link']);

export function headHtml(config: SiteConfig): string {
  const tags = config.headTags.map(({ tagName, attributes, innerHTML }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${attributeName(name)}="${escapeHtml(value)}"`)
      .join('');
    return VOID.has(tagName) ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`;
  });
  const scripts = config.scripts.map(
    ({ src, async, defer, type }) => `<script src="${escapeHtml(src)}"${type ? ` type="${escapeHtml(type)}"` : ''}${async ? ' async' : ''}${defer ? ' defer' : ''}></script>`,
  );
  return [...tags, ...scripts].map((tag) => `${tag}\n`).join('');
}

/** Attribute names from the config: letters, digits, `-`, `_`, `:` and `.` only. */
function attributeName(name: string): string {
  return name.replace(/[^\w:.-]/g, '');
}
