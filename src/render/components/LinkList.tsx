// A page of links in sections (the tags' index, the blog's archive): each section's heading, then its links.
import type { LinkListPage } from '../../model/types.js';

export function LinkList({ page }: { page: LinkListPage }) {
  return (
    <>
      <header>
        <h1>{page.title}</h1>
      </header>
      {page.sections.map((section, i) => (
        <section key={i} className="link-list">
          {section.heading && <h2>{section.heading}</h2>}
          <ul>
            {section.links.map((link) => (
              <li key={link.url}>
                {link.note && <time className="link-list-note">{link.note} </time>}
                <a href={link.url}>{link.label}</a>
                {link.count !== undefined && <span className="link-list-count"> ({link.count})</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
