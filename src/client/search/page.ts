// The search page (/search?q=…): results for the query in the URL, updated as you type, with the
// URL kept in sync (replaceState) so any result list can be shared.
import { loadSearch } from './load-index.js';
import { whileLoading } from './loading.js';
import { noResults, renderGroups } from './results.js';
import { escapeHtml, NUMERIC_ENTITIES } from '../../shared/escape-html.js';
import { LABELS } from './strings.js';

const PER_GROUP = 50;

export function startSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[name=q]');
  const results = root.querySelector<HTMLElement>('.search-page-results');
  if (!form || !input || !results) return;
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  results.innerHTML = '';
  whileLoading(results, loadSearch, (search) => {
    let latest = 0;
    const run = () => {
      const mine = ++latest;
      const query = input.value.trim();
      const url = new URL(location.href);
      if (query) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      if (url.href !== location.href) history.replaceState(history.state, '', url);
      if (!query) {
        results.innerHTML = `<p class="sp-search-hint">Type to search ${search.scope}.</p>`;
        return;
      }
      search.search(query, PER_GROUP).then(
        (groups) => {
          if (mine !== latest) return;
          const count = groups.reduce((n, g) => n + g.hits.length, 0);
          results.innerHTML = groups.length
            ? `<p class="sp-search-hint">${count} result${count === 1 ? '' : 's'}</p>${renderGroups(groups, 'sp-search-page', false)}`
            : noResults(query, search.examples);
        },
        (error: unknown) => {
          if (mine !== latest) return;
          results.innerHTML = `<p class="sp-search-empty" role="alert">${escapeHtml(`${LABELS.searchLoadFailed} ${error instanceof Error ? error.message : String(error)}`, NUMERIC_ENTITIES)}</p>`;
        },
      );
    };
    input.addEventListener('input', run);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      run();
    });
    run();
  });
}
