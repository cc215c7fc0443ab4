// The thin route-change progress bar (the nprogress behaviour): it appears only when a route
// change takes longer than 200 ms, starts at 0.08, trickles by 0.02 every 800 ms and animates
// each step in 200 ms. `data-progress` holds the current value (for tests and styling).
import { PROGRESS } from './constants.js';

let showTimer: number | undefined;
let trickleTimer: number | undefined;
let bar: HTMLElement | undefined;
let status: number | null = null;

function set(value: number): void {
  status = Math.min(Math.max(value, PROGRESS.minimum), 1);
  if (!bar) return;
  bar.dataset.progress = status.toFixed(3);
  const fill = bar.firstElementChild as HTMLElement;
  fill.style.transform = `translateX(${(status - 1) * 100}%)`;
}

function show(): void {
  showTimer = undefined;
  bar = document.createElement('div');
  bar.id = 'sp-progress';
  bar.className = 'sp-progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading the page');
  bar.style.setProperty('--sp-progress-speed', `${PROGRESS.speedMs}ms`);
  bar.innerHTML = '<div class="sp-progress-bar"></div>';
  document.body.append(bar);
  set(PROGRESS.minimum);
  trickleTimer = window.setInterval(() => {
    if (status !== null && status < 0.994) set(Math.min(status + PROGRESS.trickleRate, 0.994));
  }, PROGRESS.trickleMs);
}

export const progress = {
  start(): void {
    if (showTimer !== undefined || bar) return;
    showTimer = window.setTimeout(show, PROGRESS.delayMs);
  },
  done(): void {
    if (showTimer !== undefined) window.clearTimeout(showTimer);
    showTimer = undefined;
    window.clearInterval(trickleTimer);
    const finished = bar;
    if (!finished) return;
    set(1);
    bar = undefined;
    status = null;
    finished.classList.add('sp-progress-done');
    window.setTimeout(() => finished.remove(), PROGRESS.speedMs * 2);
  },
};
