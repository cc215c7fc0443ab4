// API reference pages from the OpenAPI files named under `specs` in the config, as a sub-pipeline
// of its own (it reads, validates, models and renders, so it sits above those stages):
// read → (validate on a worker) → parse → check refs → view model → plan pages → match versions → render.
import { basename, resolve } from 'node:path';
import { dump } from 'js-yaml';
import type { SiteConfig, SpecEntry } from '../config/site-config.js';
import { diagnostic, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { internalErrorDiagnostic, withInputFile } from '../diagnostics/internal-error.js';
import { renderReferenceContent, renderReferenceNav, renderReferencePage } from '../render/reference/render.js';
import type { ReferencePageInput } from '../render/reference/page-input.js';
import { pageLanguage, type UiStrings } from '../config/ui-strings/index.js';
import { referenceHtml } from '../render/reference/text-html.js';
import { routeUrl } from '../shared/routes.js';
import { TRY_IT_OAUTH_REDIRECT } from '../shared/try-it-types.js';
import { specAnchors, type ParsedSpec, type SpecAnchors } from '../model/reference/spec-anchors.js';
import { buildSpecModel } from '../model/reference/spec-model.js';
export type { ParsedSpec, SpecAnchors } from '../model/reference/spec-anchors.js';
export { anchorRelocator, type AnchorRelocator } from '../model/reference/spec-anchors.js';
import type { ReferencePage } from '../model/types.js';
import { matchCounterparts } from '../model/reference/counterparts.js';
import { apiGroups, apiOf } from '../config/api-groups.js';
import { parseSpecText, readSpecText, type LoadedSpec } from '../load/spec-text.js';
import { MAX_PAGE_BYTES, MEASURE_ABOVE, planPages, type PagePlan, type ReferenceLayoutPlan } from '../model/reference/pages.js';
import type { OperationView, ReferenceView } from '../model/reference/view-model.js';
import { buildReferenceView, type ReferenceParts } from '../model/reference/reference-view.js';
import { plainFirstSentence, referencePageDescription } from '../model/reference/meta-description.js';
import { operationDescription } from '../model/reference/operation-view.js';
import { ExampleFiles } from '../model/reference/example-files.js';
import type { ReferenceHtml } from '../model/reference/context.js';
import { pageBodies } from '../model/page-bodies.js';
import { checkRefs } from '../model/reference/refs.js';
import { withoutInternal } from '../model/reference/internal.js';
import { notShownDiagnostics } from '../model/reference/not-shown.js';
import { toOpenApi3 } from '../model/reference/convert.js';
import { bundleSpec, hasExternalRefs } from '../load/spec-bundle.js';
import { checkSpecs } from '../validate/openapi.js';
import { validateDocuments } from '../validate/openapi-validators.js';
import { validationKey } from '../validate/validation-key.js';
import { readExampleRefs, type ExampleRefPlaces } from '../validate/example-refs.js';
import { BuildStopped, checkpoint } from '../write/stopping.js';
import { keepNothing, type SameMemo } from '../util/memo.js';
import { referenceNavKey, referenceNavSpecKey, referencePageKey, referenceSpecKey } from './reference-page-key.js';

export interface ReferenceInput {
  config: SiteConfig;
  siteDir: string;
  configSource?: YamlSource;
}

export interface ReferenceResult {
  pages: ReferencePage[];
  diagnostics: Diagnostic[];
  /** Every spec file read, with its text (watcher, link-check positions). */
  sources: Map<string, string>;
  /** Extra output files: the downloadable specs, e.g. `api-docs/specs/v2.yaml`. */
  files: Map<string, string>;
  /** Every spec that parsed, as plain data: later stages (docs content, search) reuse it instead of parsing again. */
  specs: ParsedSpec[];
}

interface Prepared {
  spec: SpecEntry;
  file: string;
  text: string;
  source: YamlSource;
  downloadPath: string;
  /** Watch: the document's structure as validated (validate/validation-key.ts); absent in a one-off build. */
  structureKey?: string;
}

/**
 * `same`: where what an earlier build made is reused while what it was made from is unchanged
 * (watch): each page's main column (reference-page-key.ts), each spec's validation verdict
 * (validate/validation-key.ts) and the descriptions' HTML. A one-off build keeps nothing.
 */
export async function buildReferencePages(input: ReferenceInput, same: SameMemo = keepNothing): Promise<ReferenceResult> {
  const { config } = input;
  const { prepared, sources, diagnostics } = await prepareSpecs(input, same);
  let pages: ReferencePage[] = [];
  let failure: unknown;
  const files = new Map<string, string>();
  const anchorsBySpec = new Map<string, SpecAnchors>();
  // What each reference made of its spec: the plain model of every other output is built from it.
  const partsBySpec = new Map<string, ReferenceParts>();
  try {
    if (!hasErrors(diagnostics)) pages = await buildPages(prepared, input, diagnostics, files, anchorsBySpec, partsBySpec, same);
  } catch (error) {
    if (error instanceof BuildStopped) throw error;
    failure = error;
  }
  await checkpoint();
  const specs: ParsedSpec[] = prepared.map((p) => {
    const anchors = anchorsBySpec.get(p.spec.id) ?? { url: routeUrl(config.baseUrl, p.spec.route, config.trailingSlash), tags: [], operations: [], webhooks: [], schemas: [] };
    return { entry: p.spec, file: p.file, text: p.text, anchors, model: withInputFile(p.file, () => buildSpecModel(p.source.data, anchors, partsBySpec.get(p.spec.id))) };
  });
  if (hasErrors(diagnostics)) return { pages: [], diagnostics, sources, files: new Map(), specs };
  if (failure) {
    diagnostics.push(internalErrorDiagnostic(failure, 'build API references'));
    return { pages: [], diagnostics, sources, files: new Map(), specs };
  }
  return { pages, diagnostics, sources, files, specs };
}

/**
 * Every spec read, parsed, joined (when split over files), validated, stripped of its internal
 * parts and converted to OpenAPI 3: what the view models are built from.
 */
async function prepareSpecs(input: ReferenceInput, same: SameMemo): Promise<{ prepared: Prepared[]; sources: Map<string, string>; diagnostics: Diagnostic[] }> {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const usedNames = new Set<string>();
  const paths = config.specs.map((spec) => resolve(input.siteDir, spec.file));
  const texts = await Promise.all(paths.map((file) => readSpecText(file, input.siteDir)));
  const prepared: Prepared[] = [];
  // Watch: each document's structure key as read (before any small mistake is rewritten in it),
  // worked out once for the $ref check and the first round of validation.
  const readKeys = new Map<unknown, string>();
  const refs = same.keeps ? refsInStructure(same, readKeys) : undefined;
  // Between specs and between stages, a signal can stop the build (write/stopping.ts).
  for (const [index, spec] of config.specs.entries()) {
    await checkpoint();
    const result = checkSpec(spec, index, paths[index], texts[index], input, refs);
    diagnostics.push(...result.diagnostics);
    if (result.text !== undefined) sources.set(result.file, result.text);
    for (const [part, text] of result.files ?? []) sources.set(part, text);
    if (!result.source || result.text === undefined || hasErrors(result.diagnostics)) continue;
    let name = basename(result.file);
    if (usedNames.has(name)) name = `${spec.id}-${name}`;
    usedNames.add(name);
    // A spec split over files is published (and fingerprinted) as the one joined document.
    const text = result.files?.size ? serializeLike(result.file, result.source.data) : result.text;
    prepared.push({ spec, file: result.file, text, source: result.source, downloadPath: `specs/${name}` });
  }
  // Schema validation decides whether the pages are built at all; small mistakes whose meaning is
  // clear are read as meant (rewritten in memory, with a warning) before anything else reads the document.
  // A document validated by an earlier build, but for its descriptions and summaries, has that build's verdict (watch).
  // Each document's key as last validated: its structure, but for its descriptions and summaries.
  const structureKeys = new Map<unknown, string>();
  const validate = (documents: unknown[]) =>
    Promise.all(
      documents.map((document) => {
        // The key worked out when the document was read holds for its first round alone (a
        // rewrite of a small mistake changes the document in place).
        const key = readKeys.get(document) ?? validationKey(document);
        readKeys.delete(document);
        structureKeys.set(document, key);
        return same.same(`openapi-validation:${key}`, [], async () => (await validateDocuments([document]))[0]);
      }),
    );
  // Where example refs were replaced in a document of the same structure (validation-key.ts): those
  // places alone are read (example-refs.ts ExampleRefPlaces). Kept for the key the document was read with.
  const exampleRefs = (source: YamlSource) => {
    const key = readKeys.get(source.data);
    if (key === undefined) return readExampleRefs(source).diagnostic;
    const slot = `reference-example-refs:${key}`;
    const { diagnostic, found } = readExampleRefs(source, same.kept<ExampleRefPlaces>(slot, []));
    same.keep(slot, [], found);
    return diagnostic;
  };
  const checked = await checkSpecs(
    prepared.map((p) => p.source),
    same.keeps ? validate : undefined,
    same.keeps ? exampleRefs : undefined,
  );
  await checkpoint();
  for (const found of checked) diagnostics.push(...found);
  for (const p of prepared) p.structureKey = structureKeys.get(p.source.data);
  // A document whose structure is one in which the last build found no internal part and nothing
  // the reference does not show (watch): neither walk is made again, neither depends on the text of
  // descriptions and summaries. `clean` is kept again for the next build when it still holds.
  const structureSlot = (p: Prepared) => {
    const key = structureKeys.get(p.source.data);
    return key === undefined ? undefined : `reference-structure-clean:${key}`;
  };
  const clean = new Set(prepared.filter((p) => structureSlot(p) !== undefined && same.kept(structureSlot(p)!, []) === true));
  const unclean = new Set<Prepared>();
  // Parts marked x-internal / x-hidden leave the document before anything reads it, the
  // downloadable copy included (written in the file's own format and version).
  if (!hasErrors(diagnostics)) {
    for (const p of prepared) {
      if (clean.has(p)) continue;
      const filtered = withoutInternal(p.source);
      if (filtered.removed > 0 || filtered.diagnostics.length > 0) unclean.add(p);
      diagnostics.push(...filtered.diagnostics);
      if (filtered.removed > 0) {
        p.source = filtered.source;
        p.text = serializeLike(p.file, filtered.source.data);
      }
    }
  }
  // What the reference will not show is named where the author wrote it (before a 2.0 file is converted).
  await checkpoint();
  if (!hasErrors(diagnostics))
    for (const p of prepared) {
      const slot = structureSlot(p);
      if (!clean.has(p)) {
        const notShown = withInputFile(p.file, () => notShownDiagnostics(p.source));
        diagnostics.push(...notShown);
        if (notShown.length > 0) unclean.add(p);
      }
      if (slot !== undefined && !unclean.has(p)) same.keep(slot, [], true);
    }
  await checkpoint();
  // Swagger 2.0, valid as written, becomes OpenAPI 3.0: every later stage reads the converted model.
  if (!hasErrors(diagnostics)) {
    for (const p of prepared) {
      const converted = withInputFile(p.file, () => toOpenApi3(p.source));
      diagnostics.push(...converted.diagnostics);
      if (converted.source) p.source = converted.source;
    }
  }
  return { prepared, sources, diagnostics };
}

/** A spec's view model, its pages' plan and its operations' meta descriptions. */
type PlannedSpec = Prepared & { view: ReferenceView; plan: ReferenceLayoutPlan; descriptions: Map<OperationView, string | undefined> };

async function buildPages(
  prepared: Prepared[],
  input: ReferenceInput,
  diagnostics: Diagnostic[],
  files: Map<string, string>,
  anchorsBySpec: Map<string, SpecAnchors>,
  partsBySpec: Map<string, ReferenceParts>,
  same: SameMemo,
): Promise<ReferencePage[]> {
  const { config } = input;
  const base = config.baseUrl.replace(/^\/+/, '');
  const exampleFiles = new ExampleFiles(config.baseUrl);
  // A description's HTML depends on its text and linkBase alone: the renders of an earlier build are reused (watch).
  const html: ReferenceHtml = { ...referenceHtml, descriptions: (linkBase) => same.same(`reference-descriptions:${linkBase ?? ''}`, [], () => referenceHtml.descriptions(linkBase)) };
  const built: PlannedSpec[] = [];
  for (const p of prepared) {
    await checkpoint();
    const { parts, diagnostics: viewDiagnostics, ...planned } = planSpec(p, config, exampleFiles, html, same);
    diagnostics.push(...viewDiagnostics);
    const { plan } = planned;
    files.set(`${base}${p.downloadPath}`, p.text);
    // Deep links written for the unsplit page reach their anchor after a split (src/client/reference.ts).
    if (plan.split) files.set(`${base}${p.spec.route}/anchors.json`, `${JSON.stringify(Object.fromEntries(plan.anchorUrls))}\n`);
    partsBySpec.set(p.spec.id, parts);
    anchorsBySpec.set(p.spec.id, specAnchors(planned.view, plan, routeUrl(config.baseUrl, p.spec.route, config.trailingSlash)));
    built.push(planned);
  }
  await checkpoint();
  for (const [path, text] of exampleFiles.files) files.set(`${base}${path}`, text);
  // Versions of one API know each other; separate APIs share no operations.
  const counterparts = new Map(
    apiGroups(config).flatMap((api) => [...matchCounterparts(built.filter((b) => apiOf(b.spec) === api.id).map((b) => ({ specId: b.spec.id, view: b.view, anchors: b.plan })))]),
  );
  return built.flatMap((b) => specPages(b, config, counterparts.get(b.spec.id) ?? new Map(), same));
}

/** A spec's view model (and its parts, for the plain spec model), and the plan of its pages. */
function planSpec(p: Prepared, config: SiteConfig, exampleFiles: ExampleFiles, html: ReferenceHtml, same: SameMemo): PlannedSpec & { parts: ReferenceParts; diagnostics: Diagnostic[] } {
  const siteUrl = config.url.replace(/\/+$/, '');
  const urls = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  // Watch: the operations', webhooks' and schema entries' views of the last build, reused where
  // nothing they were built from changed (model/reference/view-replay.ts).
  const viewsSlot = `reference-views:${p.spec.id}`;
  // A structure in which the last build found no contradicting allOf has none now (reference-view.ts).
  const allOfSlot = p.structureKey === undefined ? undefined : `reference-allof-clean:${p.spec.id}:${p.structureKey}`;
  const { view, parts, diagnostics, kept, allOfClean } = withInputFile(p.file, () =>
    buildReferenceView({
      specId: p.spec.id,
      deprecated: p.spec.deprecated,
      linkBase: p.spec.linkBase,
      tryIt: p.spec.tryIt ? { ...p.spec.tryIt, oauthRedirect: `${config.baseUrl}${TRY_IT_OAUTH_REDIRECT}` } : undefined,
      externalImages: config.security.externalImages,
      schemaDepth: config.reference.schemaDepth,
      codeSampleLanguages: config.reference.codeSamples.languages,
      source: p.source,
      documentUrl: `${siteUrl}${config.baseUrl}${p.downloadPath}`,
      exampleFiles,
      html,
      replay: same.keeps ? { previous: same.kept(viewsSlot, []) } : undefined,
      allOfClean: allOfSlot !== undefined && same.kept(allOfSlot, []) === true,
    }),
  );
  if (allOfSlot !== undefined && allOfClean) same.keep(allOfSlot, [], true);
  if (kept) {
    same.keep(viewsSlot, [], kept.views);
    same.countViews?.(kept.stats.reused, kept.stats.built);
  }
  const layout = p.spec.layout ?? config.reference.layout;
  let plan = planPages(view, p.spec.route, config.reference.splitAboveOperations, urls, layout);
  if (!plan.split && (plan.estimatedBytes ?? 0) > MEASURE_ABOVE && measuredBytes(view, plan, p, config) > MAX_PAGE_BYTES)
    plan = planPages(view, p.spec.route, config.reference.splitAboveOperations, urls, layout, true);
  // An operation page's meta description: the first sentence of its description (led by a summary too long to be its title), as plain text.
  const descriptions = new Map(
    (plan.operationRoutes.size > 0 ? parts.operations : []).map(({ raw, view: op }) => {
      const text = operationDescription(raw);
      return [op, plainFirstSentence(typeof text === 'string' ? text : '')];
    }),
  );
  return { ...p, view, plan, descriptions, parts, diagnostics };
}

/** The page models of one spec's reference; each one's body rendered when the render loop reads it (model/page-bodies.ts). */
function specPages(b: PlannedSpec, config: SiteConfig, ownCounterparts: Map<string, Record<string, string>>, same: SameMemo): ReferencePage[] {
  const latestSpec = config.specs.find((s) => !s.deprecated && apiOf(s) === apiOf(b.spec));
  const latest =
    b.spec.deprecated && latestSpec && latestSpec.id !== b.spec.id
      ? { specId: latestSpec.id, label: latestSpec.label, url: routeUrl(config.baseUrl, latestSpec.route, config.trailingSlash) }
      : undefined;
  const navCache = new Map<string, string>();
  // A reference is written in the default locale's language (its labels; its spec's own text as it is).
  const { strings } = pageLanguage(config, undefined);
  const shared: Omit<ReferencePageInput, 'page'> = {
    view: b.view,
    pages: b.plan.pages,
    tagPages: b.plan.tagPages,
    split: b.plan.split,
    anchorMapUrl: b.plan.split ? `${config.baseUrl}${b.spec.route}/anchors.json` : undefined,
    specLabel: b.spec.label,
    downloadUrl: `${config.baseUrl}${b.downloadPath}`,
    latest,
    counterparts: ownCounterparts,
    strings,
  };
  const specKey = same.keeps ? referenceSpecKey(shared, b.plan) : undefined;
  const navSpecKey = specKey === undefined ? undefined : referenceNavSpecKey(specKey, shared);
  return b.plan.pages.map((page) => {
    const input: ReferencePageInput = { ...shared, page };
    const render = () => withInputFile(b.file, () => renderReferenceContent(input, b.plan));
    // The main column as an earlier build rendered it, while its key is the same (watch: the column,
    // once rendered, is kept with the memo). A one-off build keeps nothing: the column is let go once written.
    const pageKey = specKey === undefined ? undefined : referencePageKey(specKey, page);
    const content = pageKey === undefined ? render : same.same(`reference-page:${b.spec.id}:${page.route}`, [pageKey], () => once(render));
    // The navigation beside it, kept the same way under its own key (a description's edit changes no navigation).
    const renderNav = () => withInputFile(b.file, () => renderReferenceNav(input, b.plan, navCache));
    const navKey = navSpecKey === undefined ? undefined : referenceNavKey(navSpecKey, page);
    const nav = navKey === undefined ? renderNav : same.same(`reference-nav:${b.spec.id}:${page.route}`, [navKey], () => once(renderNav));
    const reference: ReferencePage = {
      kind: 'reference',
      spec: b.spec,
      route: page.route,
      url: page.url,
      outputFile: page.outputFile,
      title: page.tagName ? `${page.tagName} · ${b.view.title} ${b.spec.label}` : `${b.view.title} reference (${b.spec.label})`,
      description: page.operation ? (b.descriptions.get(page.operation.op) ?? page.operation.op.summary) : referencePageDescription(b.view, page),
      sourceFile: b.file,
      headings: headingsOf(page, strings),
      counterparts: Object.fromEntries(ownCounterparts),
      ...(page.operation ? { operationPage: true } : {}),
    };
    // Rendered when the render loop reads it (model/page-bodies.ts); the navigation beside the column.
    pageBodies.put(reference, () => ({ html: content(), navHtml: nav() }));
    return reference;
  });
}

/** `make`, called once: later calls give its first result (and it lets go of what it rendered from). */
function once<T>(make: () => T): () => T {
  let pending: (() => T) | undefined = make;
  let made: T;
  return () => {
    if (pending) {
      made = pending();
      pending = undefined;
    }
    return made;
  };
}

/**
 * Watch: the $ref check, skipped for a document whose structure is one in which the last build
 * found no broken $ref. It reads `$ref` strings and whether what they point to exists, never the
 * text of a description or summary (a pointer resolves through a string no matter its text), so a
 * document of the same structure key (validate/validation-key.ts) has the same verdict; the
 * positions a finding names may move with the text, so only a clean verdict is kept.
 */
function refsInStructure(same: SameMemo, readKeys: Map<unknown, string>): (source: YamlSource) => Diagnostic[] {
  return (source) => {
    const key = validationKey(source.data);
    readKeys.set(source.data, key);
    const slot = `reference-refs-clean:${key}`;
    const found = same.kept(slot, []) === true ? [] : checkRefs(source);
    if (found.length === 0) same.keep(slot, [], true);
    return found;
  };
}

function checkSpec(
  spec: SpecEntry,
  index: number,
  file: string,
  read: { text?: string; diagnostics: Diagnostic[] },
  input: ReferenceInput,
  refs: (source: YamlSource) => Diagnostic[] = checkRefs,
): LoadedSpec {
  if (read.text === undefined) {
    const diagnostics = read.diagnostics.map((d) =>
      d.code === 'spec-not-found'
        ? diagnostic(
            'spec-not-found',
            'error',
            `The OpenAPI file ${spec.file} of version "${spec.id}" does not exist`,
            input.configSource?.positionOf(['specs', index, 'file']),
            'Fix the path under specs (it is relative to the config file).',
          )
        : d,
    );
    return { file, diagnostics };
  }
  return withInputFile(file, () => {
    const loaded = parseSpecText(file, read.text!);
    // A spec split over files is joined first (positions stay in each file).
    if (loaded.source && !hasErrors(loaded.diagnostics) && hasExternalRefs(loaded.source.text, loaded.source.data)) {
      const bundled = bundleSpec(loaded.source, input.siteDir);
      loaded.diagnostics.push(...bundled.diagnostics);
      loaded.source = bundled.source;
      loaded.files = bundled.files;
    }
    // A broken $ref makes the validator fail on it alone; ours names the ref and its position.
    if (loaded.source && !hasErrors(loaded.diagnostics)) loaded.diagnostics.push(...refs(loaded.source));
    return loaded;
  });
}

/** The joined document in the root file's own format. */
function serializeLike(file: string, data: unknown): string {
  return /\.json$/i.test(file) ? `${JSON.stringify(data, null, 2)}\n` : dump(data, { noRefs: true, lineWidth: -1 });
}

/**
 * The HTML of an unsplit reference's one page, rendered to be measured and let go (its counterpart
 * links, a few attributes, left out). Only references estimated near the limit pay for it.
 */
function measuredBytes(view: ReferenceView, plan: ReferenceLayoutPlan, p: Prepared, config: SiteConfig): number {
  const rendered = withInputFile(p.file, () =>
    renderReferencePage(
      {
        view,
        page: plan.pages[0],
        pages: plan.pages,
        tagPages: plan.tagPages,
        split: false,
        specLabel: p.spec.label,
        downloadUrl: `${config.baseUrl}${p.downloadPath}`,
        counterparts: new Map(),
        strings: pageLanguage(config, undefined).strings,
      },
      plan,
    ),
  );
  return Buffer.byteLength(rendered.html) + Buffer.byteLength(rendered.navHtml);
}

function headingsOf(page: PagePlan, strings: UiStrings) {
  if (page.operation) return [{ level: 1, id: page.operation.op.anchor, text: page.operation.op.summary }];
  const headings = page.tags.flatMap((tag) => [{ level: 2, id: tag.anchor, text: tag.name }, ...tag.operations.map((op) => ({ level: 3, id: op.anchor, text: op.summary }))]);
  if (page.webhooksStart) headings.push({ level: 2, id: 'webhooks', text: strings.refWebhookEvents });
  if (page.schemasStart) headings.push({ level: 2, id: 'schemas', text: strings.refSchemas });
  return headings;
}
