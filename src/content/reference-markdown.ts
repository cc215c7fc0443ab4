// An API reference as readable markdown (`<base>api.md`, llms-full.txt): the overview, one section
// per operation (call, parameters, body, answers, examples), the webhook events and the schemas.
import { code, fence, json, link, table } from './markdown-kit.js';
import type { OperationView } from '../model/reference/spec-model.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';

export function referenceMarkdown(spec: ParsedSpec, origin: string): string {
  const { model, entry } = spec;
  const base = model.serverUrl;
  const out: string[] = [];
  out.push(`# ${model.info.title ?? entry.label ?? entry.id} — ${entry.label ?? entry.id}${entry.deprecated ? ' (deprecated)' : ''}`);
  if (model.info.summary) out.push(`> ${model.info.summary}`);
  out.push(`Reference page: ${origin}${spec.anchors.url}. Base URL of every call: ${code(base)}.`);
  if (model.info.description) out.push('## Overview', demoteHeadings(model.info.description, 1));

  const ops = spec.model.operations;
  const tags = [...model.tags.map((t) => t.name), ...ops.flatMap((op) => op.tags)].filter((t, i, all) => all.indexOf(t) === i);
  for (const tag of tags) {
    const tagged = ops.filter((op) => (op.tags[0] ?? 'Other') === tag);
    if (tagged.length === 0) continue;
    out.push(`## ${tag}`);
    const description = model.tags.find((t) => t.name === tag)?.description;
    if (description) out.push(description);
    for (const op of tagged) out.push(operationSection(spec, op, base, origin));
  }

  const hooks = spec.model.webhooks;
  if (hooks.length) {
    out.push('## Webhook events', 'Each event is an HTTP request to the URL registered for webhooks, described below with its payload.');
    for (const hook of hooks) {
      out.push(`### ${hook.name}`, `${hook.summary}. ${link('Reference', `${origin}${hook.url}`)}.`);
      if (hook.description) out.push(hook.description);
      if (hook.dataSchema) out.push(`\`data\` is a ${code(hook.dataSchema)}.`);
      if (hook.example !== undefined) out.push('Example payload:', fence('json', json(hook.example)));
    }
  }

  const schemas = spec.model.schemas;
  if (schemas.length) {
    out.push('## Schemas');
    for (const schema of schemas) {
      out.push(`### ${schema.name}`);
      if (schema.description) out.push(schema.description);
      // Typed as the reference types them (one labeller for every output).
      const rows = schema.fields.map((field) => [code(field.name), code(field.type), schema.required.includes(field.name) ? 'yes' : '', field.description]);
      if (rows.length) out.push(table(['Field', 'Type', 'Required', 'Description'], rows));
      else if (schema.properties.length) out.push(`Fields: ${schema.properties.map(code).join(', ')}.`);
    }
  }
  return `${out.join('\n\n')}\n`;
}

function operationSection(spec: ParsedSpec, op: OperationView, base: string, origin: string): string {
  const out: string[] = [];
  out.push(`### ${op.summary}${op.deprecated ? ' (deprecated)' : ''}`);
  out.push(`${code(`${op.method} ${base}${op.path}`)}${op.hasOperationId ? ` · operationId ${code(op.id)}` : ''} · ${link('Reference', `${origin}${op.url}`)}`);
  if (op.description) out.push(op.description);
  if (op.parameters.length) {
    out.push(
      '**Parameters**',
      table(
        ['Name', 'In', 'Type', 'Required', 'Description'],
        op.parameters.map((p) => [code(p.name), p.in, p.type, p.required ? 'yes' : 'no', p.description]),
      ),
    );
  }
  if (op.requestSchema || op.requestExample !== undefined) {
    out.push(`**Request body**${op.requestSchema ? `: ${code(op.requestSchema)} (JSON)` : ''}`);
    if (op.requestExample !== undefined) out.push(fence('json', json(op.requestExample)));
  }
  out.push(
    '**Responses**',
    table(
      ['Status', 'Description'],
      op.responses.map((r) => [r.status, r.description]),
    ),
  );
  if (op.responseExample !== undefined) out.push('Example response:', fence('json', json(op.responseExample)));
  return out.join('\n\n');
}

/** `## Title` inside a description becomes `### Title` so it nests under the document's H1/H2. */
function demoteHeadings(markdown: string, by: number): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return !fenced && /^#{1,5}\s/.test(line) ? `${'#'.repeat(by)}${line}` : line;
    })
    .join('\n');
}
