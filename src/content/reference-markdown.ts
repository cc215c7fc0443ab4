// An API reference as readable markdown (`<base>api.md`, llms-full.txt): the overview, one section
// per operation (call, parameters, body, answers, examples), the webhook events and the schemas.
import { code, exampleFence, link, table } from './markdown-kit.js';
import type { PlainOperation, PlainSecurityScheme } from '../model/reference/plain-views.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';

export function referenceMarkdown(spec: ParsedSpec, origin: string): string {
  const { model, entry } = spec;
  const base = model.serverUrl;
  const out: string[] = [];
  out.push(`# ${model.info.title ?? entry.label ?? entry.id} — ${entry.label ?? entry.id}${entry.deprecated ? ' (deprecated)' : ''}`);
  if (model.info.summary) out.push(`> ${model.info.summary}`);
  out.push(`Reference page: ${origin}${spec.anchors.url}. Base URL of every call: ${code(base)}.`);
  if (model.info.description) out.push('## Overview', demoteHeadings(model.info.description, 1));
  if (model.about.length > 0) out.push(model.about.map((item) => `- ${item.label}: ${item.href ? link(item.text, item.href) : item.text}`).join('\n'));
  if (model.securitySchemes.length) out.push(authenticationSection(model.securitySchemes));

  const ops = spec.model.operations;
  // The reference's sections, in its order (tag-sections.ts): each operation in full under its first tag.
  for (const section of model.tagSections) {
    out.push(`## ${[...section.ancestors, section.label].join(' › ')}`);
    if (section.description) out.push(section.description);
    const docs = section.externalDocs;
    if (docs?.href) out.push(`${docs.label}: ${link(docs.text, docs.href)}`);
    for (const index of section.operations) out.push(operationSection(spec, ops[index], base, origin));
    // Operations of several tags are written once, under their first; the others list them.
    const also = section.alsoHere.map((index) => ops[index]);
    if (also.length > 0) out.push(`Also in this group:\n\n${also.map((op) => `- ${link(op.summary, `${origin}${op.url}`)} (${code(`${op.method} ${op.path}`)})`).join('\n')}`);
  }

  const hooks = spec.model.webhooks;
  if (hooks.length) {
    out.push('## Webhook events', 'Each event is an HTTP request to the URL registered for webhooks, described below with its payload.');
    for (const hook of hooks) {
      // A webhook without a summary is headed by its name: said once.
      out.push(`### ${hook.name}`, `${hook.summary === hook.name ? '' : `${hook.summary}. `}${link('Reference', `${origin}${hook.url}`)}.`);
      if (hook.description) out.push(hook.description);
      if (hook.dataSchema) out.push(`\`data\` is a ${code(hook.dataSchema)}.`);
      if (hook.example !== undefined) out.push('Example payload:', exampleFence(hook.example));
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

/**
 * The markdown twin of an operation's own page (`reference.layout: operation`, `<route>.md`): the
 * operation as `api.md` writes it, headed by its summary, with the API it belongs to.
 */
export function operationPageMarkdown(spec: ParsedSpec, op: PlainOperation, origin: string): string {
  const { model, entry } = spec;
  const api = `${model.info.title ?? entry.label ?? entry.id} — ${entry.label ?? entry.id}${entry.deprecated ? ' (deprecated)' : ''}`;
  const context = `Part of ${link(api, `${origin}${spec.anchors.url}`)}${op.tags[0] ? `, ${op.tags[0]}` : ''}. Base URL of every call: ${code(model.serverUrl)}.`;
  return `${operationSection(spec, op, model.serverUrl, origin, { heading: '#', context })}\n`;
}

/** An operation in full; `page`: written as a page of its own (its heading level, a line on where it belongs). */
function operationSection(spec: ParsedSpec, op: PlainOperation, base: string, origin: string, page?: { heading: string; context: string }): string {
  const out: string[] = [];
  out.push(`${page?.heading ?? '###'} ${op.summary}${op.deprecated ? ' (deprecated)' : ''}${op.badges.map((badge) => ` (${badge})`).join('')}`);
  if (page) out.push(page.context);
  out.push(`${code(`${op.method} ${base}${op.path}`)}${op.hasOperationId ? ` · operationId ${code(op.id)}` : ''} · ${link('Reference', `${origin}${op.url}`)}`);
  if (op.description) out.push(op.description);
  if (op.externalDocs?.href) out.push(`${op.externalDocs.label}: ${link(op.externalDocs.text, op.externalDocs.href)}`);
  out.push(`**Authentication**: ${requirementText(op.security)}`);
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
    if (op.requestExample !== undefined) out.push(exampleFence(op.requestExample));
  }
  out.push(
    '**Responses**',
    table(
      ['Status', 'Description'],
      op.responses.map((r) => [r.status, r.description]),
    ),
  );
  if (op.responseExample !== undefined) out.push('Example response:', exampleFence(op.responseExample));
  if (op.callbacks.length > 0) {
    out.push(`**Callbacks** (requests the API makes to you):\n\n${op.callbacks.map((c) => `- ${c.name}: ${code(`${c.method} ${c.expression}`)}${c.summary ? `, ${c.summary}` : ''}`).join('\n')}`);
    for (const c of op.callbacks) if (c.example !== undefined) out.push(`Example ${c.name} payload (${code(c.example.mediaType)}):`, exampleFence(c.example));
  }
  for (const r of op.responses)
    for (const example of r.errorExamples) out.push(`Example ${r.status} answer (${code(example.mediaType)}${example.summary ? `, ${example.summary}` : ''}):`, exampleFence(example));
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

const URL_WORDS: Record<string, string> = { authorizationUrl: 'authorization URL', tokenUrl: 'token URL', refreshUrl: 'refresh URL' };

/** How to authenticate: each scheme of the spec, what it sends, and OAuth flows with their scopes. */
function authenticationSection(schemes: readonly PlainSecurityScheme[]): string {
  const out = ['## Authentication'];
  for (const scheme of schemes) {
    const how =
      scheme.type === 'http'
        ? `HTTP ${scheme.scheme ?? ''} authentication (the ${code('Authorization')} header)`
        : scheme.type === 'apiKey'
          ? `an API key in the ${scheme.in ?? ''} ${code(scheme.parameterName ?? '')}`
          : scheme.type === 'oauth2'
            ? 'OAuth 2'
            : scheme.type === 'openIdConnect'
              ? `OpenID Connect (${scheme.openIdConnectUrl ?? ''})`
              : scheme.type;
    out.push(`### ${scheme.name}`, `${how}${scheme.global ? '; every call needs it unless it says otherwise' : ''}.`);
    if (scheme.description) out.push(scheme.description);
    for (const flow of scheme.flows) {
      const urls = flow.urls.map((u) => `${URL_WORDS[u.label] ?? u.label} ${code(u.url)}`).join(', ');
      out.push(`Flow ${code(flow.name)}${urls ? `: ${urls}` : ''}.`);
      if (flow.scopes.length)
        out.push(
          table(
            ['Scope', 'Description'],
            flow.scopes.map((scope) => [code(scope.name), scope.description]),
          ),
        );
    }
  }
  return out.join('\n\n');
}

/** `bearerAuth`, `oauth (read, write) or apiKey`, or `none`. */
function requirementText(security: PlainOperation['security']): string {
  if (security.length === 0) return 'none';
  return security.map((alternative) => alternative.map((r) => `${code(r.scheme)}${r.scopes.length ? ` (scopes ${r.scopes.map(code).join(', ')})` : ''}`).join(' and ')).join(' or ');
}
