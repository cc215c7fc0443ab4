// Version 1 → version 2 migration, derived from the two specs. Renamed operations are declared in
// the specs (`x-specpress-counterpart`, which the reference's version links follow too); renamed
// fields and events are declared here, since a spec cannot say that a company became an
// organisation contact. Which fields, operations and events exist always comes from the specs,
// so the tables cannot drift.
import { operationsOf, propertiesOf, webhooksOf, type OperationView } from './openapi-view.js';
import type { LoadedSpec } from './specs.js';

/** Field renamed between the versions, in every schema. */
export const FIELD_RENAMES: Record<string, string> = {
  company_id: 'contact_id',
  company_name: 'contact_name',
  company_contacts: 'contact_people',
};

/** Event name prefixes renamed between the versions (longest first). */
export const EVENT_PREFIX_RENAMES: [from: string, to: string][] = [
  ['company_contact_', 'contact_person_'],
  ['company_', 'contact_'],
];

export type Change = 'unchanged' | 'renamed' | 'removed' | 'added';

export interface FieldRow {
  from?: string;
  to?: string;
  change: Change;
}

/** Field-by-field comparison of a v1 schema with its v2 successor. */
export function migrateFields(from: LoadedSpec, fromSchema: string, to: LoadedSpec, toSchema: string): FieldRow[] {
  const old = propertiesOf(from.doc, fromSchema);
  const next = propertiesOf(to.doc, toSchema);
  const nextSet = new Set(next);
  const used = new Set<string>();
  const rows: FieldRow[] = old.map((field) => {
    if (nextSet.has(field)) {
      used.add(field);
      return { from: field, to: field, change: 'unchanged' };
    }
    const renamed = FIELD_RENAMES[field];
    if (renamed && nextSet.has(renamed)) {
      used.add(renamed);
      return { from: field, to: renamed, change: 'renamed' };
    }
    return { from: field, change: 'removed' };
  });
  for (const field of next) if (!used.has(field)) rows.push({ to: field, change: 'added' });
  return rows;
}

export interface EventRow {
  from?: string;
  to?: string;
  change: Change;
}

export function migrateEvents(from: LoadedSpec, to: LoadedSpec): EventRow[] {
  const next = new Set(webhooksOf(to).map((w) => w.name));
  const used = new Set<string>();
  const rows: EventRow[] = webhooksOf(from).map(({ name }) => {
    if (next.has(name)) {
      used.add(name);
      return { from: name, to: name, change: 'unchanged' };
    }
    const rule = EVENT_PREFIX_RENAMES.find(([prefix]) => name.startsWith(prefix));
    const renamed = rule ? rule[1] + name.slice(rule[0].length) : undefined;
    if (renamed && next.has(renamed)) {
      used.add(renamed);
      return { from: name, to: renamed, change: 'renamed' };
    }
    return { from: name, change: 'removed' };
  });
  for (const name of next) if (!used.has(name)) rows.push({ to: name, change: 'added' });
  return rows;
}

export interface OperationRow {
  from?: OperationView;
  to?: OperationView;
  change: Change | 'moved';
}

/**
 * Operations matched by operationId, or by a counterpart either spec declares on a renamed call
 * (as the reference's version links match them); `moved` when the path changed.
 */
export function migrateOperations(from: LoadedSpec, to: LoadedSpec): OperationRow[] {
  const next = new Map(operationsOf(to).map((op) => [op.id, op]));
  const claimed = new Map(operationsOf(to).flatMap((op) => (op.counterpart ? [[op.counterpart, op] as const] : [])));
  const used = new Set<string>();
  const rows: OperationRow[] = operationsOf(from).map((op) => {
    const match = (op.counterpart ? next.get(op.counterpart) : undefined) ?? claimed.get(op.id) ?? next.get(op.id);
    if (!match) return { from: op, change: 'removed' };
    used.add(match.id);
    const same = match.id === op.id && match.path === op.path && match.method === op.method;
    return { from: op, to: match, change: same ? 'unchanged' : match.id === op.id ? 'moved' : 'renamed' };
  });
  for (const op of next.values()) if (!used.has(op.id)) rows.push({ to: op, change: 'added' });
  return rows;
}
