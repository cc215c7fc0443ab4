// Small DOM helpers shared by the behaviours.
import { fragmentId } from '../shared/routes.js';

/** The closest ancestor of an event target matching `selector` (null for non-elements). */
export function closest<T extends Element = Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? (target.closest(selector) as T | null) : null;
}

/** Runs `update` at most once per frame for a stream of events (scroll, resize). */
export function perFrame(update: () => void): () => void {
  let frame = 0;
  return () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
}

/** Height of the sticky navbar while it is shown (0 when hidden by hideOnScroll). */
export function navbarOffset(): number {
  const nav = document.querySelector<HTMLElement>('nav.navbar');
  return nav && !nav.classList.contains('navbar-hidden') ? nav.offsetHeight : 0;
}

/** The URL's fragment as an id (`#operation/x` → `operation/x`); a malformed escape is read as written. */
export function decodeHash(hash: string): string {
  return fragmentId(hash.slice(1));
}
