// import() for specifiers only known at run time (the precompiled validators, React pages).
// bin/specpress.js runs the CLI bundle from V8's code cache through node:vm, and on Node 20 code
// compiled that way cannot call import() itself, so the loader hands in its own (see bin/load-cli.js).
type Importer = (specifier: string) => Promise<Record<string, unknown>>;

export function importModule(specifier: string): Promise<Record<string, unknown>> {
  const provided = (globalThis as { __specpressImport?: Importer }).__specpressImport;
  return provided ? provided(specifier) : import(specifier);
}
