// The full search page (/api-docs/search?q=…). Server-rendered as a plain GET form; the browser
// runtime (src/client/search) fills in the results for ?q= and keeps the URL in sync as you type.
import type { ReactPageProps } from 'specpress';

export const title = 'Search';
export const description = 'Search the Proposal API guides, the version 2 reference and the version 1 reference.';

export default function SearchPage({ url }: ReactPageProps) {
  return (
    <div className="search-page" data-search-page="">
      <h1>Search the documentation</h1>
      <form className="search-page-form" action={url('search')} method="get" role="search">
        <label htmlFor="search-page-q" className="sp-visually-hidden">
          Search the guides and the API reference
        </label>
        <input id="search-page-q" type="search" name="q" placeholder="Search guides and API reference" autoComplete="off" />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <div className="search-page-results" aria-live="polite">
        <p className="search-page-nojs">
          Search runs in your browser and needs JavaScript. Without it, browse the <a href={url('docs')}>index of every page and operation</a> or the{' '}
          <a href={url('api')}>API reference</a>.
        </p>
      </div>
    </div>
  );
}
