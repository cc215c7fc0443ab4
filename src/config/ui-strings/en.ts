// Every string the pages' chrome shows, in English: the source of every key. Each other language
// module is typed `UiStrings`, so a language that lacks a key (or has one en.ts does not) fails to
// compile. `{home}` and `{link}` are where a link goes in the sentence.
import { CLIENT_STRINGS_EN } from '../../shared/client-strings.js';

export const en = {
  ...CLIENT_STRINGS_EN,
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  openMenu: 'Open the navigation menu',
  closeMenu: 'Close the navigation menu',
  backToMainMenu: '← Back to main menu',
  versions: 'Versions',
  languages: 'Languages',
  search: 'Search',
  searchPageTitle: 'Search the documentation',
  searchNoJs: 'Search runs in your browser and needs JavaScript. Without it, browse',
  or: 'or',
  docsSidebar: 'Docs sidebar',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  onThisPage: 'On this page',
  docsPages: 'Docs pages',
  previous: 'Previous',
  next: 'Next',
  editThisPage: 'Edit this page',
  lastUpdated: 'Last updated',
  lastUpdatedOn: 'on',
  lastUpdatedBy: 'by',
  close: 'Close',
  tags: 'Tags:',
  readMore: 'Read more',
  minutesToRead: '{minutes} min read',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  newerEntries: 'Newer entries',
  olderEntries: 'Older entries',
  blogSidebar: 'Blog sidebar',
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find what you were looking for.',
  notFoundBack: 'Go to the {home}, or use the navigation above.',
  notFoundHome: 'documentation home',
  movedTo: 'This page is at {link}.',
  apiNavigation: 'API navigation',
  copyPage: 'Copy page as markdown',
  notTranslated: 'This page is not translated yet.',
};

export type UiStringKey = keyof typeof en;
/** One language's strings: every key of en.ts, and only those. */
export type UiStrings = Record<UiStringKey, string>;
