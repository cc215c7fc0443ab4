// Watch's provisional start (src/dev/provisional-start.ts): a model built before the docs' bodies
// are rendered. The other pages show a page's title only (sidebars, locale pickers, pagers), which
// its front matter gives, or else its first `#` heading: a markdown render this layer of the docs'
// memo answers with an empty body wherever a scan of the text finds that title with certainty (the
// render's first level-1 heading is that line, its text plain), so the page's model takes the same
// title as a full build's. Elsewhere, and for the files asked for (`real`), the page is rendered.
// Nothing made from an empty body is kept: the session's later builds see only real renders.
import type { RenderedMarkdown } from '../markdown/render-markdown.js';
import { bodyOfMarkdownRender } from '../render/doc-bodies.js';
import type { SameMemo } from '../util/memo.js';

export interface ProvisionalBodies {
  /** Files rendered now (pages requested, and the pages a reader goes to from them). */
  readonly real: ReadonlySet<string>;
  /** Filled by the build: the files whose pages have an empty body in its model. */
  readonly left: Set<string>;
}

const EMPTY: RenderedMarkdown = Object.freeze({ html: '', headings: [], links: [], dropped: [] }) as RenderedMarkdown;

/** The docs' memo of a provisional build: `markdown:<file>` renders left out where the title is certain without them. */
export function withProvisionalDocs(docs: SameMemo, bodies: ProvisionalBodies): SameMemo {
  const fileOf = (slot: string) => slot.slice(slot.indexOf(':') + 1).replace(/@[^@]*$/, '');
  const madeFromEmpty = (slot: string) => /^(doc-page|page-assets):/.test(slot) && bodies.left.has(fileOf(slot));
  /** Files whose front matter names the page: its title is that, whatever the body. */
  const titled = new Set<string>();
  return {
    keeps: docs.keeps,
    plainImageNames: docs.plainImageNames,
    same: (slot, inputs, compute) => {
      if (madeFromEmpty(slot)) return compute();
      const value = docs.same(slot, inputs, compute);
      if (slot.startsWith('front-matter:') && typeof (value as { frontMatter?: { title?: unknown } }).frontMatter?.title === 'string') titled.add(fileOf(slot));
      return value;
    },
    kept: <T>(slot: string, inputs: readonly unknown[]): T | undefined => {
      const hit = docs.kept<T>(slot, inputs);
      if (hit !== undefined || !slot.startsWith('markdown:')) return hit;
      const file = fileOf(slot);
      const body = bodyOfMarkdownRender(inputs);
      if (bodies.real.has(file) || body === undefined || !(titled.has(file) || titleCertain(body))) return undefined;
      bodies.left.add(file);
      return { value: EMPTY } as T;
    },
    keep: (slot, inputs, value) => {
      if (!madeFromEmpty(slot)) docs.keep(slot, inputs, value);
    },
  };
}

/** What may come before a page's first `#` line and make another heading its title, or that line no heading. */
const BEFORE_UNSURE = /```|~~~|<|\$\$|:::|^ {0,3}=+[ \t]*$|^(import|export)\s/m;
/** Heading text the render may change (inline markup, escapes, entities, autolinks, `{#id}`, a closing `#`). */
const TEXT_UNSURE = /[`*_[\]<>&\\{}~!$|#]|:\/\/|www\.|@/;

/**
 * Whether the title model/doc-pages.ts takes from a render (its first level-1 heading, else
 * titleFromMarkdown's line) is the first `#` line of `body` as that function reads it: nothing
 * before it can be a heading or enclose it, and its text is plain. Not sure: the page is rendered.
 */
export function titleCertain(body: string): boolean {
  // titleFromMarkdown's expression (model/doc-pages.ts), whose line the title is when the render has no level-1 heading.
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  const before = heading ? body.slice(0, heading.index) : body;
  if (BEFORE_UNSURE.test(before)) return false;
  return !heading || (/^#[ \t]/.test(heading[0]) && !TEXT_UNSURE.test(heading[1]));
}
