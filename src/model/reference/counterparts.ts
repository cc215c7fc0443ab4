// Versions know each other: for every pair of references, which operation of one is "the same"
// operation of the other — by the `x-specpress-counterpart: <operationId>` a spec puts on a renamed
// operation (either direction), else by method and path (path parameter names ignored).
import { anchorLink, type AnchorPlaces } from './pages.js';
import type { OperationView, ReferenceView } from './view-model.js';

export interface VersionedReference {
  specId: string;
  view: ReferenceView;
  anchors: AnchorPlaces;
}

/** specId → (operationId → (other specId → URL of the same operation there)). */
export type CounterpartIndex = Map<string, Map<string, Record<string, string>>>;

export function matchCounterparts(references: VersionedReference[]): CounterpartIndex {
  const index: CounterpartIndex = new Map(references.map((r) => [r.specId, new Map()]));
  for (const a of references) {
    for (const b of references) {
      if (a === b) continue;
      const bOps = operationsOf(b.view);
      const byId = new Map(bOps.map((op) => [op.id, op]));
      const byShape = new Map(bOps.map((op) => [shape(op), op]));
      const hintsToA = new Map(bOps.filter((op) => op.counterpartHint).map((op) => [op.counterpartHint!, op]));
      for (const op of operationsOf(a.view)) {
        const match = (op.counterpartHint ? byId.get(op.counterpartHint) : undefined) ?? hintsToA.get(op.id) ?? byShape.get(shape(op));
        const url = match ? anchorLink(match.anchor, b.anchors) : undefined;
        if (url === undefined) continue;
        const entry = index.get(a.specId)!;
        entry.set(op.id, { ...(entry.get(op.id) ?? {}), [b.specId]: url });
      }
    }
  }
  return index;
}

function operationsOf(view: ReferenceView): OperationView[] {
  return view.tags.flatMap((t) => t.operations);
}

function shape(op: OperationView): string {
  return `${op.method} ${op.path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '')}`;
}
