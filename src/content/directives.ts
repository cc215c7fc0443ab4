// Build-time content directives: a markdown page writes
//
//   :::spec-table webhook-events v2
//   :::
//
// and the block is replaced by markdown generated from the site's OpenAPI files. Each kind is
// declared once below (usage + render); validation and rendering read the same entry, so an
// unknown kind or a bad argument is reported with the list of valid ones.
import { code, exampleFence, fence, firstSentence, json, link, table } from './markdown-kit.js';
import { migrateEvents, migrateFields, migrateOperations } from './migration.js';
import type { PlainOperation, PlainWebhook } from '../model/reference/plain-views.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { SiteConfig } from '../config/site-config.js';
import { statusText } from '../model/reference/status-text.js';
import { DIRECTIVE_CONTAINER } from '../markdown/render-markdown.js';
import { valueOfName } from '../util/name-map.js';
import type { ApiGroup } from '../config/api-groups.js';
import { versionLabel } from '../model/api-index.js';

/** The container name authors write after `:::` (the markdown parser's, so both read the same blocks). */
export const DIRECTIVE_NAME = DIRECTIVE_CONTAINER;

export interface DirectiveCall {
  kind: string;
  args: string[];
  options: Record<string, string>;
}

export interface DirectiveContext {
  specs: ParsedSpec[];
  /** The config's `data`: what the site declares for its tables (renames, advice, operation tables). */
  data: SiteConfig['data'];
  /** The site's APIs and their versions (config/api-groups.ts). */
  apis: ApiGroup[];
}

export type DirectiveResult = { markdown: string } | { error: string; hint?: string };

interface DirectiveKind {
  usage: string;
  render(call: DirectiveCall, context: DirectiveContext): DirectiveResult;
}

/** `spec-table webhook-events v2 prefix=order_` → { kind, args, options }. */
export function parseDirective(info: string): DirectiveCall {
  const words = info.trim().split(/\s+/).slice(1);
  const [kind = '', ...rest] = words;
  const options: Record<string, string> = {};
  const args: string[] = [];
  for (const word of rest) {
    const eq = word.indexOf('=');
    if (eq > 0) options[word.slice(0, eq)] = word.slice(eq + 1);
    else args.push(word);
  }
  return { kind, args, options };
}

export function resolveDirective(call: DirectiveCall, context: DirectiveContext): DirectiveResult {
  const entry = KINDS[call.kind];
  if (!entry)
    return {
      error: `Unknown ${DIRECTIVE_NAME} kind "${call.kind}"`,
      hint: `Use one of: ${Object.entries(KINDS)
        .map(([name, k]) => `${name} ${k.usage}`.trim())
        .join('; ')}.`,
    };
  try {
    return entry.render(call, context);
  } catch (error) {
    if (error instanceof DirectiveError) return { error: error.message, hint: `Usage: :::${DIRECTIVE_NAME} ${call.kind} ${entry.usage}` };
    throw error;
  }
}

class DirectiveError extends Error {}

function specOf(context: DirectiveContext, id: string | undefined): ParsedSpec {
  const spec = context.specs.find((s) => s.entry.id === id);
  if (!spec) throw new DirectiveError(`Unknown API version "${id ?? ''}"; available versions are: ${context.specs.map((s) => s.entry.id).join(', ') || 'none'}`);
  return spec;
}

// Every link goes where the reference put the thing (its page, split references included).
const opLink = (_spec: ParsedSpec, op: PlainOperation) => link(op.summary, op.url);
const opShape = (op: PlainOperation) => code(`${op.method} ${op.path}`);
const schemaLink = (spec: ParsedSpec, name: string | undefined) => {
  const schema = name ? spec.model.schemas.find((s) => s.name === name) : undefined;
  return schema ? link(code(schema.name), schema.url) : name ? code(name) : '';
};
const webhookLink = (spec: ParsedSpec, name: string) => {
  const hook = spec.model.webhooks.find((w) => w.name === name);
  return hook ? link(code(name), hook.url) : code(name);
};
const changeLabel: Record<string, string> = { unchanged: 'unchanged', renamed: 'renamed', removed: 'removed in v2', added: 'new in v2', moved: 'path changed' };

const KINDS: Record<string, DirectiveKind> = {
  'webhook-events': {
    usage: '<version> [prefix=<event prefix>]',
    render({ args, options }, context) {
      const spec = specOf(context, args[0]);
      const events = spec.model.webhooks.filter((w) => !options.prefix || w.name.startsWith(options.prefix));
      if (events.length === 0) throw new DirectiveError(`Version "${spec.entry.id}" has no webhook events${options.prefix ? ` starting with "${options.prefix}"` : ''}`);
      return {
        markdown: table(
          ['Event', 'Sent when', '`data`'],
          events.map((w) => [link(code(w.name), w.url), w.summary, schemaLink(spec, w.dataSchema)]),
        ),
      };
    },
  },
  'webhook-examples': {
    usage: '<version>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      // One example per payload family: events whose `data` has the same schema.
      const families = new Map<string, PlainWebhook[]>();
      for (const w of spec.model.webhooks) families.set(w.dataSchema ?? w.name, [...(families.get(w.dataSchema ?? w.name) ?? []), w]);
      const blocks = [...families.entries()].map(([schema, events]) => {
        const example = events.find((e) => e.example !== undefined)?.example;
        const names = events.map((e) => code(e.name)).join(', ');
        return `**${schema}** — ${names}\n\n${example ? exampleFence(example) : '_No example in the spec._'}`;
      });
      return { markdown: blocks.join('\n\n') };
    },
  },
  'status-codes': {
    usage: '<version>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      const statuses = [
        ...spec.model.successStatuses.map((status) => ({ status, code: '', description: statusText(String(status)) })),
        ...spec.model.errorAnswers.map((e) => ({ status: e.status, code: e.code ?? '', description: e.description })),
      ];
      const advice = context.data.statusAdvice;
      // Without advice in the site data, the table says what the spec says.
      if (Object.keys(advice).length === 0) {
        return {
          markdown: table(
            ['Status', '`code`', 'Meaning'],
            statuses.map(({ status, code: errorCode, description }) => [`${status} ${statusText(String(status))}`, errorCode ? code(errorCode) : '—', description]),
          ),
        };
      }
      const missing = statuses.filter((s) => !advice[String(s.status)]);
      if (missing.length) throw new DirectiveError(`No advice for status ${missing.map((s) => s.status).join(', ')} under data.statusAdvice in the site config`);
      return {
        markdown: table(
          ['Status', '`code`', 'Meaning', 'What to do'],
          statuses.map(({ status, code: errorCode }) => {
            const entry = advice[String(status)];
            return [`${status} ${entry.meaning}`, errorCode ? code(errorCode) : '—', `**${entry.action}**`, entry.advice];
          }),
        ),
      };
    },
  },
  'error-examples': {
    usage: '<version>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      const blocks = spec.model.errorAnswers.map((e) => {
        const headers = e.headers.length ? ` The answer also has the header${e.headers.length > 1 ? 's' : ''} ${e.headers.map(code).join(', ')}.` : '';
        return `**${e.status}** ${code(e.code ?? e.name)} — ${e.description}${headers}\n\n${fence('json', json(e.example ?? {}))}`;
      });
      return { markdown: blocks.join('\n\n') };
    },
  },
  'schema-fields': {
    usage: '<version> <SchemaName>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      const schema = spec.model.schemas.find((s) => s.name === args[1]);
      if (!schema) throw new DirectiveError(`Version "${spec.entry.id}" has no schema "${args[1] ?? ''}"`);
      const required = new Set(schema.required);
      const rows = schema.fields.map((field) => [code(field.name), code(field.type), required.has(field.name) ? 'yes' : 'no', field.description]);
      return { markdown: table(['Field', 'Type', 'Always present', 'Description'], rows) };
    },
  },
  operations: {
    usage: '<version> [level=3]',
    render({ args, options }, context) {
      const spec = specOf(context, args[0]);
      const hashes = '#'.repeat(Number(options.level ?? 3));
      // The reference's sections and order: each operation under its first tag.
      const sections = spec.model.tagSections
        .filter((section) => section.operations.length > 0)
        .map(
          (section) =>
            `${hashes} ${section.label} (${spec.entry.id})\n\n${table(
              ['Operation', 'Call', 'What it does'],
              section.operations.map((index) => spec.model.operations[index]).map((op) => [opLink(spec, op), opShape(op), firstSentence(op.description)]),
            )}`,
        );
      return { markdown: sections.join('\n\n') };
    },
  },
  security: {
    usage: '<version>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      const rows = spec.model.securitySchemes.map((s) => [
        code(s.name),
        s.type === 'http' && s.scheme === 'bearer' ? '`Authorization: Bearer <api key>`' : `${s.type}${s.scheme ? ` ${s.scheme}` : ''}`,
        s.global ? 'every call' : 'calls that list it',
        s.description,
      ]);
      if (rows.length === 0) throw new DirectiveError(`Version "${spec.entry.id}" declares no security scheme`);
      return { markdown: table(['Scheme', 'Send', 'Applies to', 'Notes'], rows) };
    },
  },
  'operation-table': {
    usage: '<version> <table under data.operationTables>',
    render({ args }, context) {
      const spec = specOf(context, args[0]);
      const tables = context.data.operationTables;
      const declared = valueOfName(tables, args[1] ?? '');
      if (!declared) throw new DirectiveError(`No table "${args[1] ?? ''}" under data.operationTables in the site config; declared tables: ${Object.keys(tables).join(', ') || 'none'}`);
      const ops = new Map(spec.model.operations.map((op) => [op.id, op]));
      const unknown = declared.rows.flatMap((row) => row.operations.filter((id) => !ops.has(id)).map((id) => `${row.name} → ${id}`));
      if (unknown.length) throw new DirectiveError(`The table "${args[1]}" names operations missing from version "${spec.entry.id}": ${unknown.join(', ')}`);
      const { columns } = declared;
      const header = [columns.name, columns.description, columns.operations, ...(columns.note ? [columns.note] : [])];
      const rows = declared.rows.map((row) => [
        code(row.name),
        row.description,
        row.operations.map((id) => `${opLink(spec, ops.get(id)!)} ${opShape(ops.get(id)!)}`).join('<br>'),
        ...(columns.note ? [row.note ?? ''] : []),
      ]);
      return { markdown: table(header, rows) };
    },
  },
  'migration-fields': {
    usage: '<old version>:<Schema> <new version>:<Schema> [show=changed]',
    render({ args, options }, context) {
      const [fromId, fromSchema] = (args[0] ?? '').split(':');
      const [toId, toSchema] = (args[1] ?? '').split(':');
      const from = specOf(context, fromId);
      const to = specOf(context, toId);
      for (const [spec, name] of [
        [from, fromSchema],
        [to, toSchema],
      ] as const)
        if (valueOfName(spec.model.schemaProperties, name ?? '') === undefined) throw new DirectiveError(`Version "${spec.entry.id}" has no schema "${name ?? ''}"`);
      const rows = migrateFields(from, fromSchema, to, toSchema, context.data.renames.fields).filter((r) => options.show !== 'changed' || r.change !== 'unchanged');
      return {
        markdown: table(
          [`${fromId} ${code(fromSchema)}`, `${toId} ${code(toSchema)}`, 'Change'],
          rows.map((r) => [r.from ? code(r.from) : '—', r.to ? code(r.to) : '—', changeLabel[r.change]]),
        ),
      };
    },
  },
  'migration-events': {
    usage: '<old version> <new version>',
    render({ args }, context) {
      const from = specOf(context, args[0]);
      const to = specOf(context, args[1]);
      const rows = migrateEvents(from, to, context.data.renames.eventPrefixes).map((r) => [r.from ? webhookLink(from, r.from) : '—', r.to ? webhookLink(to, r.to) : '—', changeLabel[r.change]]);
      return { markdown: table([`${from.entry.id} event`, `${to.entry.id} event`, 'Change'], rows) };
    },
  },
  'migration-operations': {
    usage: '<old version> <new version> [show=changed]',
    render({ args, options }, context) {
      const from = specOf(context, args[0]);
      const to = specOf(context, args[1]);
      const rows = migrateOperations(from, to)
        .filter((r) => options.show !== 'changed' || r.change !== 'unchanged')
        .map((r) => [r.from ? `${opLink(from, r.from)} ${opShape(r.from)}` : '—', r.to ? `${opLink(to, r.to)} ${opShape(r.to)}` : '—', changeLabel[r.change]]);
      return { markdown: table([`${from.entry.id} call`, `${to.entry.id} call`, 'Change'], rows) };
    },
  },
  'api-list': {
    usage: '',
    render(_call, context) {
      // Each API, its description, and each of its versions that was read (deprecated ones say so).
      const urlOf = (id: string) => context.specs.find((s) => s.entry.id === id)?.anchors.url;
      const rows = context.apis.flatMap((api) => {
        const current = urlOf(api.current.id);
        const versions = api.versions.flatMap((v) => {
          const url = urlOf(v.id);
          return url === undefined ? [] : [link(versionLabel(v.label, v.deprecated), url)];
        });
        return current === undefined ? [] : [[link(api.label, current), api.description ?? '', versions.join(', ')]];
      });
      if (rows.length === 0) throw new DirectiveError('The site has no API reference to list: no entry under `specs` was read');
      return { markdown: table(['API', 'About', 'Versions'], rows) };
    },
  },
};

export const DIRECTIVE_KINDS = Object.keys(KINDS);
