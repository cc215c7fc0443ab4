import { headingsUnder, type HeadingTag } from './headings.js';

/**
 * Already sanitised HTML (markdown rendered by src/markdown) or escaped, highlighted code.
 * `under`: the heading the text sits under; the text's own headings are ranked below it.
 */
export function Html({ html, className, as = 'div', under }: { html: string; className?: string; as?: 'div' | 'span'; under?: HeadingTag }) {
  if (!html) return null;
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: under ? headingsUnder(html, under) : html }} />;
}
