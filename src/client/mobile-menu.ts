// The mobile menu. Without JavaScript a checkbox (#sp-mobile-menu) opens the panel through CSS.
// The runtime adds: the secondary menu (the page's docs sidebar or API navigation, shown over the
// panel) first, with '← Back to main menu'; closing on desktop width, on browser back, on Escape, on a click
// outside and on navigation; and dropdowns containing the current page expanded.
import { MOBILE_QUERY } from './constants.js';
import { closest } from './dom.js';

/** The page's own menu, shown over the open panel (theme.css): part of the menu while it is open. */
const PAGE_MENU = '#sp-page > .sidebar, #sp-page > .reference-nav';

const toggle = () => document.getElementById('sp-mobile-menu') as HTMLInputElement | null;
const panel = () => document.getElementById('sp-mobile-panel');

export function isMobileMenuOpen(): boolean {
  return toggle()?.checked === true;
}

/** True while the current history entry is the one pushed when the menu opened. */
export function isMenuEntry(): boolean {
  return (history.state as { spMenu?: boolean } | null)?.spMenu === true;
}

/**
 * Closes the menu. Its history entry is left for the caller when `keepEntry` (a navigation
 * from the menu replaces it, see RouterHooks.replaceEntry); otherwise the runtime goes back.
 */
export function closeMobileMenu(keepEntry = false): void {
  const input = toggle();
  if (!input?.checked) return;
  input.checked = false;
  onChange(keepEntry);
}

function showSecondary(show: boolean): void {
  const menu = panel();
  if (!menu) return;
  const hasSecondary = menu.dataset.hasSecondary === 'true';
  menu.classList.toggle('show-secondary', hasSecondary && show);
  // The page's own <aside> shows over the panel (theme.css): it follows this class.
  document.documentElement.classList.toggle('sp-menu-secondary', hasSecondary && show);
  const back = menu.querySelector<HTMLElement>('.mobile-menu-back');
  if (back) back.hidden = !(hasSecondary && show);
}

/**
 * The toggles are <label>s of the checkbox (CSS-only without JavaScript), which a keyboard cannot
 * reach: the runtime makes them buttons (focusable, Enter and Space) that say whether the menu is open.
 */
function enhanceToggles(): void {
  for (const label of document.querySelectorAll<HTMLLabelElement>('label.navbar-toggle, label.mobile-menu-close')) {
    if (label.tabIndex !== 0) {
      label.tabIndex = 0;
      label.setAttribute('role', 'button');
      label.setAttribute('aria-controls', 'sp-mobile-panel');
    }
    if (label.classList.contains('navbar-toggle')) label.setAttribute('aria-expanded', String(isMobileMenuOpen()));
  }
}

function onChange(keepEntry = false): void {
  const open = isMobileMenuOpen();
  document.documentElement.classList.toggle('sp-mobile-menu-open', open);
  enhanceToggles();
  if (open) {
    showSecondary(true);
    // Browser back closes the menu instead of leaving the page.
    if (!isMenuEntry()) history.pushState({ ...(history.state as object | null), spMenu: true }, '', location.href);
  } else if (isMenuEntry() && !keepEntry) {
    history.back();
  }
}

/** After each page render: expand the dropdowns that contain the current page. */
export function enhanceMobileMenu(): void {
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('#sp-mobile-panel details.mobile-dropdown')) {
    if (dropdown.querySelector('a.active, a[aria-current="page"]')) dropdown.open = true;
  }
  showSecondary(isMobileMenuOpen());
  enhanceToggles();
}

export function startMobileMenu(): void {
  const input = toggle();
  if (!input) return;
  document.documentElement.classList.add('sp-menu-js');
  input.checked = false; // a restored form state must not reopen it
  input.addEventListener('change', () => onChange());
  window.addEventListener('popstate', () => {
    const current = toggle();
    if (current?.checked && !isMenuEntry()) {
      current.checked = false;
      document.documentElement.classList.remove('sp-mobile-menu-open');
    }
  });
  window.matchMedia(MOBILE_QUERY).addEventListener('change', (event) => {
    if (!event.matches) closeMobileMenu();
  });
  document.addEventListener('click', (event) => {
    if (!isMobileMenuOpen()) return;
    if (closest(event.target, '.mobile-menu-back')) return showSecondary(false);
    // Links inside the menu close it (the router or the browser then navigates).
    if (closest(event.target, '#sp-mobile-panel a[href], #sp-page > .sidebar a[href], #sp-page > .reference-nav a[href]')) return closeMobileMenu(true);
    if (!closest(event.target, `#sp-mobile-panel, ${PAGE_MENU}, label[for="sp-mobile-menu"], #sp-mobile-menu`)) closeMobileMenu();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isMobileMenuOpen()) {
      closeMobileMenu();
      document.querySelector<HTMLElement>('label.navbar-toggle')?.focus();
      return;
    }
    const label = closest<HTMLLabelElement>(event.target, 'label.navbar-toggle, label.mobile-menu-close');
    if (!label || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    const opening = label.classList.contains('navbar-toggle') && !isMobileMenuOpen();
    label.click(); // the label toggles the checkbox, as a click does
    if (opening) panel()?.querySelector<HTMLElement>('a[href], button:not([hidden]), label[role="button"], summary')?.focus();
    else if (!isMobileMenuOpen()) document.querySelector<HTMLElement>('label.navbar-toggle')?.focus();
  });
}
