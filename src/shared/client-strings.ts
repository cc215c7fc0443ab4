// The English words the browser runtime shows (buttons, spinners, the search dialog), in one
// place: the runtime starts with these, and a page in another language embeds its own in the site
// data (src/render/site-data.ts), which the runtime reads over them. The build's table of every
// UI string (src/render/ui-strings/en.ts) takes these as its runtime part.

export const CLIENT_STRINGS_EN = {
  colorModeToggle: 'Switch between dark and light mode',
  colorModeNowSystem: 'currently system mode',
  colorModeNowLight: 'currently light mode',
  colorModeNowDark: 'currently dark mode',
  crashed: 'This page crashed.',
  tryAgain: 'Try again',
  retry: 'Retry',
  loading: 'Loading…',
  pageLoadFailed: 'This page could not be loaded.',
  partLoadFailed: 'This part of the page could not be loaded.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copyCode: 'Copy code to clipboard',
  noMatches: 'No matching operations',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  searchDialog: 'Search the documentation',
  searchDialogPlaceholder: 'Search guides and API reference',
  searchClose: 'Esc: close the search',
  searchResults: 'Search results',
  searchAll: 'All results',
  searchLoading: 'Loading the search index…',
  searchLoadFailed: 'The search index could not be loaded.',
};

/** A key of the runtime's strings. */
export type ClientStringKey = keyof typeof CLIENT_STRINGS_EN;
export type ClientStrings = Record<ClientStringKey, string>;
