// Navbar behaviours: hide on scroll down / show on scroll up (when the config sets
// hideOnScroll: `data-hide-on-scroll="true"`), except while jumping to a hash anchor; and the
// <details> dropdowns: open on hover as well as click/keyboard (native), close on an outside
// click, touch or focus, and on Escape.
import { closest, perFrame } from './dom.js';
import { isMobileMenuOpen } from './mobile-menu.js';

const navbar = () => document.querySelector<HTMLElement>('nav.navbar');
let anchorScrollUntil = 0;

/** The next scroll is a jump to an anchor: the navbar stays as it is. */
export function markAnchorScroll(ms = 300): void {
  anchorScrollUntil = Math.max(anchorScrollUntil, performance.now() + ms);
}

/** A click on a link to an anchor of this page: the scroll that follows is that jump. */
function isSamePageAnchorClick(event: MouseEvent): boolean {
  const link = closest(event.target, 'a[href*="#"]') as HTMLAnchorElement | null;
  return !!link && link.pathname === location.pathname && link.hash !== '';
}

function startHideOnScroll(): void {
  let lastY = window.scrollY;
  const update = () => {
    const y = window.scrollY;
    const nav = navbar();
    const previous = lastY;
    lastY = y;
    if (!nav || nav.dataset.hideOnScroll !== 'true') return;
    if (performance.now() < anchorScrollUntil || isMobileMenuOpen()) return;
    if (y < nav.offsetHeight) nav.classList.remove('navbar-hidden');
    else if (y > previous) nav.classList.add('navbar-hidden');
    else if (y < previous) nav.classList.remove('navbar-hidden');
  };
  window.addEventListener('scroll', perFrame(update), { passive: true });
  window.addEventListener('hashchange', () => markAnchorScroll());
  document.addEventListener('click', (event) => isSamePageAnchorClick(event) && markAnchorScroll(), { capture: true });
  // Opening a page at #anchor: the browser's jump (and the layout settling after it) is no scroll down.
  if (location.hash) markAnchorScroll(1500);
  // Keyboard users always see where focus is.
  document.addEventListener('focusin', (event) => {
    if (closest(event.target, 'nav.navbar')) navbar()?.classList.remove('navbar-hidden');
  });
}

const DROPDOWN = 'details.navbar-dropdown';
const hoverOpened = new WeakSet<HTMLDetailsElement>();
const canHover = () => window.matchMedia('(hover: hover)').matches;

function openDropdowns(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)];
}

function closeAllExcept(keep: Element | null): void {
  for (const dropdown of openDropdowns()) {
    if (keep && dropdown.contains(keep)) continue;
    dropdown.open = false;
    hoverOpened.delete(dropdown);
  }
}

function startDropdowns(): void {
  document.addEventListener('mouseover', (event) => {
    const dropdown = closest<HTMLDetailsElement>(event.target, DROPDOWN);
    if (!dropdown || dropdown.open || !canHover()) return;
    closeAllExcept(dropdown);
    dropdown.open = true;
    hoverOpened.add(dropdown);
  });
  document.addEventListener('mouseout', (event) => {
    const dropdown = closest<HTMLDetailsElement>(event.target, DROPDOWN);
    if (!dropdown || !hoverOpened.has(dropdown)) return;
    const to = event.relatedTarget as Node | null;
    if (to && dropdown.contains(to)) return;
    dropdown.open = false;
    hoverOpened.delete(dropdown);
  });
  document.addEventListener('click', (event) => {
    const summary = closest(event.target, `${DROPDOWN} > summary`);
    const dropdown = summary?.parentElement as HTMLDetailsElement | undefined;
    if (dropdown && hoverOpened.has(dropdown)) {
      // Opened by hover, then clicked: keep it open (pinned) instead of toggling it shut.
      event.preventDefault();
      hoverOpened.delete(dropdown);
      return;
    }
    if (dropdown) closeAllExcept(dropdown);
    // A click on a link inside closes the menu it belongs to.
    if (closest(event.target, `${DROPDOWN} a[href]`)) closeAllExcept(null);
  });
  const outside = (event: Event) => {
    const inside = closest(event.target, DROPDOWN);
    if (openDropdowns().some((dropdown) => dropdown !== inside)) closeAllExcept(inside);
  };
  document.addEventListener('pointerdown', outside);
  document.addEventListener('touchstart', outside, { passive: true });
  document.addEventListener('focusin', outside);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = openDropdowns();
    if (open.length === 0) return;
    const focused = open.find((dropdown) => dropdown.contains(document.activeElement));
    closeAllExcept(null);
    focused?.querySelector<HTMLElement>('summary')?.focus();
  });
}

export function startNavbar(): void {
  startHideOnScroll();
  startDropdowns();
}
