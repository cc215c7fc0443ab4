// Keyboard access to scrollable regions: a code block or a wide table that scrolls and holds no
// link or control cannot be scrolled from the keyboard in every browser (WCAG 2.1.1; axe's
// scrollable-region-focusable). The runtime gives the ones that overflow tabindex="0" (the focus
// ring shows, the arrow keys scroll) and takes it back when they no longer overflow: a
// ResizeObserver sees width changes, and hidden blocks (closed tabs and details) when they show.
const SCROLLABLES = 'pre, .table-wrap';
/** Marks a tabindex the runtime set (an author's own tabindex is never touched). */
const MARK = 'spScrollFocus';

let observer: ResizeObserver | undefined;

function update(element: HTMLElement): void {
  const overflows = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
  if (overflows && !element.hasAttribute('tabindex')) {
    element.tabIndex = 0;
    element.dataset[MARK] = '';
  } else if (!overflows && element.dataset[MARK] !== undefined) {
    element.removeAttribute('tabindex');
    delete element.dataset[MARK];
  }
}

/** After each page render: watch the page's code blocks and tables (those of the previous page are let go). */
export function enhanceScrollables(page: HTMLElement): void {
  observer?.disconnect();
  if (typeof ResizeObserver === 'undefined') return;
  observer = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target as HTMLElement);
  });
  for (const element of page.querySelectorAll<HTMLElement>(SCROLLABLES)) observer.observe(element);
}
