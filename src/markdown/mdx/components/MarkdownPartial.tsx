import { useMdxContext } from '../context.js';

/**
 * A markdown partial (a `.md` file without import or export) an MDX page imports: rendered by the
 * markdown renderer, as a `.md` page is (its raw HTML sanitised and kept, its links and images
 * resolved and checked where they are written), inside a <div> (React writes HTML only into an element).
 */
export function MarkdownPartial({ text, file, from }: { text: string; file: string; from: string }) {
  const context = useMdxContext();
  return <div dangerouslySetInnerHTML={{ __html: context.markdownPartial(text, file, from) }} />;
}
