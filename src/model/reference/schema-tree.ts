// JSON Schema → SchemaNode tree. Named component schemas that carry structure (properties,
// allOf) are expanded `namedLevels` deep and linked below that, so a page grows with the spec and
// not with how often a schema is reused; a schema already being expanded becomes a link (recursion).
// Schemas that are not "structured" (a oneOf, an array) are expanded wherever they appear, so
// schemas that repeat each other (`S0: oneOf [S1, S1]`, `S1: oneOf [S2, S2]`…) double at each
// level: every tree has a budget (TREE_BUDGET) and is cut where it runs out (see build).
import { isObject, type JsonObject } from './pointer.js';
import { alsoVariants, impossibleReasons, mergeAllOf, mergeBudget } from './merge-all-of.js';
import { schemaAnchor, type RefResolver } from './resolver.js';
import { baseTypeLabel, constraintsOf, examplesOf, isMap, isNullable, jsonText } from './schema-facets.js';
import type { FieldView, SchemaLink, SchemaNode, SchemaTree, VariantsView } from './view-model.js';
import { budgetWeight, PER_FIELD } from './weight.js';

export interface SchemaContext {
  resolver: RefResolver;
  /** Markdown → sanitised HTML (cached by the caller). */
  markdown: (text: unknown) => string;
  /** Component name → names of the schemas that `allOf` it (implicit discriminator subtypes). */
  subtypes: Map<string, string[]>;
  /**
   * Trees already built for a bare `$ref` in the same situation (see build): a schema used by
   * many operations is built once and the views share it, which also lets the renderer render it
   * once (render/reference/shared-bodies.ts).
   */
  nodeCache?: Map<string, SchemaNode>;
  /** Where trees were cut (see TreeCuts); absent, trees are still cut but not recorded. */
  cuts?: TreeCuts;
  /**
   * Estimated HTML all trees of the spec may still show in place (see specAllowance); once it is
   * spent, each further tree has SPENT_TREE_BUDGET. Absent: no limit but each tree's own.
   */
  allowance?: { left: number };
}

/**
 * Trees of one spec that ran out of budget. `refs`: the refs being expanded where one ran out;
 * they are shown as links (named) or a note (others) wherever they appear afterwards, so each is
 * shown in full once, in its own entry of the Schemas section. `trees`: the outermost schema of
 * each cut tree → the schema it was cut at, for the warning.
 */
export interface TreeCuts {
  refs: Set<string>;
  trees: Map<string, string>;
  /** Schemas whose `allOf` reached more members than mergeAllOf merges ('' for one not named). */
  allOf: Set<string>;
  /** The first schema cut because the spec's allowance was spent. */
  spent?: string;
}

export type Direction = 'request' | 'response' | 'any';

const MAX_DEPTH = 24;
/** A list of more variants than this shows its named ones as links (see variantsOf). */
export const MAX_EXPANDED_VARIANTS = 12;
/**
 * Estimated HTML bytes (weight.ts) one tree may show in place. GitHub's description, whose
 * webhook payloads are the deepest real trees we know, has no page over 880 KB of HTML, so no
 * tree of it comes near; a tree past it is cut with a link to the schema it was cut at.
 */
export const TREE_BUDGET = 1_500_000;
/** Enum values shown in place; the others are counted ("and 99,700 more values"). */
export const MAX_ENUM_VALUES = 500;

/**
 * A tree small enough for one page can still be shown by every operation: 3,000 operations each
 * answering with a 1,000-row tree are 240 MB of HTML from 1.3 MB of spec. All trees of a spec
 * together may show this much (estimated bytes), at least SPEC_ALLOWANCE_MIN: GitHub's
 * description (13 MB) makes about 60 MB of HTML in all, a quarter of its allowance.
 */
export const SPEC_ALLOWANCE_PER_BYTE = 20;
export const SPEC_ALLOWANCE_MIN = 20_000_000;
/** A tree's budget once the spec's allowance is spent: a few dozen rows, the rest linked. */
const SPENT_TREE_BUDGET = 20_000;

/** The allowance of a spec of `bytes` (see SPEC_ALLOWANCE_PER_BYTE). */
export function specAllowance(bytes: number): { left: number } {
  return { left: Math.max(SPEC_ALLOWANCE_MIN, bytes * SPEC_ALLOWANCE_PER_BYTE) };
}

interface Budget {
  left: number;
  /** Whether this tree ran out (a cut node is in it). */
  cut: boolean;
  /** The tree has SPENT_TREE_BUDGET: its cuts are the spec's allowance's, not its own size's. */
  spent: boolean;
}

interface Walk {
  direction: Direction;
  stack: ReadonlySet<string>;
  depth: number;
  budget: Budget;
  /** The schema's own entry in the Schemas section: its root is shown even if its tree was cut before. */
  ownEntry: boolean;
}

// The budget each node of the cache took to build (its tree's size), charged again where it is reused.
const sizes = new WeakMap<SchemaNode, number>();

/** Whether a node came from the node cache, so it may appear in many places of the view (weight.ts memoises only these). */
export function isCachedNode(node: SchemaNode): boolean {
  return sizes.has(node);
}

/** The budget a node of the cache took to build (view-replay.ts keeps it with the node). */
export function cachedSize(node: SchemaNode): number {
  return sizes.get(node) ?? 0;
}

/**
 * `namedLevels`: how many structured named schemas are expanded before the rest become links.
 * `ownEntry`: `raw` is the schema's own entry in the Schemas section.
 */
export function buildSchemaNode(raw: unknown, context: SchemaContext, direction: Direction, namedLevels = 1, ownEntry = false): SchemaNode {
  const allowance = context.allowance;
  const size = allowance && allowance.left < TREE_BUDGET ? Math.max(SPENT_TREE_BUDGET, allowance.left) : TREE_BUDGET;
  const attempt = () => {
    const walk: Walk = { direction, stack: new Set(), depth: 0, budget: { left: size, cut: false, spent: size < TREE_BUDGET }, ownEntry };
    return { node: build(raw, namedLevels, walk, context), used: size - Math.max(0, walk.budget.left), cut: walk.budget.cut };
  };
  let result = attempt();
  // Cut: built again now that the refs which made it too big are known, so the tree links them
  // from where they start instead of wherever the budget happened to run out.
  if (result.cut && context.cuts) result = attempt();
  if (allowance) allowance.left -= result.used;
  return result.node;
}

function build(raw: unknown, namedLeft: number, walk: Walk, context: SchemaContext): SchemaNode {
  raw = annotatedRef(raw) ?? raw;
  if (walk.budget.left <= 0) return cut(raw, walk, context);
  const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if (ref !== undefined && context.cuts?.refs.has(ref) && !(walk.ownEntry && walk.depth === 0)) return cutAt(ref, raw, context);
  // A bare `$ref` builds the same tree wherever it appears with the same levels, direction, depth
  // and refs being expanded (the only inputs below); with siblings (3.1 description) it may not.
  // A tree that was cut depends on the budget left, so it is not kept.
  const cacheKey = context.nodeCache && isBareRef(raw) ? `${raw.$ref}\n${namedLeft}\n${walk.direction}\n${walk.depth}\n${[...walk.stack].join('\n')}` : undefined;
  if (cacheKey !== undefined) {
    const cached = context.nodeCache!.get(cacheKey);
    if (cached) {
      const size = sizes.get(cached) ?? 0;
      if (size > walk.budget.left) return cut(raw, walk, context);
      walk.budget.left -= size;
      return cached;
    }
    const before = walk.budget.left;
    const wasCut = walk.budget.cut;
    walk.budget.cut = false;
    const node = buildUncached(raw, namedLeft, walk, context);
    if (!walk.budget.cut) {
      sizes.set(node, before - walk.budget.left);
      context.nodeCache!.set(cacheKey, node);
    }
    walk.budget.cut ||= wasCut;
    return node;
  }
  return buildUncached(raw, namedLeft, walk, context);
}

/**
 * Where the budget ran out: the refs being expanded are recorded (shown as links from now on), and
 * this node becomes a link to its schema ("… continued at"), or a note when it has no entry to link to.
 */
function cut(raw: unknown, walk: Walk, context: SchemaContext): SchemaNode {
  walk.budget.cut = true;
  walk.budget.left = 0;
  const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if (context.cuts) {
    for (const expanded of walk.stack) context.cuts.refs.add(expanded);
    if (ref !== undefined) context.cuts.refs.add(ref);
    const outer = walk.stack.values().next().value ?? ref;
    if (walk.budget.spent) context.cuts.spent ??= outer ?? '';
    else if (outer !== undefined && !context.cuts.trees.has(outer)) context.cuts.trees.set(outer, ref ?? [...walk.stack].pop() ?? outer);
  }
  return cutAt(ref, raw, context);
}

function cutAt(ref: string | undefined, raw: unknown, context: SchemaContext): SchemaNode {
  const resolved = ref !== undefined ? context.resolver.resolve(raw) : undefined;
  if (resolved?.schemaName) return { ...link(resolved.schemaName, resolved.value, false, context), continued: true };
  return { ...plain('…', context), cut: true };
}

/**
 * `allOf: [{ $ref }, { description }]` is a named schema with a description of its own, written so
 * because OpenAPI 3.0 ignores what stands beside a `$ref` (AWS's descriptions write every property
 * so). It is read as `{ $ref, description }`: the named schema, shown or linked as a named schema
 * is. Read as an anonymous allOf it was inlined at every level, so named schemas that use each
 * other grew without bound (Amplify UI Builder's ActionParameters: a page of 122 MB).
 */
function annotatedRef(raw: unknown): { $ref: string; description?: unknown } | undefined {
  if (!isObject(raw) || !Array.isArray(raw.allOf)) return undefined;
  let ref: string | undefined;
  let description = raw.description;
  for (const key in raw) if (key !== 'allOf' && key !== 'description') return undefined;
  for (const part of raw.allOf) {
    if (!isObject(part)) return undefined;
    for (const key in part) if (key !== '$ref' && key !== 'description') return undefined;
    if (typeof part.$ref === 'string') {
      if (ref !== undefined) return undefined;
      ref = part.$ref;
    }
    description ??= part.description;
  }
  if (ref === undefined) return undefined;
  return description === undefined ? { $ref: ref } : { $ref: ref, description };
}

function isBareRef(raw: unknown): raw is { $ref: string } {
  if (!isObject(raw) || typeof raw.$ref !== 'string') return false;
  for (const key in raw) if (key !== '$ref') return false;
  return true;
}

function buildUncached(raw: unknown, namedLeft: number, walk: Walk, context: SchemaContext): SchemaNode {
  const { resolver } = context;
  const resolved = resolver.resolve(raw);
  const name = resolved.schemaName;
  const value = resolved.value;
  if (resolved.ref && walk.stack.has(resolved.ref)) return name ? link(name, value, true, context) : plain('(recursive)', context);
  if (!isObject(value)) return plain(value === false ? 'never' : 'any', context);
  const structured = hasStructure(value);
  if (name && structured && (namedLeft <= 0 || walk.depth >= MAX_DEPTH)) return link(name, value, false, context);
  if (walk.depth >= MAX_DEPTH) return plain('…', context);

  const stack = resolved.ref ? new Set([...walk.stack, resolved.ref]) : walk.stack;
  const next: Walk = { ...walk, stack, depth: walk.depth + 1 };
  const childNamed = name && structured ? namedLeft - 1 : namedLeft;
  const merges = mergeBudget();
  const schema = mergeAllOf(value, resolver, stack, 0, merges);
  if (merges.merges < 0 && context.cuts) context.cuts.allOf.add(resolved.ref ?? '');

  const tree = facets(schema, name, context);
  // Parts of an allOf that no value matches at once (warned at the allOf, see allof-conflicts.ts).
  const impossible = impossibleReasons(schema);
  if (impossible.length > 0) {
    tree.typeLabel = 'impossible';
    tree.constraints.unshift(...impossible.map((reason) => ({ kind: 'impossible' as const, reason })));
  }
  walk.budget.left -= budgetWeight(tree);
  tree.properties = fields(schema, childNamed, next, context);
  if (isObject(schema.additionalProperties)) tree.additionalProperties = build(schema.additionalProperties, childNamed, next, context);
  else if (schema.additionalProperties === true) tree.additionalProperties = true;
  if (isObject(schema.patternProperties))
    for (const [pattern, raw] of Object.entries(schema.patternProperties)) tree.labelledRows.push({ label: { kind: 'names-matching', pattern }, schema: build(raw, childNamed, next, context) });
  // A map (values, no named fields) says so in its type: `Map of string`.
  if (isMap(schema) && tree.additionalProperties !== undefined && tree.additionalProperties !== true && tree.typeLabel === 'object') tree.typeLabel = `Map of ${itemLabel(tree.additionalProperties)}`;
  // A tuple (3.1 `prefixItems`): each position is a row; `items` are then the ones after them.
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((raw, i) => tree.labelledRows.push({ label: { kind: 'item', position: i + 1 }, schema: build(raw, childNamed, next, context) }));
    tree.typeLabel = `Tuple of ${schema.prefixItems.length}`;
  }
  if (schema.items !== undefined && typeof schema.items !== 'boolean') {
    tree.items = build(schema.items, childNamed, next, context);
    if (!Array.isArray(schema.prefixItems)) tree.typeLabel = `Array of ${itemLabel(tree.items)}`;
  }
  // A oneOf of constants, each with its description, is an enum whose values say what they mean.
  const choices = constChoices(schema, context);
  if (choices) {
    tree.enumValues = choices.values.slice(0, MAX_ENUM_VALUES);
    if (choices.values.length > MAX_ENUM_VALUES) tree.enumMore = choices.values.length - MAX_ENUM_VALUES;
    tree.enumDescriptions = choices.descriptions;
    tree.nullable ||= choices.nullable;
    if (tree.typeLabel === 'any') tree.typeLabel = baseTypeLabel({ enum: choices.consts } as JsonObject);
    return tree;
  }
  // Each further oneOf/anyOf of an allOf's parts: a row of its own, its alternatives under it.
  for (const also of alsoVariants(schema)) tree.labelledRows.push({ label: { kind: Array.isArray(also.oneOf) ? 'and-one-of' : 'and-any-of' }, schema: build(also, namedLeft, next, context) });
  // Variants keep the level of the schema that lists them: a oneOf of named schemas shows them.
  const variants = variantsOf(schema, name, namedLeft, next, context);
  if (variants?.single) return mergeSingle(tree, variants.single, variants.nullable);
  if (variants?.view) {
    tree.variants = variants.view;
    tree.nullable ||= variants.nullable;
    if (tree.typeLabel === 'any') tree.typeLabel = variants.view.kind === 'oneOf' ? 'one of' : 'any of';
  }
  if (isObject(schema.discriminator)) tree.discriminator = discriminatorOf(schema.discriminator, schema, name, context);
  return tree;
}

function hasStructure(schema: JsonObject): boolean {
  return isObject(schema.properties) || Array.isArray(schema.allOf) || isObject(schema.additionalProperties) || isObject(schema.patternProperties) || Array.isArray(schema.prefixItems);
}

function facets(schema: JsonObject, name: string | undefined, context: SchemaContext): SchemaTree {
  return {
    kind: 'tree',
    name,
    anchor: name ? schemaAnchor(name) : undefined,
    title: typeof schema.title === 'string' ? schema.title : undefined,
    typeLabel: baseTypeLabel(schema),
    descriptionHtml: context.markdown(schema.description),
    nullable: isNullable(schema),
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    deprecated: schema.deprecated === true,
    enumValues: Array.isArray(schema.enum) ? schema.enum.slice(0, MAX_ENUM_VALUES).map((v) => jsonText(v)) : [],
    ...(Array.isArray(schema.enum) && schema.enum.length > MAX_ENUM_VALUES ? { enumMore: schema.enum.length - MAX_ENUM_VALUES } : {}),
    enumDescriptions: enumDescriptions(schema, context),
    constValue: schema.const !== undefined ? jsonText(schema.const) : undefined,
    defaultValue: schema.default !== undefined ? jsonText(schema.default) : undefined,
    examples: examplesOf(schema),
    constraints: constraintsOf(schema),
    properties: [],
    labelledRows: [],
  };
}

/**
 * The meaning of enum values, as Redoc (`x-enumDescriptions`) and others (`x-enum-descriptions`)
 * write it: an object from value to markdown, or a list in the order of `enum`.
 */
function enumDescriptions(schema: JsonObject, context: SchemaContext): { value: string; descriptionHtml: string }[] {
  if (!Array.isArray(schema.enum)) return [];
  const values = schema.enum.slice(0, MAX_ENUM_VALUES);
  const written = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  const described = (value: unknown, text: unknown) => (typeof text === 'string' && text.trim() !== '' ? [{ value: jsonText(value), descriptionHtml: context.markdown(text) }] : []);
  if (Array.isArray(written)) return values.flatMap((value, i) => described(value, written[i]));
  if (isObject(written)) return values.flatMap((value) => described(value, written[String(value)]));
  return [];
}

function fields(schema: JsonObject, namedLeft: number, walk: Walk, context: SchemaContext): FieldView[] {
  if (!isObject(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  const out: FieldView[] = [];
  for (const [name, raw] of Object.entries(schema.properties)) {
    const target = context.resolver.object(raw);
    if (walk.direction === 'request' && target?.readOnly === true) continue;
    if (walk.direction === 'response' && target?.writeOnly === true) continue;
    walk.budget.left -= PER_FIELD;
    out.push({ name, required: required.has(name), schema: build(raw, namedLeft, walk, context) });
  }
  return out;
}

interface Variants {
  view?: VariantsView;
  single?: SchemaNode;
  nullable: boolean;
}

/**
 * `oneOf` (or `anyOf`) whose every option is a bare `const` (with a `description` or `title`):
 * the documented-enum pattern of OpenAPI 3.1. Undefined for any other shape.
 */
function constChoices(schema: JsonObject, context: SchemaContext): { consts: unknown[]; values: string[]; descriptions: SchemaTree['enumDescriptions']; nullable: boolean } | undefined {
  const raws = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (!raws || raws.length < 2) return undefined;
  const options = raws.map((raw) => context.resolver.object(raw));
  const isNull = (option: JsonObject | undefined) => option?.type === 'null';
  const choices = options.filter((option) => !isNull(option));
  const bare = (option: JsonObject | undefined): option is JsonObject =>
    option !== undefined && option.const !== undefined && !['properties', 'items', 'oneOf', 'anyOf', 'allOf', '$ref'].some((key) => key in option);
  if (choices.length === 0 || !choices.every(bare)) return undefined;
  const consts = choices.map((option) => (option as JsonObject).const);
  const descriptions = choices.slice(0, MAX_ENUM_VALUES).flatMap((option) => {
    const text = (option as JsonObject).description ?? (option as JsonObject).title;
    return typeof text === 'string' && text.trim() ? [{ value: jsonText((option as JsonObject).const), descriptionHtml: context.markdown(text) }] : [];
  });
  return { consts, values: consts.map((value) => jsonText(value)), descriptions, nullable: choices.length < options.length };
}

function variantsOf(schema: JsonObject, name: string | undefined, namedLeft: number, walk: Walk, context: SchemaContext): Variants | undefined {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  let raws: unknown[] = kind ? (schema[kind] as unknown[]) : [];
  if (!kind && name && isObject(schema.discriminator)) raws = implicitSubtypes(schema.discriminator, name, context);
  if (raws.length === 0) return undefined;
  const isNull = (raw: unknown) => {
    const target = context.resolver.object(raw);
    return target !== undefined && (target.type === 'null' || (Array.isArray(target.type) && target.type.length === 1 && target.type[0] === 'null'));
  };
  const options = raws.filter((raw) => !isNull(raw));
  const nullable = options.length < raws.length;
  const hasOwnShape = isObject(schema.properties) || schema.type !== undefined;
  if (options.length === 1 && !hasOwnShape) return { single: build(options[0], namedLeft, walk, context), nullable };
  const mapping = isObject(schema.discriminator) && isObject(schema.discriminator.mapping) ? schema.discriminator.mapping : {};
  const valueOf = (ref: string | undefined) => Object.entries(mapping).find(([, target]) => target === ref)?.[0];
  // Past a dozen, named variants are links, not expanded in place: Microsoft Graph's `entity` has
  // about 1,000 subtypes, and expanding each made one operation's response 7 MB of HTML.
  const optionLevels = options.length > MAX_EXPANDED_VARIANTS ? 0 : namedLeft;
  const built = options.map((raw) => {
    // An alternative is a row (its <details>, label and type line), as a field is.
    walk.budget.left -= PER_FIELD;
    const resolved = context.resolver.resolve(raw);
    const node = build(raw, optionLevels, walk, context);
    const named = resolved.schemaName ?? (isObject(resolved.value) && typeof resolved.value.title === 'string' && resolved.value.title.trim() ? resolved.value.title : undefined);
    const required = isObject(resolved.value) && Array.isArray(resolved.value.required) ? resolved.value.required.filter((r): r is string => typeof r === 'string') : [];
    return { node, named, required, mapped: valueOf(resolved.ref) };
  });
  const labels = distinctLabels(built);
  return {
    nullable,
    view: {
      kind: kind ?? 'oneOf',
      options: built.map(({ node, mapped }, i) => ({ label: mapped && mapped !== labels[i] ? `${labels[i]} (${mapped})` : labels[i], schema: node })),
    },
  };
}

/**
 * The labels of a list of alternatives, each told apart from the others: a schema's name or title;
 * else its type, with what distinguishes it when several share that type (a property only it has
 * or requires, "object (with card)", or a constant only it holds, "object (kind = "card")"); else
 * "Option 2". An alternative of no type that only requires a property is "with id".
 */
function distinctLabels(options: readonly Alternative[]): string[] {
  const typeOf = (node: SchemaNode) => (node.kind === 'tree' ? node.typeLabel : node.name);
  const first = options.map(({ node, named }) => named ?? typeOf(node));
  const unique = (label: string, list: readonly string[]) => label !== '' && list.filter((l) => l === label).length === 1;
  const told = first.map((label, i) => {
    if (unique(label, first)) return label;
    const others = options.filter((_, j) => j !== i && first[j] === label);
    const distinct = distinguishing(options[i], others);
    if (!distinct) return '';
    const type = label || typeOf(options[i].node);
    return type === 'any' ? distinct : `${type} (${distinct})`;
  });
  // The one alternative of its type left untold keeps the type ("string (= "p")", "string").
  const untold = first.map((label, i) => (told[i] === '' ? label : ''));
  return told.map((label, i) => (unique(label, told) ? label : unique(untold[i], untold) && !told.includes(untold[i]) ? untold[i] : `Option ${i + 1}`));
}

interface Alternative {
  node: SchemaNode;
  /** Its schema's name or title. */
  named?: string;
  /** The properties it requires (an alternative may only require: `anyOf: [{ required: [id] }, …]`). */
  required: readonly string[];
}

/** What one alternative has and none of `others` (of the same label) has: a property, else a property's constant, else its own constant. */
function distinguishing(option: Alternative, others: readonly Alternative[]): string | undefined {
  const fieldsOf = (node: SchemaNode) => (node.kind === 'tree' ? node.properties : []);
  const namesOf = (alternative: Alternative) => new Set([...fieldsOf(alternative.node).map((f) => f.name), ...alternative.required]);
  const otherNames = others.map(namesOf);
  const own = [...namesOf(option)].find((name) => otherNames.every((names) => !names.has(name)));
  if (own) return `with ${own}`;
  const constOf = (n: SchemaNode | undefined) => (n?.kind === 'tree' ? (n.constValue ?? (n.enumValues.length === 1 ? n.enumValues[0] : undefined)) : undefined);
  for (const field of fieldsOf(option.node)) {
    const value = constOf(field.schema);
    if (value !== undefined && others.every((other) => constOf(fieldsOf(other.node).find((f) => f.name === field.name)?.schema) !== value)) return `${field.name} = ${value}`;
  }
  const value = constOf(option.node);
  if (value !== undefined && others.every((other) => constOf(other.node) !== value)) return `= ${value}`;
  return undefined;
}

function implicitSubtypes(discriminator: JsonObject, name: string, context: SchemaContext): unknown[] {
  const mapping = isObject(discriminator.mapping) ? Object.values(discriminator.mapping).filter((v): v is string => typeof v === 'string') : [];
  const refs = mapping.length > 0 ? mapping.map((v) => (v.startsWith('#') ? v : `#/components/schemas/${v}`)) : (context.subtypes.get(name) ?? []).map((n) => `#/components/schemas/${n}`);
  return refs.map((ref) => ({ $ref: ref }));
}

function discriminatorOf(discriminator: JsonObject, schema: JsonObject, name: string | undefined, context: SchemaContext): SchemaTree['discriminator'] {
  const propertyName = typeof discriminator.propertyName === 'string' ? discriminator.propertyName : '';
  const entries: { value: string; anchor?: string; name: string }[] = [];
  const explicit = isObject(discriminator.mapping) ? discriminator.mapping : {};
  for (const [value, target] of Object.entries(explicit)) {
    if (typeof target !== 'string') continue;
    const prefix = '#/components/schemas/';
    const named = target.startsWith(prefix) || !target.startsWith('#');
    const targetName = target.startsWith(prefix) ? target.slice(prefix.length) : target;
    entries.push({ value, name: targetName, anchor: named ? schemaAnchor(targetName) : undefined });
  }
  const listed = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : name
        ? (context.subtypes.get(name) ?? []).map((n) => ({ $ref: `#/components/schemas/${n}` }))
        : [];
  for (const raw of listed) {
    const resolved = context.resolver.resolve(raw);
    if (resolved.schemaName && !entries.some((e) => e.name === resolved.schemaName)) entries.push({ value: resolved.schemaName, name: resolved.schemaName, anchor: schemaAnchor(resolved.schemaName) });
  }
  return { propertyName, mapping: entries };
}

function mergeSingle(outer: SchemaTree, inner: SchemaNode, nullOption: boolean): SchemaNode {
  const nullable = outer.nullable || inner.nullable || nullOption;
  if (inner.kind === 'link') return { ...inner, nullable, descriptionHtml: outer.descriptionHtml || inner.descriptionHtml };
  return { ...inner, nullable, descriptionHtml: outer.descriptionHtml || inner.descriptionHtml, name: outer.name ?? inner.name, anchor: outer.anchor ?? inner.anchor };
}

function link(name: string, value: unknown, recursive: boolean, context: SchemaContext): SchemaLink {
  const schema = isObject(value) ? value : {};
  const label = Array.isArray(schema.oneOf) ? 'one of' : Array.isArray(schema.anyOf) ? 'any of' : baseTypeLabel(Array.isArray(schema.allOf) ? { type: 'object', ...schema } : schema);
  return {
    kind: 'link',
    name,
    anchor: schemaAnchor(name),
    typeLabel: label === 'any' ? 'object' : label,
    recursive,
    descriptionHtml: context.markdown(schema.description),
    nullable: isNullable(schema),
  };
}

function plain(typeLabel: string, context: SchemaContext): SchemaTree {
  return { ...facets({}, undefined, context), typeLabel };
}

function itemLabel(items: SchemaNode): string {
  if (items.kind === 'link' || items.name) return items.name ?? 'any';
  return items.typeLabel;
}
