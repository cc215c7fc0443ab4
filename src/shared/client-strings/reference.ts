// The API reference part's English words (only reference pages load them).
export const REFERENCE_STRINGS_EN = {
  noMatches: 'No matching operations',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
};
