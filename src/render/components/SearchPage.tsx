import type { SearchPage as SearchPageModel } from '../../model/types.js';
import { useUiStrings } from './ui-strings-context.js';

/**
 * The search page (`<base>search?q=…`): a plain GET form, filled in by the browser runtime
 * (src/client/search/page.ts), which keeps the URL in sync as you type. Without JavaScript it
 * says so and links to where a reader can browse instead.
 */
export function SearchPage({ page }: { page: SearchPageModel }) {
  const strings = useUiStrings();
  return (
    <main id="sp-main" className="main react-page" tabIndex={-1}>
      <div className="search-page" data-search-page="">
        <h1>{strings.searchPageTitle}</h1>
        <form className="search-page-form" action={page.url} method="get" role="search">
          <label htmlFor="search-page-q" className="sp-visually-hidden">
            {strings.searchPageTitle}
          </label>
          <input id="search-page-q" type="search" name="q" placeholder={strings.searchPageTitle} autoComplete="off" />
          <button type="submit" className="button button-primary">
            {strings.search}
          </button>
        </form>
        <div className="search-page-results" aria-live="polite">
          <p className="search-page-nojs">
            {strings.searchNoJs}{' '}
            {page.browse.map((target, i) => (
              <span key={target.url}>
                {i > 0 && (i === page.browse.length - 1 ? ` ${strings.or} ` : ', ')}
                <a href={target.url}>{target.label}</a>
              </span>
            ))}
            .
          </p>
        </div>
      </div>
    </main>
  );
}
