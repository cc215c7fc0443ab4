// vitest globalSetup of the browser tests: one chromium for every test file of the run, which
// each connects to (test/e2e/browser.ts launchBrowser) instead of starting its own. A launch
// cost two seconds of CPU and there are twenty browser test files. vitest runs it only when a
// browser test file is queued (the e2e project of vitest.config.ts).
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, hasBrowser } from './browser-path.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared chromium's WebSocket address; empty without a browser. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Without chromium, launchBrowser says so in the test file (skipped locally, failing on CI).
  if (!hasBrowser) {
    project.provide('chromiumEndpoint', '');
    return undefined;
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
