// A spec split over many files (`$ref: ./schemas/pet.yaml`, `$ref: ../common.yaml#/Error`), joined
// into one document, as teams keep large descriptions. Each file is read once, with the same
// YAML limits as every input, and only from inside the site folder: a `$ref` to a URL or out of
// the site is refused (no network at build time, nothing outside the site published).
//
// Bundling, as @apidevtools/json-schema-ref-parser does it: an external target is placed where it
// is first referenced (targets under `components` are placed first, so shared schemas keep their
// names) and every other reference to it becomes a local `$ref` to that place. Unlike that
// library, this keeps every value's origin, so a problem anywhere in the joined document is
// reported at the file, line and column where it is written.
import { dirname, relative, resolve } from 'node:path';
import { diagnostic, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.js';
import { checkSitePath, describeRefusal, readSiteFileSync, realSite, type PathRefusal } from './readable-path.js';
import { lookup, pointerSegments, toPointer } from '../shared/json-pointer.js';
import { parseYamlLazily, type YamlPath, type YamlSource } from './yaml-source.js';
import { hasScheme } from '../shared/url-schemes.js';

export interface BundledSpec {
  /** The joined document, positions mapped to the file each part was written in. */
  source?: YamlSource;
  diagnostics: Diagnostic[];
  /** Every file read besides the root (for the watcher and link positions), with its text. */
  files: Map<string, string>;
}

/** More files than any real split spec has (DigitalOcean's is about 2,900). */
export const MAX_SPEC_FILES = 10_000;

type Json = unknown;
type Container = Record<string, Json> | Json[];

interface Origin {
  source: YamlSource;
  path: YamlPath;
}

/** A `$ref` whose value does not start with `#`, as YAML or JSON writes it. */
const EXTERNAL_REF_TEXT = /\$ref["']?\s*:\s*["']?[^\s"'#]/;

/**
 * Whether a parsed document has any `$ref` to another file. Most specs are one file: a look at
 * the text settles it without walking a large document on every build.
 */
export function hasExternalRefs(text: string, data: unknown): boolean {
  if (!EXTERNAL_REF_TEXT.test(text)) return false;
  let found = false;
  const walk = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found = true;
      else walk(value);
      if (found) return;
    }
  };
  walk(data);
  return found;
}

/** A diagnostic's position, computed only when the diagnostic is made. */
type Where = () => SourcePosition;

export function bundleSpec(root: YamlSource, siteDir: string): BundledSpec {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, string>();
  const sources = new Map<string, YamlSource | null>([[resolve(root.file), root]]);
  const site = realSite(siteDir);
  const refused = new Map<string, { count: number; diagnostic: Diagnostic }>();
  // Where each external target (file + pointer) was placed in the joined document.
  const placed = new Map<string, YamlPath>();
  // Objects that came from another file: their origin, for positions.
  const origins = new Map<object, Origin>();
  // Where each placed object is, and the `$ref`s already rewritten to local ones (never read again).
  const placedObjects = new Map<object, YamlPath>();
  const rewritten = new WeakSet<object>();
  const pointHere = (refObject: Record<string, Json>, path: YamlPath) => {
    refObject.$ref = path.length === 0 ? '#' : `#${toPointer(path)}`;
    rewritten.add(refObject);
  };

  const refuse = (key: string, make: () => Diagnostic) => {
    const seen = refused.get(key);
    if (seen) seen.count++;
    else refused.set(key, { count: 1, diagnostic: make() });
  };

  /** A refused target, as the rule says why (outside, hidden, not a file, too large). */
  const refusalOf = (ref: string, refusal: PathRefusal, shown: string, at: Where): Diagnostic => {
    if (refusal.reason === 'outside')
      return diagnostic('openapi-ref-outside-site', 'error', `$ref "${ref}" leads to ${refusal.real}, outside the site folder ${site}`, at(), 'Keep every file of the spec inside the site folder.');
    const { code, why, hint } = describeRefusal(refusal, shown, site);
    return diagnostic(`openapi-ref-${code}`, 'error', `$ref "${ref}" is not read: ${why}`, at(), hint);
  };

  const load = (file: string, ref: string, from: Where): YamlSource | undefined => {
    const cached = sources.get(file);
    if (cached !== undefined) return cached ?? undefined;
    if (sources.size >= MAX_SPEC_FILES) {
      refuse('too-many', () =>
        diagnostic('openapi-too-many-files', 'error', `The spec references more than ${MAX_SPEC_FILES.toLocaleString('en')} files`, from(), 'Check for references that fan out.'),
      );
      return undefined;
    }
    // By the rule for every path a spec names (readable-path.ts): never a folder, a FIFO (a read
    // that would wait forever), a hidden file or one over the size limit.
    const read = readSiteFileSync(file, site);
    if (!read.ok) {
      sources.set(file, null);
      const shown = relative(siteDir, file);
      if (read.refusal.reason === 'missing')
        refuse(`missing:${file}`, () =>
          diagnostic('openapi-missing-file', 'error', `$ref points to ${shown}, which does not exist`, from(), 'Fix the path: it is relative to the file that holds the $ref.'),
        );
      else refuse(`refused:${file}`, () => refusalOf(ref, read.refusal, shown, from));
      return undefined;
    }
    const text = read.content.toString('utf8');
    const parsed = parseYamlLazily(file, text, 'openapi-yaml-syntax');
    diagnostics.push(...parsed.diagnostics);
    sources.set(file, parsed.source ?? null);
    files.set(file, text);
    return parsed.source;
  };

  /** The file a `$ref` names, relative to the file it is written in; undefined when refused. */
  const targetFile = (ref: string, holder: string, at: Where): string | undefined => {
    const filePart = ref.split('#')[0];
    if (hasScheme(filePart) || filePart.startsWith('//')) {
      refuse(`url:${filePart}`, () =>
        diagnostic(
          'openapi-remote-ref',
          'error',
          `$ref "${ref}" names a URL; specpress reads no network at build time`,
          at(),
          'Download the file into the site folder and reference it by a relative path.',
        ),
      );
      return undefined;
    }
    let decoded = filePart;
    try {
      decoded = decodeURI(filePart);
    } catch {
      /* keep as written */
    }
    const file = resolve(dirname(holder), decoded);
    const checked = checkSitePath(file, site);
    if (!checked.ok && (checked.refusal.reason === 'outside' || checked.refusal.reason === 'hidden')) {
      const refusal = checked.refusal;
      refuse(`${refusal.reason}:${refusal.real}`, () => refusalOf(ref, refusal, relative(siteDir, file), at));
      return undefined;
    }
    return file;
  };

  // Places targets and rewrites references, depth first; `path` is the place in the joined document.
  const visit = (node: Json, path: YamlPath, origin: Origin): void => {
    if (node === null || typeof node !== 'object') return;
    const container = node as Container;
    const entries: [string | number, Json][] = Array.isArray(container) ? container.map((v, i) => [i, v]) : Object.entries(container);
    for (const [key, value] of entries) {
      if (value === null || typeof value !== 'object') continue;
      const ref = !Array.isArray(value) ? (value as Record<string, Json>).$ref : undefined;
      const childPath = [...path, key];
      const childOrigin = origins.get(value as object) ?? { source: origin.source, path: [...origin.path, key] };
      if (typeof ref === 'string' && !rewritten.has(value as object) && (!ref.startsWith('#') || origin.source !== root)) {
        // Where the $ref is written: looked up only for a diagnostic (a file's positions cost a second parse).
        const at: Where = () => origin.source.positionOf([...origin.path, key, '$ref']);
        const file = ref.startsWith('#') ? resolve(origin.source.file) : targetFile(ref, origin.source.file, at);
        if (file === undefined) continue;
        const pointer = ref.includes('#') ? ref.slice(ref.indexOf('#') + 1) : '';
        if (file === resolve(root.file)) {
          pointHere(value as Record<string, Json>, pointerSegments(pointer));
          continue;
        }
        const targetKey = `${file}#${pointer}`;
        const done = placed.get(targetKey);
        if (done) {
          pointHere(value as Record<string, Json>, done);
          continue;
        }
        const source = load(file, ref, at);
        if (!source) continue;
        const segments = pointerSegments(pointer);
        const target = lookup(source.data, segments);
        if (target === undefined) {
          refuse(`missing:${targetKey}`, () =>
            diagnostic('openapi-missing-ref', 'error', `$ref "${ref}" points to nothing in ${relative(siteDir, file)}`, at(), 'Fix the reference or add the missing part.'),
          );
          continue;
        }
        if (target === null || typeof target !== 'object') {
          (container as Record<string | number, Json>)[key as never] = target as never;
          continue;
        }
        const already = placedObjects.get(target as object);
        if (already) {
          // The same object, placed under another name (a part of a file placed whole): point there.
          placed.set(targetKey, already);
          pointHere(value as Record<string, Json>, already);
          continue;
        }
        placed.set(targetKey, childPath);
        placedObjects.set(target as object, childPath);
        origins.set(target as object, { source, path: segments });
        (container as Record<string | number, Json>)[key as never] = target as never;
        visit(target, childPath, { source, path: segments });
      } else {
        visit(value, childPath, childOrigin);
      }
    }
  };

  const rootOrigin: Origin = { source: root, path: [] };
  const data = root.data;
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    // Components first: a schema file referenced from components and from paths keeps its component name.
    const order = Object.keys(data).sort((a, b) => Number(b === 'components' || b === 'definitions') - Number(a === 'components' || a === 'definitions'));
    for (const key of order) {
      // Visited through a one-key wrapper so the top-level order is ours; a replaced value is copied back.
      const wrapper: Record<string, Json> = { [key]: (data as Record<string, Json>)[key] };
      visit(wrapper, [], rootOrigin);
      (data as Record<string, Json>)[key] = wrapper[key];
    }
  }

  for (const { count, diagnostic: d } of refused.values()) diagnostics.push(count > 1 ? { ...d, message: `${d.message} (and ${count - 1} more time${count === 2 ? '' : 's'})` } : d);
  const positionOf = (path: YamlPath, key: boolean): SourcePosition => {
    // Walk the joined document; the last object met that came from another file decides where.
    let node: Json = root.data;
    let origin: Origin = rootOrigin;
    let rest: YamlPath = [];
    for (const segment of path) {
      node = node !== null && typeof node === 'object' ? (node as Record<string, Json>)[segment as string] : undefined;
      const from = node !== null && typeof node === 'object' ? origins.get(node as object) : undefined;
      if (from) {
        origin = from;
        rest = [];
      } else {
        rest = [...rest, segment];
      }
    }
    const full = [...origin.path, ...rest];
    return key ? origin.source.keyPositionOf(full) : origin.source.positionOf(full);
  };
  return {
    source: { ...root, data: root.data, positionOf: (path) => positionOf(path, false), keyPositionOf: (path) => positionOf(path, true) },
    diagnostics,
    files,
  };
}
