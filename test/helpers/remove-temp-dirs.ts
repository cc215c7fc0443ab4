// Runs in every test file (vitest setupFiles): its afterAll is registered first, so it runs after the
// file's own afterAll hooks have stopped the servers and watchers that may still use these folders.
// With SPECPRESS_TEST_RUN_LOG set, it also logs the file's CPU (run-log.ts).
import { afterAll } from 'vitest';
import { removeTempDirs } from './cli.js';
import { meterFile } from './run-log.js';

// Started as the file is set up, before its modules are imported: their import is part of its cost.
const meter = meterFile();
meter.start();
afterAll(async () => {
  await removeTempDirs();
  meter.end();
});
