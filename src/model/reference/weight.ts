// Rough HTML size of a piece of the reference, from its view model, so a split reference can
// cut pages by weight (a few heavy operations or schemas per page) without rendering twice.
import { mediaGroups } from './media-groups.js';
import { isCachedNode } from './schema-tree.js';
import type { ExampleView, FieldView, NamedSchemaView, OperationView, ParameterView, SchemaNode, MediaView, WebhookView } from './view-model.js';

/** A field row (its name, type and badges), besides its schema's own weight. */
export const PER_FIELD = 420;
const PER_CODE_CHAR = 1;
/** JSON as escaped text (an attribute, an example sent as text): its quotes are written `&quot;`. */
const PER_ATTRIBUTE_CHAR = 1.3;

export function operationWeight(op: OperationView): number {
  let bytes = 2500 + op.descriptionHtml.length;
  // A sample the browser writes is its tab and an empty panel; the request it is written from, once.
  for (const sample of op.samples.items) bytes += (sample.kind === 'written' ? sample.highlighted.length * PER_CODE_CHAR : 0) + 400;
  if (op.samples.requestJson) bytes += op.samples.requestJson.length * PER_ATTRIBUTE_CHAR;
  for (const group of op.parameters) bytes += group.parameters.reduce((n, p) => n + parameterWeight(p), 0);
  if (op.requestBody) bytes += mediaWeight(op.requestBody.contents);
  for (const response of op.responses) bytes += 600 + response.descriptionHtml.length + mediaWeight(response.contents) + response.headers.length * PER_FIELD;
  return bytes;
}

/** A parameter's row: its schema's facts and children (an enum, an object's fields) and its examples count too. */
function parameterWeight(p: ParameterView): number {
  const schema = p.schema ? nodeWeight(p.schema) - 200 : 0;
  return PER_FIELD + p.descriptionHtml.length + schema + (p.example?.length ?? 0) + (p.moreExamples?.reduce((n, e) => n + e.length + 40, 0) ?? 0);
}

/** Webhook payloads can be as large as any operation's body (GitHub's are hundreds of fields deep). */
export function webhookWeight(webhook: WebhookView): number {
  let bytes = 2500 + webhook.descriptionHtml.length;
  if (webhook.payload) bytes += mediaWeight(webhook.payload.contents);
  for (const response of webhook.responses) bytes += 600 + response.descriptionHtml.length + mediaWeight(response.contents);
  return bytes;
}

export function schemaWeight(schema: NamedSchemaView): number {
  return 800 + nodeWeight(schema.schema) + (schema.example ? exampleWeight(schema.example) : 0);
}

/** A schema shown for several media types at once (media-groups.ts) counts once, each further media type as its name. */
function mediaWeight(contents: MediaView[]): number {
  return mediaGroups(contents).reduce(
    (n, group) =>
      n + (group[0].schema ? nodeWeight(group[0].schema) : 0) + (group.length - 1) * 60 + group.reduce((e, m) => e + m.examples.reduce((x, example) => x + exampleWeight(example) + 300, 0), 0),
    0,
  );
}

/** A JSON example is mostly sent as text, its quotes written `&quot;`. */
function exampleWeight(example: ExampleView): number {
  return example.code.kind === 'json' ? example.code.text.length * PER_ATTRIBUTE_CHAR : example.code.html.length;
}

// A schema used by many operations is one tree in the view model (schema-tree.ts's node cache):
// its weight at a given depth is counted once, not again for every operation that shows it.
// Only those nodes are memoised: every other node is in one place of the view, and making each of
// GitHub's 83,000 a WeakMap key (an identity hash and an array each) cost more than weighing it again.
const weights = new WeakMap<SchemaNode, number[]>();

function nodeWeight(node: SchemaNode, depth = 0): number {
  if (!isCachedNode(node)) return uncachedWeight(node, depth);
  let known = weights.get(node);
  if (known?.[depth] === undefined) {
    if (!known) weights.set(node, (known = []));
    known[depth] = uncachedWeight(node, depth);
  }
  return known[depth];
}

/**
 * A node's row without its children: what schema-tree.ts charges against a tree's budget, so the
 * budget and the split measure in one unit.
 */
export function ownWeight(node: SchemaNode): number {
  if (node.kind === 'link') return 200 + node.descriptionHtml.length;
  return 200 + node.descriptionHtml.length + node.enumValues.join('').length + node.examples.join('').length;
}

/**
 * A node's row as a tree's budget counts it (schema-tree.ts): its own weight and the markup around
 * each enum value (`<code class="fact-value">&quot;…&quot;</code>`), which the split's estimate
 * leaves out — the split is calibrated on real references and stays as it is, but a budget must
 * not be outrun by a schema of 500-value enums.
 */
export function budgetWeight(node: SchemaNode): number {
  return ownWeight(node) + (node.kind === 'tree' ? node.enumValues.length * ENUM_VALUE_MARKUP : 0);
}

/** `<code class="fact-value">&quot;&quot;</code>` around an enum value. */
const ENUM_VALUE_MARKUP = 42;

/**
 * Values of an enum past the first 100 count their markup too (see budgetWeight): 200 operations
 * sharing a parameter of 500 values made pages of 2.6 MB estimated as 1.7. The first 100 do not,
 * so the split of real references, calibrated without it, stays as it was.
 */
const MARKUP_COUNTED_PAST = 100;

function uncachedWeight(node: SchemaNode, depth: number): number {
  if (node.kind === 'link' || depth > 12) return 200 + node.descriptionHtml.length;
  let bytes = ownWeight(node) + Math.max(0, node.enumValues.length - MARKUP_COUNTED_PAST) * ENUM_VALUE_MARKUP;
  const fields = (list: FieldView[]) => list.reduce((n, f) => n + PER_FIELD + nodeWeight(f.schema, depth + 1), 0);
  bytes += fields(node.properties);
  if (node.items) bytes += nodeWeight(node.items, depth + 1);
  if (node.additionalProperties && node.additionalProperties !== true) bytes += nodeWeight(node.additionalProperties, depth + 1);
  for (const option of node.variants?.options ?? []) bytes += 150 + nodeWeight(option.schema, depth + 1);
  return bytes;
}

/** Cuts `items` into runs whose weights add up to at most `budget` (each run has at least one item). */
export function chunkByWeight<T>(items: T[], weight: (item: T) => number, budget: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    const w = weight(item);
    if (current.length > 0 && total + w > budget) {
      chunks.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += w;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
