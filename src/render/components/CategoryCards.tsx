// The cards of a category: a generated category page's body, and what <DocCardList /> shows on a page.
import type { CategoryPage } from '../../model/types.js';

export function CategoryCards({ items }: { items: CategoryPage['items'] }) {
  return (
    <ul className="category-cards">
      {items.map((item) => (
        <li key={item.url}>
          {item.links ? (
            // A card with links of its own (an API's versions): links may not nest, so the card is not one.
            <div className="category-card">
              <a className="category-card-title" href={item.url}>
                {item.label}
              </a>
              {item.description && <span className="category-card-description">{item.description}</span>}
              <span className="category-card-description">
                Versions:{' '}
                {item.links.map((child, i) => (
                  <span key={child.url}>
                    {i > 0 && ', '}
                    <a href={child.url}>{child.label}</a>
                  </span>
                ))}
              </span>
            </div>
          ) : (
            <a className="category-card" href={item.url}>
              <span className="category-card-title">{item.label}</span>
              {item.description && <span className="category-card-description">{item.description}</span>}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
