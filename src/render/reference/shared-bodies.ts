// Schema bodies shown in several places of one page — a schema used by many operations, which
// the view model builds once and shares (nodeCache in model/reference/schema-tree.ts) — are
// written once per page before the page itself, and SchemaHtml reuses the HTML. The page's
// bytes are the same; the rendering work grows with the spec, not with how often it reuses a
// schema. Bodies with alternatives are left out: each of those needs a page-unique group name.
import type { PagePlan } from '../../model/reference/pages.js';
import type { MediaView, ParameterView, SchemaNode, SchemaTree } from '../../model/reference/view-model.js';
import type { ReferenceLinks } from './links.js';
import { SchemaHtml, hasChildren, type SharedBodies } from './schema-html.js';
import type { UiStrings } from '../../config/ui-strings/en.js';

export function renderSharedBodies(page: PagePlan, links: ReferenceLinks, strings: UiStrings): SharedBodies {
  const seen = new Map<SchemaTree, number>();
  const visit = (node: SchemaNode | undefined) => {
    if (!node || node.kind !== 'tree') return;
    const count = (seen.get(node) ?? 0) + 1;
    seen.set(node, count);
    if (count > 1) return;
    for (const field of node.properties) visit(field.schema);
    if (node.items) visit(node.items);
    if (node.additionalProperties && node.additionalProperties !== true) visit(node.additionalProperties);
    for (const row of node.labelledRows) visit(row.schema);
    for (const option of node.variants?.options ?? []) visit(option.schema);
  };
  const media = (contents: MediaView[] | undefined) => contents?.forEach((m) => visit(m.schema));
  const parameters = (list: ParameterView[]) => list.forEach((p) => visit(p.schema));
  // The operations shown in full: a tag's (the route page of `layout: operation` only lists them), or the page's own.
  const operations = page.operationIndex ? [] : page.tags.flatMap((tag) => tag.operations);
  if (page.operation) operations.push(page.operation.op);
  for (const op of operations) {
    op.parameters.forEach((group) => parameters(group.parameters));
    media(op.requestBody?.contents);
    for (const response of op.responses) {
      parameters(response.headers);
      media(response.contents);
    }
  }
  for (const hook of page.webhooks) {
    media(hook.payload?.contents);
    for (const response of hook.responses) media(response.contents);
  }
  for (const schema of page.schemas) visit(schema.schema);

  const shared = new Map<SchemaTree, string>();
  const writer = new SchemaHtml(links, new Map(), strings);
  const withVariants = new Map<SchemaTree, boolean>();
  for (const [node, count] of seen) {
    if (count < 2 || !hasChildren(node) || hasVariants(node, withVariants)) continue;
    shared.set(node, writer.bodyContent(node));
  }
  return shared;
}

function hasVariants(node: SchemaNode, memo: Map<SchemaTree, boolean>): boolean {
  if (node.kind !== 'tree') return false;
  const known = memo.get(node);
  if (known !== undefined) return known;
  memo.set(node, false);
  const children = [...node.properties.map((f) => f.schema), ...node.labelledRows.map((r) => r.schema), node.items, node.additionalProperties === true ? undefined : node.additionalProperties];
  const result = node.variants !== undefined || children.some((child) => child !== undefined && hasVariants(child, memo));
  memo.set(node, result);
  return result;
}
