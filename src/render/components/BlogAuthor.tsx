// One blog author as a post, a list and the author's own page show them: picture, name (linking
// their page of posts, else their own link), title and profiles. Every value comes from
// authors.yml or front matter (untrusted): React escapes the text, the model kept only safe URLs.
import type { BlogAuthor as Author } from '../../model/types.js';

export function BlogAuthor({ author }: { author: Author }) {
  return (
    <>
      {author.imageUrl && <img className="blog-author-image" src={author.imageUrl} alt="" width={32} height={32} loading="lazy" />}
      {author.page ? (
        <a href={author.page}>{author.name}</a>
      ) : author.url ? (
        <a href={author.url} rel="noopener noreferrer">
          {author.name}
        </a>
      ) : (
        author.name
      )}
      {author.title && <span className="blog-author-title"> ({author.title})</span>}
      {author.socials && (
        <span className="blog-author-socials">
          {author.socials.map((social) => (
            <span key={social.url}>
              {' · '}
              <a href={social.url} rel="noopener noreferrer">
                {social.label}
              </a>
            </span>
          ))}
        </span>
      )}
    </>
  );
}
