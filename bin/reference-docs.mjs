// Writes the references generated from the code (website/docs/reference/configuration.md, cli.md,
// diagnostics.md): `npm run docs:reference`. With --check it writes nothing and exits with 1 naming
// the pages that differ from what the code gives (the tests run it so). Reads the CLI's program from
// dist/ (run `npm run build` first) and the schema and the codes from src/ (bundled here in memory).
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** src/cli/reference/index.ts, bundled and imported (its packages stay external). */
export async function loadReferenceModule() {
  const bundled = await build({
    absWorkingDir: root,
    entryPoints: ['src/cli/reference/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  // Beside package.json, so that whatever it imports resolves from the package's node_modules.
  const file = join(root, `.reference-${process.pid}.mjs`);
  try {
    await writeFile(file, bundled.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(file, { force: true });
  }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const check = process.argv.includes('--check');
  const reference = await loadReferenceModule();
  const { buildProgram } = createRequire(import.meta.url)('../dist/cli.cjs');
  const pages = reference.referencePages(buildProgram());
  const stale = [];
  for (const [path, text] of Object.entries(pages)) {
    const file = join(root, path);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === text) continue;
    stale.push(path);
    if (!check) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  if (check && stale.length > 0) {
    console.error(`${stale.join(', ')} ${stale.length === 1 ? 'differs' : 'differ'} from what the code gives: run \`${reference.REGENERATE_COMMAND}\` and commit the result.`);
    process.exitCode = 1;
  } else if (!check) console.log(stale.length > 0 ? `wrote ${stale.join(', ')}` : 'the references are up to date');
}
