// The base runtime's English words (every page loads them): buttons, spinners, errors.
export const RUNTIME_STRINGS_EN = {
  colorModeToggle: 'Switch between dark and light mode',
  systemModeCurrent: 'currently system mode',
  lightModeCurrent: 'currently light mode',
  darkModeCurrent: 'currently dark mode',
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
};
