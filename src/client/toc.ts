// Highlights the table-of-contents entry of the section being read (`.toc a.active`).
import { startScrollSpy, targetsOf } from './scroll-spy.js';

export function startToc(): () => void {
  return startScrollSpy(
    () =>
      targetsOf(document.querySelectorAll<HTMLElement>('.toc a[href^="#"]'), (link) => {
        try {
          return decodeURIComponent(link.getAttribute('href')!.slice(1));
        } catch {
          return undefined;
        }
      }),
    (targets, active) => targets.forEach(({ link }, i) => link.classList.toggle('active', i === active)),
  );
}
