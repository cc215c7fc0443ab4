// What a blog post shows under its title, on its page and in a list: its date, reading time and authors.
import type { BlogPostSummary } from '../../model/types.js';
import { filled } from '../../config/ui-strings/index.js';
import { BlogAuthor } from './BlogAuthor.js';
import { useUiStrings } from './ui-strings-context.js';

/** `2021-05-25` → `May 25, 2021` (in UTC: every machine writes the same). */
function longDate(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export function PostMeta({ post }: { post: BlogPostSummary }) {
  const strings = useUiStrings();
  return (
    <div className="blog-post-meta">
      <time dateTime={post.date}>{longDate(post.date)}</time>
      {post.readingMinutes !== undefined && <> · {filled(strings.minutesToRead, { minutes: post.readingMinutes })}</>}
      {post.authors.length > 0 && (
        <ul className="blog-authors">
          {post.authors.map((author, i) => (
            <li key={i}>
              <BlogAuthor author={author} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
