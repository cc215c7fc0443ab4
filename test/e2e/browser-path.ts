// Where the browser tests find chromium and how they start it: read by the test files' helpers
// (browser.ts) and by the run's shared browser (browser-server.ts), which must not load vitest's
// test API.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.SPECPRESS_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const hasBrowser = existsSync(CHROMIUM);
