// Migration between two API versions, derived from the two specs. Renamed operations are declared
// in the specs (`x-specpress-counterpart`, which the reference's version links follow too); renamed
// fields and event prefixes are declared by the site (config `data.renames`), since a spec cannot
// say that one name became another. Which fields, operations and events exist always comes from
// the specs, so the tables cannot drift.
import type { PlainOperation } from '../model/reference/plain-views.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import { valueOfName } from '../util/name-map.js';

export type Change = 'unchanged' | 'renamed' | 'removed' | 'added';

/** One name (field or event) in the old version, the new one, or both. */
export interface NameRow {
  from?: string;
  to?: string;
  change: Change;
}
export type FieldRow = NameRow;
export type EventRow = NameRow;

/**
 * Old names against new ones: the same name is unchanged, else the name `renamedTo` gives (when the
 * new version has it) is a rename, else it was removed; new names left over were added.
 */
function matchNames(old: readonly string[], next: readonly string[], renamedTo: (name: string) => string | undefined): NameRow[] {
  const nextSet = new Set(next);
  const used = new Set<string>();
  const rows: NameRow[] = old.map((name) => {
    if (nextSet.has(name)) {
      used.add(name);
      return { from: name, to: name, change: 'unchanged' };
    }
    const renamed = renamedTo(name);
    if (renamed && nextSet.has(renamed)) {
      used.add(renamed);
      return { from: name, to: renamed, change: 'renamed' };
    }
    return { from: name, change: 'removed' };
  });
  for (const name of next) if (!used.has(name)) rows.push({ to: name, change: 'added' });
  return rows;
}

/** Field-by-field comparison of a v1 schema with its v2 successor. */
export function migrateFields(from: ParsedSpec, fromSchema: string, to: ParsedSpec, toSchema: string, renames: Record<string, string> = {}): FieldRow[] {
  return matchNames(valueOfName(from.model.schemaProperties, fromSchema) ?? [], valueOfName(to.model.schemaProperties, toSchema) ?? [], (field) => valueOfName(renames, field));
}

/** `prefixes`: event name prefixes renamed between the versions; the first that matches wins. */
export function migrateEvents(from: ParsedSpec, to: ParsedSpec, prefixes: readonly { from: string; to: string }[] = []): EventRow[] {
  return matchNames(
    from.model.webhooks.map((w) => w.name),
    to.model.webhooks.map((w) => w.name),
    (name) => {
      const rule = prefixes.find((prefix) => name.startsWith(prefix.from));
      return rule ? rule.to + name.slice(rule.from.length) : undefined;
    },
  );
}

export interface OperationRow {
  from?: PlainOperation;
  to?: PlainOperation;
  change: Change | 'moved';
}

/**
 * Operations matched by operationId, or by a counterpart either spec declares on a renamed call
 * (as the reference's version links match them); `moved` when the path changed.
 */
export function migrateOperations(from: ParsedSpec, to: ParsedSpec): OperationRow[] {
  const next = new Map(to.model.operations.map((op) => [op.id, op]));
  const claimed = new Map(to.model.operations.flatMap((op) => (op.counterpartHint ? [[op.counterpartHint, op] as const] : [])));
  const used = new Set<string>();
  const rows: OperationRow[] = from.model.operations.map((op) => {
    const match = (op.counterpartHint ? next.get(op.counterpartHint) : undefined) ?? claimed.get(op.id) ?? next.get(op.id);
    if (!match) return { from: op, change: 'removed' };
    used.add(match.id);
    const same = match.id === op.id && match.path === op.path && match.method === op.method;
    return { from: op, to: match, change: same ? 'unchanged' : match.id === op.id ? 'moved' : 'renamed' };
  });
  for (const op of next.values()) if (!used.has(op.id)) rows.push({ to: op, change: 'added' });
  return rows;
}
