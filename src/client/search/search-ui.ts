// The search chunk, imported by trigger.ts on first use (never part of the base runtime).
import { openDialog } from './dialog.js';
import { startSearchPage } from './page.js';
import { addStyles } from './styles.js';

export { takeStrings } from './strings.js';

export function openSearch(query: string, onClose?: () => void): void {
  addStyles();
  openDialog(query, onClose);
}

export function initSearchPage(root: HTMLElement): void {
  addStyles();
  startSearchPage(root);
}
