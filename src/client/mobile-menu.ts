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
 * reach and which may not take a button's role: the runtime puts a <button> of the same class and
 * content in the place of each (focusable, Enter and Space), the open one saying whether the menu is open.
 */
function enhanceToggles(): void {
  for (const label of document.querySelectorAll<HTMLLabelElement>('label.navbar-toggle, label.mobile-menu-close')) {
    // (Outside any form: the default type submits nothing.)
    const button = document.createElement('button');
    button.className = label.className;
    button.setAttribute('aria-controls', 'sp-mobile-panel');
    button.append(...label.childNodes);
    label.replaceWith(button);
  }
  document.querySelector('button.navbar-toggle')?.setAttribute('aria-expanded', String(isMobileMenuOpen()));
}

/** A toggle pressed: the checkbox follows; from the keyboard, the focus goes into the menu or back to its toggle. */
function pressToggle(button: HTMLElement, byKeyboard: boolean): void {
  const input = toggle();
  if (!input) return;
  const opening = button.classList.contains('navbar-toggle') && !input.checked;
  input.checked = opening;
  onChange();
  if (byKeyboard) (opening ? panel()?.querySelector<HTMLElement>('a[href], button:not([hidden]), summary') : document.querySelector<HTMLElement>('button.navbar-toggle'))?.focus();
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
    const pressed = closest<HTMLElement>(event.target, 'button.navbar-toggle, button.mobile-menu-close');
    // (A click from the keyboard has no pointer position: detail 0.)
    if (pressed) return pressToggle(pressed, event.detail === 0);
    if (!isMobileMenuOpen()) return;
    if (closest(event.target, '.mobile-menu-back')) return showSecondary(false);
    // Links inside the menu close it (the router or the browser then navigates).
    if (closest(event.target, '#sp-mobile-panel a[href], #sp-page > .sidebar a[href], #sp-page > .reference-nav a[href]')) return closeMobileMenu(true);
    if (!closest(event.target, `#sp-mobile-panel, ${PAGE_MENU}`)) closeMobileMenu();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isMobileMenuOpen()) {
      closeMobileMenu();
      document.querySelector<HTMLElement>('button.navbar-toggle')?.focus();
    }
  });
}
