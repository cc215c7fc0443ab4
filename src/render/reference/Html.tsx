/** Already sanitised HTML (markdown rendered by src/markdown) or escaped, highlighted code. */
export function Html({ html, className, as = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  if (!html) return null;
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
