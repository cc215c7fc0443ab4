// A seam the build fills in: bin/build.mjs replaces this module's contents in the CLI and API
// bundles with templates/document.hbs precompiled by Handlebars, so no run compiles the template.
// Run from src (tests), it stays empty and document.ts compiles
// the file.
import type Handlebars from 'handlebars';

export const precompiledDocument: Parameters<typeof Handlebars.template>[0] | undefined = undefined;
