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
export function migrateFields(from: LoadedSpec, fromSchema: string, to: LoadedSpec, toSchema: string): FieldRow[] {
  return matchNames(propertiesOf(from.doc, fromSchema), propertiesOf(to.doc, toSchema), (field) => FIELD_RENAMES[field]);
}

export function migrateEvents(from: LoadedSpec, to: LoadedSpec): EventRow[] {
  return matchNames(
    webhooksOf(from).map((w) => w.name),
    webhooksOf(to).map((w) => w.name),
    (name) => {
      const rule = EVENT_PREFIX_RENAMES.find(([prefix]) => name.startsWith(prefix));
      return rule ? rule[1] + name.slice(rule[0].length) : undefined;
    },
  );
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
