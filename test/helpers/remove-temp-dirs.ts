// Runs in every test file (vitest setupFiles): its afterAll is registered first, so it runs after the
// file's own afterAll hooks have stopped the servers and watchers that may still use these folders.
import { afterAll } from 'vitest';
import { removeTempDirs } from './cli.js';

afterAll(removeTempDirs);
