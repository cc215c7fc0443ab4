// A page of blog posts (the blog's home and further pages, a tag's, an author's): each post's title,
// date, authors, excerpt (its HTML, sanitised when the post was rendered) and "Read more", then the
// links to newer and older entries.
import type { BlogListPage } from '../../model/types.js';
import { BlogAuthor } from './BlogAuthor.js';
import { PostMeta } from './PostMeta.js';
import { TagList } from './TagList.js';
import { useUiStrings } from './ui-strings-context.js';

export function BlogList({ page, excerpts }: { page: BlogListPage; excerpts: readonly string[] }) {
  const strings = useUiStrings();
  return (
    <>
      {page.heading && (
        <header>
          <h1>{page.heading}</h1>
          {page.intro && <p className="blog-list-intro">{page.intro}</p>}
          {page.author && (
            <p className="blog-author">
              <BlogAuthor author={page.author} />
            </p>
          )}
        </header>
      )}
      {page.posts.map((post, i) => (
        <article key={post.url} className="blog-post-excerpt">
          <h2>
            <a href={post.url}>{post.title}</a>
          </h2>
          <PostMeta post={post} />
          <div dangerouslySetInnerHTML={{ __html: excerpts[i] ?? '' }} />
          <TagList tags={post.tags} />
          {post.truncated && (
            <p className="blog-read-more">
              <a href={post.url}>{strings.readMore}</a>
            </p>
          )}
        </article>
      ))}
      {(page.pager.newer || page.pager.older) && (
        <nav className="pagination-nav" aria-label={page.title}>
          {page.pager.newer ? (
            <a className="pagination-link pagination-prev" href={page.pager.newer} rel="prev">
              <span className="pagination-label">« {strings.newerEntries}</span>
            </a>
          ) : (
            <span />
          )}
          {page.pager.older && (
            <a className="pagination-link pagination-next" href={page.pager.older} rel="next">
              <span className="pagination-label">{strings.olderEntries} »</span>
            </a>
          )}
        </nav>
      )}
    </>
  );
}
