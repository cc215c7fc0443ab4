// A page's tags (docs front matter `tags`, a blog post's): "Tags:" and a link to each tag's page.
import type { TagLink } from '../../model/types.js';
import { useUiStrings } from './ui-strings-context.js';

export function TagList({ tags }: { tags: TagLink[] | undefined }) {
  const strings = useUiStrings();
  if (!tags || tags.length === 0) return null;
  return (
    <div className="tag-list">
      <b>{strings.tags}</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.url}>
            <a href={tag.url} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
