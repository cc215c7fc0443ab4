// The search chunk's English words (loaded on the first search).
export const SEARCH_STRINGS_EN = {
  searchDialog: 'Search the documentation',
  searchDialogPlaceholder: 'Search guides and API reference',
  searchClose: 'Esc: close the search',
  searchResults: 'Search results',
  searchAll: 'All results',
  searchLoading: 'Loading the search index…',
  searchLoadFailed: 'The search index could not be loaded.',
  searchRetry: 'Retry',
  searchKindPage: 'Page',
  searchKindSection: 'Section',
  searchKindOperation: 'Operation',
  searchKindWebhook: 'Webhook event',
  searchKindSchema: 'Schema',
  searchToChoose: 'to choose',
  searchToOpen: 'to open',
  searchToClose: 'to close',
};
