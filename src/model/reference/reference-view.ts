// A whole OpenAPI document → ReferenceView: intro, tags with their operations, schemas, webhooks.
import GithubSlugger from 'github-slugger';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import type { ReferenceContext } from './context.js';
import { exampleFor } from './example-values.js';
import { exampleView } from './examples.js';
import { markdownCache } from './markdown.js';
import { operationView, webhookView } from './operation-view.js';
import { collectOperations, type RawOperation } from './operations.js';
import { isObject, type JsonObject } from './pointer.js';
import { UNTAGGED_GROUP } from './spec-model.js';
import { orderByGroups, tagGroupsOf } from './tag-groups.js';
import { RefResolver, schemaAnchor } from './resolver.js';
import { buildSchemaNode } from './schema-tree.js';
import { aboutLinks, logoOf } from './about.js';
import { requirementNames, securitySchemeViews } from './security.js';
import { serverViews } from './servers.js';
import { tryItSpec, type TryItOptions } from './try-it.js';
import type { NamedSchemaView, OperationView, TagView } from './view-model.js';
import type { ReferenceView } from './view-model.js';

export interface ViewInput {
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
}

export function buildReferenceView(input: ViewInput): { view: ReferenceView; diagnostics: Diagnostic[] } {
  const root = input.source.data as JsonObject;
  const resolver = new RefResolver(root);
  const markdown = markdownCache(input.linkBase);
  const info = isObject(root.info) ? root.info : {};
  const servers = serverViews(root.servers, input.documentUrl, markdown);
  const globalSecurity = requirementNames(root.security);
  const context: ReferenceContext = {
    resolver,
    markdown,
    subtypes: subtypeIndex(resolver),
    nodeCache: new Map(),
    serverUrl: servers[0].resolvedUrl,
    documentUrl: input.documentUrl,
    globalSecurity,
    tryIt: input.tryIt !== undefined,
  };
  const collected = collectOperations(resolver, input.source);
  const description = typeof info.description === 'string' ? info.description : '';
  const title = typeof info.title === 'string' ? info.title : 'API reference';
  const logo = logoOf(root, title, input.externalImages ?? 'allow', input.source);
  return {
    diagnostics: [...collected.diagnostics, ...logo.diagnostics],
    view: {
      specId: input.specId,
      title,
      version: info.version === undefined ? '' : String(info.version),
      summary: typeof info.summary === 'string' ? info.summary : undefined,
      descriptionHtml: markdown(description),
      metaDescription: typeof info.summary === 'string' ? info.summary : firstSentence(description),
      openapiVersion: String(root.openapi ?? ''),
      deprecated: input.deprecated,
      servers,
      securitySchemes: securitySchemeViews(resolver, markdown),
      globalSecurity: globalSecurity ?? [],
      about: aboutLinks(root),
      ...(logo.logo ? { logo: logo.logo } : {}),
      tags: tagViews(root, collected.operations, context),
      schemas: schemaViews(context),
      webhooks: collected.webhooks.map((w) => webhookView(w, context)),
      operationCount: collected.operations.length,
      tryIt: input.tryIt ? tryItSpec(input.specId, servers, resolver, input.tryIt) : undefined,
    },
  };
}

function tagViews(root: JsonObject, operations: RawOperation[], context: ReferenceContext): TagView[] {
  const slugger = new GithubSlugger();
  const declared = Array.isArray(root.tags) ? root.tags.filter(isObject) : [];
  const order: string[] = declared.map((t) => String(t.name));
  const known = new Set(order);
  const byTag = new Map<string, RawOperation[]>();
  /** Operations listed under a tag that is not their first (shown in full under their first only). */
  const alsoByTag = new Map<string, RawOperation[]>();
  const add = (map: Map<string, RawOperation[]>, tag: string, op: RawOperation) => {
    if (!known.has(tag)) {
      known.add(tag);
      order.push(tag);
    }
    const list = map.get(tag);
    if (list) list.push(op);
    else map.set(tag, [op]);
  };
  for (const op of operations) {
    const tags = Array.isArray(op.operation.tags) && op.operation.tags.length > 0 ? [...new Set(op.operation.tags.map(String))] : [UNTAGGED_GROUP];
    // An operation is shown once, under its first tag, so its anchor is unique; its other tags list it.
    add(byTag, tags[0], op);
    for (const tag of tags.slice(1)) add(alsoByTag, tag, op);
  }
  const views = new Map<RawOperation, OperationView>();
  const viewOf = (op: RawOperation) => {
    let view = views.get(op);
    if (!view) views.set(op, (view = operationView(op, context)));
    return view;
  };
  const grouped = orderByGroups(order, tagGroupsOf(root));
  const tags = grouped.order.flatMap((name) => {
    const meta = declared.find((t) => t.name === name) ?? {};
    const ops = byTag.get(name);
    // A tag without operations is kept when it says something: Redoc's trait tags
    // (`x-traitTag: true`, often an API's authentication, rate limits or pagination) and any
    // declared tag with a description are sections of their own, in their declared place.
    if (!ops && !alsoByTag.has(name) && !(typeof meta.description === 'string' && meta.description.trim() !== '')) return [];
    const label = typeof meta['x-displayName'] === 'string' ? meta['x-displayName'] : name;
    const slug = slugger.slug(name) || 'tag';
    const group = grouped.groupOf.get(name);
    return [
      { name, tag: { name: label, slug, anchor: `tag/${slug}`, ...(group !== undefined ? { group } : {}), descriptionHtml: context.markdown(meta.description), operations: (ops ?? []).map(viewOf) } },
    ];
  });
  // Every operation's view exists once its first tag is built: the other tags link to it.
  return tags.map(({ name, tag }): TagView => {
    const also = alsoByTag.get(name);
    if (!also) return tag;
    return { ...tag, alsoHere: also.map(viewOf).map(({ anchor, method, path, summary, deprecated }) => ({ anchor, method, path, summary, deprecated })) };
  });
}

function schemaViews(context: ReferenceContext): NamedSchemaView[] {
  return context.resolver.componentSchemas().map(([name]) => {
    const ref = { $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` };
    const value = exampleFor(ref, context.resolver, 'any');
    return { name, anchor: schemaAnchor(name), schema: buildSchemaNode(ref, context, 'any', 1), example: value === undefined ? undefined : exampleView(name, undefined, value, 'application/json') };
  });
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

function firstSentence(markdown: string): string | undefined {
  const plain = markdown
    .split(/\n\s*\n/)[0]
    ?.replace(/\]\([^)]*\)/g, '')
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  const end = plain.search(/[.!?](\s|$)/);
  return end > 0 ? plain.slice(0, end + 1) : plain.slice(0, 160);
}
