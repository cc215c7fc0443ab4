// A seam the build fills in: bin/build.mjs replaces this module's contents in the CLI and API
// bundles with `require`s of the precompiled validators (bin/openapi-validators.mjs), so they are
// bundled instead of compiled at run time. Run from src (tests), it stays empty and
// openapi-validators.ts loads the validators from dist/ instead.
import type { CompiledValidator } from './openapi-validators.js';

export interface BundledValidators {
  v20(): CompiledValidator;
  v30(): CompiledValidator;
  v31(): CompiledValidator;
  v32(): CompiledValidator;
}

export const bundledValidators: BundledValidators | undefined = undefined;
