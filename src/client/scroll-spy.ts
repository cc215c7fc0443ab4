// Marks the link of the section being read: the nearest target whose top has reached the line
// where an anchor jump puts it (the page's scroll-padding-top, under the navbar), or the last one
// when the page is scrolled to the bottom. Used by the docs TOC and the API reference navigation.
import { navbarOffset, perFrame } from './dom.js';

function activationLine(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isFinite(padding) ? Math.max(padding, navbarOffset()) : navbarOffset()) + 8;
}

export interface SpyTarget {
  link: HTMLElement;
  target: HTMLElement;
}

export function activeIndex(targets: SpyTarget[]): number {
  if (targets.length === 0) return -1;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  // The nearest target above the line (document order may differ from the links' order); at
  // the bottom of the page the last one, even when it never reaches the line.
  const line = atBottom && window.scrollY > 0 ? Infinity : activationLine();
  let active = -1;
  let best = -Infinity;
  targets.forEach(({ target }, i) => {
    if (target.getClientRects().length === 0) return; // not rendered
    const top = target.getBoundingClientRect().top;
    if (top <= line && top > best) {
      best = top;
      active = i;
    }
  });
  return active;
}

/** Keeps `mark` up to date with the active target while scrolling; `collect` is re-run after each render. */
export function startScrollSpy(collect: () => SpyTarget[], mark: (targets: SpyTarget[], active: number) => void): () => void {
  let targets: SpyTarget[] = [];
  const update = () => mark(targets, activeIndex(targets));
  const onScroll = perFrame(update);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    targets = collect();
    update();
  };
}

export function targetsOf(links: Iterable<HTMLElement>, idOf: (link: HTMLElement) => string | undefined): SpyTarget[] {
  const out: SpyTarget[] = [];
  for (const link of links) {
    const id = idOf(link);
    const target = id ? document.getElementById(id) : null;
    if (target) out.push({ link, target });
  }
  return out;
}
