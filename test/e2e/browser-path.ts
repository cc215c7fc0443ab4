// Where the browser tests find chromium and how they start it: read by the test files' helpers
// (browser.ts) and by the run's shared browser (browser-server.ts), which must not load vitest's
// test API.
import { existsSync, statfsSync } from 'node:fs';

export const CHROMIUM = process.env.SPECPRESS_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const hasBrowser = existsSync(CHROMIUM);

/** Bytes of /dev/shm, 0 where there is none (not Linux). */
function sharedMemoryBytes(): number {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks;
  } catch {
    return 0;
  }
}

/**
 * Playwright starts chromium with `--disable-dev-shm-usage` (for containers whose /dev/shm is
 * Docker's 64 MB): chromium then keeps its shared memory (the pages it draws, the resources it
 * passes between processes) in files under /tmp, on disk. Where /dev/shm has room (1 GB; this
 * machine's has 24 GB) that flag is left out: the same pages drawn, about a fifth less of chromium's
 * CPU a page load here (bench/README.md, sixth pass).
 */
export const CHROMIUM_IGNORE_DEFAULT_ARGS = sharedMemoryBytes() >= 1024 ** 3 ? ['--disable-dev-shm-usage'] : [];

/** The options every launch of the tests' chromium takes. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: CHROMIUM_IGNORE_DEFAULT_ARGS };
