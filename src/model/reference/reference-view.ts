// A whole OpenAPI document → ReferenceView: intro, tags with their operations, schemas, webhooks.
import GithubSlugger from 'github-slugger';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import type { ReferenceContext, ReferenceHtml } from './context.js';
import { exampleFor } from './example-values.js';
import { exampleView } from './examples.js';
import type { ExampleFiles } from './example-files.js';
import { operationSummary, operationView, webhookView } from './operation-view.js';
import { collectOperations, withoutOperations, type RawOperation } from './operations.js';
import { isObject, refSegments, type JsonObject } from './pointer.js';
import { diagnostic } from '../../diagnostics/diagnostic.js';
import { planTags, type TagSection } from './tag-sections.js';
import { RefResolver, schemaAnchor } from './resolver.js';
import { buildSchemaNode, SPEC_ALLOWANCE_PER_BYTE, specAllowance, TREE_BUDGET, type TreeCuts } from './schema-tree.js';
import { aboutLinks, externalDocsOf, logoOf } from './about.js';
import { allOfConflictDiagnostics } from './allof-conflicts.js';
import { securityRequirements, securitySchemeViews } from './security.js';
import { serverViews } from './servers.js';
import { serverVariableDiagnostics } from './server-checks.js';
import { sampleLanguages } from './sample-languages.js';
import type { SampleLanguageId } from '../../config/sample-languages.js';
import { tryItSpec, type TryItOptions } from './try-it.js';
import type { NamedSchemaView, OperationView, TagView, WebhookView } from './view-model.js';
import type { ReferenceView } from './view-model.js';
import { plainFirstSentence } from './meta-description.js';
import { describedWithComponents, type SecurityPart } from './redoc-tags.js';
import { ViewReplay, type KeptViews, type ReplayStats } from './view-replay.js';

export interface ViewInput {
  /** reference.schemaDepth: levels of named schemas shown in place in operations (default 1). */
  schemaDepth?: number;
  /** specs[].linkBase: where root-relative links in the spec's text lead. */
  linkBase?: string;
  specId: string;
  deprecated: boolean;
  source: YamlSource;
  /** Absolute URL the spec file is published at. */
  documentUrl: string;
  /** security.externalImages: whether an `x-logo` from another host may be shown. */
  externalImages?: 'allow' | 'block';
  /** specs[].tryIt: on when given. */
  tryIt?: TryItOptions;
  /** reference.codeSamples.languages; the default set when absent. */
  codeSampleLanguages?: readonly SampleLanguageId[];
  /** Where examples too big for a page are published (one set for the whole site). */
  exampleFiles: ExampleFiles;
  /** What renders the descriptions and highlights the examples and samples. */
  html: ReferenceHtml;
  /**
   * Watch: the views to reuse (what the last build's `kept` gave) where their part of the spec and
   * the state they start from are unchanged (view-replay.ts). Absent: every view is built, nothing kept.
   */
  replay?: { previous: KeptViews | undefined };
  /**
   * Watch: the last build found no contradicting allOf in a document of this structure (every
   * string but descriptions and summaries the same, validate/validation-key.ts), so the walk is not
   * made again: it reads no description or summary (merge-all-of.ts keeps them, never compares them).
   */
  allOfClean?: boolean;
}

/**
 * What the plain spec model (spec-model.ts) takes from the reference instead of reading the spec
 * a second time: the operations as written and as the reference shows them, and its sections.
 */
export interface ReferenceParts {
  resolver: RefResolver;
  /** Every operation of `paths`, in document order (the indexes of `tagSections`). */
  operations: { raw: RawOperation; view: OperationView }[];
  /** Every webhook as written and as the reference shows it, in the order of the view's `webhooks`. */
  webhooks: { raw: RawOperation; view: WebhookView }[];
  tagSections: TagSection[];
}

export function buildReferenceView(input: ViewInput): {
  view: ReferenceView;
  diagnostics: Diagnostic[];
  parts: ReferenceParts;
  /** Whether no allOf of the document contradicts itself (what the next build of this structure may skip). */
  allOfClean: boolean;
  /** With `replay`: what the next build reuses, and how many views this one reused. */
  kept?: { views: KeptViews; stats: ReplayStats };
} {
  const root = input.source.data as JsonObject;
  const resolver = new RefResolver(root);
  const markdown = input.html.descriptions(input.linkBase);
  const info = isObject(root.info) ? root.info : {};
  const servers = serverViews(root.servers, input.documentUrl, markdown);
  const globalRequirements = securityRequirements(root.security);
  const globalSecurity = globalRequirements?.map((alternative) => alternative.map((r) => r.scheme));
  const collected = collectOperations(resolver, input.source);
  const operationsById = new Map<string, { anchor: string; summary: string }>();
  for (const op of collected.operations) {
    const written = op.operation.operationId;
    if (typeof written === 'string' && !operationsById.has(written)) operationsById.set(written, { anchor: `operation/${op.id}`, summary: operationSummary(op) });
  }
  const subtypes = subtypeIndex(resolver);
  const allowance = specAllowance(input.source.text.length);
  const replay = input.replay ? new ViewReplay(root, replayGlobals(root, input), subtypes, operationsById, input.replay.previous) : undefined;
  // The state the schema trees share (schema-tree.ts), logged when views are kept.
  const state = replay?.state(allowance, input.exampleFiles) ?? { cuts: { refs: new Set(), trees: new Map(), allOf: new Set() }, nodeCache: new Map(), exampleFiles: input.exampleFiles };
  const context: ReferenceContext = {
    resolver,
    markdown,
    highlight: input.html.highlight,
    subtypes,
    nodeCache: state.nodeCache,
    cuts: state.cuts,
    allowance,
    serverUrl: servers[0].resolvedUrl,
    documentUrl: input.documentUrl,
    globalSecurity,
    globalRequirements: globalRequirements ?? [],
    tryIt: input.tryIt !== undefined,
    operationsById,
    schemaDepth: Math.max(0, Math.floor(input.schemaDepth ?? 1)),
    sampleLanguages: sampleLanguages(input.codeSampleLanguages),
    exampleFiles: state.exampleFiles,
  };
  // Each operation, webhook and schema entry: the last build's view while it may be reused.
  const unit = <T>(id: string, own: unknown, build: () => T): T => (replay ? replay.unit(id, own, build) : build());
  const description = typeof info.description === 'string' ? info.description : '';
  const title = typeof info.title === 'string' ? info.title : 'API reference';
  const logo = logoOf(root, title, input.externalImages ?? 'allow', input.source);
  const securitySchemes = securitySchemeViews(resolver, markdown);
  const security = { kind: 'security' as const, schemes: securitySchemes, required: globalSecurity ?? [] };
  const intro = describedWithComponents(description, context, input.source, ['info', 'description'], security);
  const tags = tagViews(root, collected.operations, context, input.source, security, unit);
  const schemas = schemaViews(context, unit);
  const webhooks = collected.webhooks.map((w) => unit(`webhook:${w.id}`, ownPart(w), () => webhookView(w, context)));
  const allOfConflicts = input.allOfClean ? [] : allOfConflictDiagnostics(root, resolver, input.source);
  return {
    allOfClean: allOfConflicts.length === 0,
    diagnostics: [
      ...collected.diagnostics,
      ...intro.diagnostics,
      ...tags.diagnostics,
      ...logo.diagnostics,
      ...serverVariableDiagnostics(input.source),
      ...allOfConflicts,
      ...cutDiagnostics(context.cuts!, input.source),
    ],
    parts: {
      resolver,
      operations: collected.operations.map((raw, i) => ({ raw, view: tags.viewOf(i) })),
      webhooks: collected.webhooks.map((raw, i) => ({ raw, view: webhooks[i] })),
      tagSections: tags.sections,
    },
    ...(replay ? { kept: { views: replay.kept(), stats: replay.stats } } : {}),
    view: {
      specId: input.specId,
      title,
      version: info.version === undefined ? '' : String(info.version),
      summary: typeof info.summary === 'string' ? info.summary : undefined,
      descriptionHtml: intro.descriptionHtml,
      ...optional('descriptionParts', intro.descriptionParts),
      metaDescription: typeof info.summary === 'string' ? info.summary : plainFirstSentence(description),
      openapiVersion: String(root.openapi ?? ''),
      deprecated: input.deprecated,
      servers,
      securitySchemes,
      globalSecurity: globalSecurity ?? [],
      about: aboutLinks(root),
      ...(logo.logo ? { logo: logo.logo } : {}),
      tags: tags.tags,
      schemas,
      webhooks,
      operationCount: collected.operations.length,
      tryIt: input.tryIt ? tryItSpec(input.specId, servers, resolver, input.tryIt) : undefined,
    },
  };
}

function tagViews(
  root: JsonObject,
  operations: RawOperation[],
  context: ReferenceContext,
  source: YamlSource,
  security: SecurityPart,
  unit: Unit,
): { tags: TagView[]; sections: TagSection[]; viewOf: (index: number) => OperationView; diagnostics: Diagnostic[] } {
  const plan = planTags(
    root,
    operations.map((op) => op.operation.tags),
    source,
    operations.map((op) => op.path),
  );
  const slugger = new GithubSlugger();
  const views = new Map<number, OperationView>();
  // Each operation's view is made once, with its badge and audience tags as labels.
  const viewOf = (index: number) => {
    let view = views.get(index);
    if (!view) {
      const raw = operations[index];
      const labels = plan.labels[index];
      view = unit(`operation:${raw.id}`, { ...ownPart(raw), labels }, () => {
        const built = operationView(raw, context);
        return labels.length > 0 ? { ...built, badges: [...built.badges, ...labels] } : built;
      });
      views.set(index, view);
    }
    return view;
  };
  const diagnostics = [...plan.diagnostics];
  const declared = Array.isArray(root.tags) ? root.tags : [];
  const tags = plan.sections.map((section): TagView => {
    const slug = slugger.slug(section.name) || 'tag';
    const at = declared.findIndex((tag) => isObject(tag) && tag.name === section.name);
    const described = describedWithComponents(section.description, context, source, at >= 0 ? ['tags', at, 'description'] : ['tags'], security);
    diagnostics.push(...described.diagnostics);
    return {
      name: section.label,
      slug,
      anchor: `tag/${slug}`,
      ...(section.group !== undefined ? { group: section.group } : {}),
      ancestors: section.ancestors,
      descriptionHtml: described.descriptionHtml,
      ...optional('descriptionParts', described.descriptionParts),
      ...optional('externalDocs', section.externalDocs),
      operations: section.operations.map(viewOf),
    };
  });
  // Every operation's view exists once its first tag is built: the other tags link to it.
  plan.sections.forEach((section, i) => {
    if (section.alsoHere.length > 0) tags[i].alsoHere = section.alsoHere.map(viewOf).map(({ anchor, method, path, summary, deprecated }) => ({ anchor, method, path, summary, deprecated }));
  });
  return { tags, sections: plan.sections, viewOf, diagnostics };
}

function schemaViews(context: ReferenceContext, unit: Unit): NamedSchemaView[] {
  return context.resolver.componentSchemas().map(([name]) => {
    const ref = { $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` };
    return unit(`schema:${name}`, ref, () => schemaView(name, ref, context));
  });
}

/** One entry of the Schemas section: the schema's tree in full and its example. */
function schemaView(name: string, ref: { $ref: string }, context: ReferenceContext): NamedSchemaView {
  const value = exampleFor(ref, context.resolver, 'any');
  const written = context.resolver.object(ref);
  return {
    name,
    anchor: schemaAnchor(name),
    ...optional('externalDocs', externalDocsOf(written?.externalDocs)),
    schema: buildSchemaNode(ref, context, 'any', 1, true),
    example: value === undefined ? undefined : exampleView(name, undefined, value, 'application/json', context.exampleFiles, context.highlight),
  };
}

/** A view kept from build to build (view-replay.ts): `id` names it, `own` is its part of the document. */
type Unit = <T>(id: string, own: unknown, build: () => T) => T;

/** An operation's or webhook's own part of the document: it and what its path item says of all its operations. */
function ownPart(raw: RawOperation): JsonObject {
  return { id: raw.id, method: raw.method, path: raw.path, operation: raw.operation, pathItem: withoutOperations(raw.pathItem) };
}

/**
 * What every view of a spec reads besides its own part and the entries it reaches: the document
 * but for its paths, webhooks, components (but the security schemes), and the parts no operation,
 * webhook or schema entry shows (info, tags); and the options of the view.
 */
function replayGlobals(root: JsonObject, input: ViewInput): unknown {
  const { paths: _paths, webhooks: _webhooks, 'x-webhooks': _xWebhooks, components, info: _info, tags: _tags, ...rest } = root;
  return {
    rest,
    securitySchemes: isObject(components) ? components.securitySchemes : undefined,
    specId: input.specId,
    linkBase: input.linkBase,
    documentUrl: input.documentUrl,
    tryIt: input.tryIt,
    schemaDepth: input.schemaDepth,
    codeSampleLanguages: input.codeSampleLanguages,
  };
}

/** One warning per schema whose tree ran out of budget, at the schema, naming where it was cut. */
function cutDiagnostics(cuts: TreeCuts, source: YamlSource): Diagnostic[] {
  const name = (ref: string) => (ref.startsWith('#/components/schemas/') ? (refSegments(ref)?.at(-1) ?? ref) : ref);
  const allOf = [...cuts.allOf].map((ref) =>
    diagnostic(
      'openapi-schema-cut',
      'warning',
      `The allOf of ${ref ? name(ref) : 'a schema'} reaches more parts than the reference merges (parts that repeat each other double at every level); the parts past them are not shown`,
      source.keyPositionOf(refSegments(ref) ?? []),
      'List each part once: allOf: [A, A] shows nothing more than allOf: [A].',
    ),
  );
  const trees = [...cuts.trees].map(([outer, at]) =>
    diagnostic(
      'openapi-schema-cut',
      'warning',
      `The schema tree of ${name(outer)} would be over ${TREE_BUDGET.toLocaleString('en-US')} bytes of HTML shown in place (schemas used many times over or nested in each other); it is cut at ${name(at)}, ${at.startsWith('#/components/schemas/') ? 'which links to its own entry ("… continued at")' : 'which has no entry of its own: the rest is not shown'}`,
      source.keyPositionOf(refSegments(outer) ?? []),
      'Schemas that list the next level twice or more (oneOf: [A, A], allOf of repeated parts) double at every level. If it is meant so, nothing is lost: each schema is shown in full once, in the Schemas section.',
    ),
  );
  const spent =
    cuts.spent === undefined
      ? []
      : [
          diagnostic(
            'openapi-schema-cut',
            'warning',
            `The schema trees of this reference would be more HTML than ${SPEC_ALLOWANCE_PER_BYTE} times the spec's size shown in place (large schemas shown in full by many operations); from ${cuts.spent ? name(cuts.spent) : 'here'} on, trees are cut short and link to their schemas' entries ("… continued at")`,
            source.keyPositionOf(refSegments(cuts.spent) ?? []),
            'Nothing is lost: each schema is still shown in full once, in the Schemas section, and every operation links to it.',
          ),
        ];
  return [...trees, ...allOf, ...spent];
}

/** Schemas that `allOf` a parent: the parent's implicit discriminator subtypes. */
function subtypeIndex(resolver: RefResolver): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [name, raw] of resolver.componentSchemas()) {
    if (!isObject(raw) || !Array.isArray(raw.allOf)) continue;
    for (const member of raw.allOf) {
      const parent = resolver.resolve(member).schemaName;
      if (parent && parent !== name) index.set(parent, [...(index.get(parent) ?? []), name]);
    }
  }
  return index;
}

/** `{ key: value }` when the value exists, else nothing (optional view fields stay absent, not undefined). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
