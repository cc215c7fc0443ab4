import { defineConfig } from 'vitest/config';
import SlowestFirst from './test/helpers/sequencer.js';
import { useTestTempRoot } from './test/helpers/temp-root.js';

// The run's temporary folders in RAM where the machine allows (test/helpers/temp-root.ts); set here, in
// vitest's own process, so that its workers and the browser its global setup launches inherit it.
useTestTempRoot();

/**
 * Tests of what happens first in a process (module state no other file may have touched): a worker of their own.
 * mdx-pages: its build's TSX fence lost its tag colours when run late in a shared worker (started
 * slowest first, test/helpers/sequencer.ts; alone it passes). Prism's core is bundled in
 * dist/cli.cjs and also loaded from src/ by other test files, and its on-demand grammars, required
 * once per process, extend whichever copy is the global Prism then: a worker that highlighted TSX
 * through src/ before the in-process CLI built a site wrote that site's TSX without tag colours
 * (checked). Two copies of Prism exist only in a test worker.
 */
const FRESH_PROCESS = ['test/markdown/highlight-nested.test.ts', 'test/mdx/mdx-pages.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['test/helpers/remove-temp-dirs.ts'],
    // Three workers on the 2-core machine: the browser files wait on chromium (page loads, network
    // idle, timers of the runtime they test), and with two workers a clean `npm test` kept 1.2–1.4
    // cores busy while the browser files that start it ran (bench/README.md, fifth pass); a third
    // worker fills that. The time-bound cases (signals answered within 1 s, hostile input under
    // its heap and time bounds) pass with three at load average 11–15.
    maxWorkers: 3,
    // Test files share a worker (its module cache: the CLI is loaded once per worker, see
    // test/helpers/cli.ts) instead of a fresh process each; a file's temporary folders are removed
    // after it (setupFiles) and no test mocks modules or changes globals.
    isolate: false,
    // The slowest files start first, so that none ends the run alone (test/helpers/sequencer.ts).
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The browser tests are a project so that their global setup (one chromium for all of them)
    // runs when a browser test file is queued, not for a run of the other tests.
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', ...FRESH_PROCESS] } },
      { extends: true, test: { name: 'fresh', include: FRESH_PROCESS, isolate: true } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/e2e/browser-server.ts'] } },
    ],
  },
});
