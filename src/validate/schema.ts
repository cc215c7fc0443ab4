// Walks a value against a schema-kit schema: reports every problem with its YAML position and
// returns the value with defaults filled in. Never throws for content problems.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { AnySchema, ObjectSchema } from '../config/schema-kit.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closest } from '../diagnostics/suggest.js';
import type { YamlPath, YamlSource } from '../load/yaml-source.js';
import { nameMap } from '../util/name-map.js';

export interface SchemaCheck {
  value: unknown;
  diagnostics: Diagnostic[];
}

export function checkAgainstSchema(value: unknown, schema: AnySchema, source: YamlSource, path: YamlPath = []): SchemaCheck {
  const diagnostics: Diagnostic[] = [];
  const result = walk(value, schema, path, { source, diagnostics });
  return { value: result, diagnostics };
}

interface Context {
  source: YamlSource;
  diagnostics: Diagnostic[];
}

const dotted = (path: YamlPath) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '') || '(root)';

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}

function report(ctx: Context, path: YamlPath, code: DiagnosticCode, message: string, hint?: string, atKey = false) {
  const where = atKey ? ctx.source.keyPositionOf(path) : ctx.source.positionOf(path);
  ctx.diagnostics.push(diagnostic(code, 'error', message, where, hint));
}

function walk(value: unknown, schema: AnySchema, path: YamlPath, ctx: Context): unknown {
  if (value === undefined || value === null) return schema.defaultValue;
  const expect = (ok: boolean, what: string) => {
    if (!ok) report(ctx, path, 'config-wrong-type', `${dotted(path)} must be ${what}, found ${typeName(value)}`, `Change ${dotted(path)} to ${what}.`);
    return ok;
  };
  switch (schema.kind) {
    case 'string': {
      if (!expect(typeof value === 'string', 'a string')) return schema.defaultValue;
      if (schema.values && !schema.values.includes(value as string)) {
        report(ctx, path, 'config-invalid-value', `${dotted(path)} is "${value}", which is not one of: ${schema.values.join(', ')}`, `Use one of: ${schema.values.join(', ')}.`);
      }
      return runCheck(value, schema, path, ctx);
    }
    case 'number':
      return expect(typeof value === 'number' && Number.isFinite(value), 'a number') ? runCheck(value, schema, path, ctx) : schema.defaultValue;
    case 'boolean':
      return expect(typeof value === 'boolean', 'true or false') ? value : schema.defaultValue;
    case 'array':
      if (!expect(Array.isArray(value), 'a list')) return schema.defaultValue ?? [];
      return (value as unknown[]).map((item, i) => walk(item, schema.item, [...path, i], ctx));
    case 'record': {
      if (!expect(isPlainObject(value), 'a mapping')) return schema.defaultValue ?? {};
      // Keys are the user's names (sidebar ids, field names): a null-prototype map, so `__proto__` is
      // a key like any other and `constructor` names nothing it does not hold.
      const out = nameMap<unknown>();
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = walk(item, schema.value, [...path, key], ctx);
      return out;
    }
    case 'object':
      if (!expect(isPlainObject(value), 'a mapping')) return schema.defaultValue;
      return walkObject(value as Record<string, unknown>, schema, path, ctx);
    case 'tagged': {
      if (!expect(isPlainObject(value), 'a mapping')) return undefined;
      const record = value as Record<string, unknown>;
      const tag = record[schema.tag] ?? schema.fallback;
      const known = Object.keys(schema.variants);
      const variant = typeof tag === 'string' ? schema.variants[tag] : undefined;
      if (!variant) {
        const suggestion = typeof tag === 'string' ? closest(tag, known) : undefined;
        report(
          ctx,
          [...path, schema.tag],
          'navbar-unknown-item-type',
          `Bad navbar item type "${String(tag)}" at ${dotted(path)}`,
          `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known types: ${known.join(', ')}.`,
        );
        return undefined;
      }
      const out = walkObject(record, variant, path, ctx, [schema.tag]);
      return { ...out, [schema.tag]: tag };
    }
    case 'lazy':
      return walk(value, schema.get(), path, ctx);
    case 'stringList': {
      const list = typeof value === 'string' ? [value] : value;
      if (!expect(Array.isArray(list) && list.every((item) => typeof item === 'string'), 'a string or a list of strings')) return schema.defaultValue;
      return list;
    }
    case 'toggle':
      if (value === false) return undefined;
      if (value === true) return walkObject({}, schema.object, path, ctx);
      if (!expect(isPlainObject(value), 'true, false or a mapping')) return undefined;
      return walkObject(value as Record<string, unknown>, schema.object, path, ctx);
    case 'either': {
      if (!expect(isPlainObject(value), 'a mapping')) return undefined;
      const option = schema.options[schema.choose(value as Record<string, unknown>)];
      return walkObject(value as Record<string, unknown>, option, path, ctx);
    }
  }
}

function walkObject(value: Record<string, unknown>, schema: ObjectSchema<unknown>, path: YamlPath, ctx: Context, extraKeys: string[] = []) {
  const out: Record<string, unknown> = {};
  const known = Object.keys(schema.fields);
  for (const key of Object.keys(value)) {
    if (known.includes(key) || extraKeys.includes(key)) continue;
    const suggestion = closest(key, known);
    report(ctx, [...path, key], 'config-unknown-key', `Unknown key "${key}" in ${dotted(path)}`, suggestion ? `Did you mean "${suggestion}"?` : `Allowed keys here: ${known.join(', ')}.`, true);
  }
  for (const [key, field] of Object.entries(schema.fields)) {
    const raw = value[key];
    if ((raw === undefined || raw === null) && field.required) {
      report(ctx, path, 'config-missing-key', `${dotted(path)} is missing the required key "${key}"`, field.doc ? `Add "${key}": ${field.doc}.` : `Add "${key}".`);
      continue;
    }
    const walked = walk(raw, field, [...path, key], ctx);
    if (walked !== undefined) out[key] = walked;
  }
  return out;
}

function runCheck(value: unknown, schema: AnySchema, path: YamlPath, ctx: Context) {
  const problem = schema.check?.(value as never);
  if (problem) report(ctx, path, 'config-invalid-value', problem.message, problem.hint);
  return value;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
