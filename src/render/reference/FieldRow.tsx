import type { SchemaNode } from '../../model/reference/view-model.js';
import { SchemaBody, hasChildren } from './SchemaBody.js';
import { SchemaBadges, SchemaFacts } from './SchemaFacts.js';
import { SchemaType } from './SchemaType.js';

/** One property: name, type, badges, facts; nested objects collapse in a <details>. */
export function FieldRow({ name, node, required, nameIsLabel }: { name: string; node: SchemaNode; required?: boolean; nameIsLabel?: boolean }) {
  const nested = node.kind === 'tree' && hasChildren(node) ? node : undefined;
  return (
    <li className={`field${required ? ' field-required' : ''}`}>
      <div className="field-head">
        {nameIsLabel ? <span className="field-name field-name-any">{name}</span> : <code className="field-name">{name}</code>} <SchemaType node={node} /> <SchemaBadges node={node} required={required} />
      </div>
      <SchemaFacts node={node} />
      {nested && (
        <details className="schema-children">
          <summary>{childSummary(nested)}</summary>
          <SchemaBody node={nested} />
        </details>
      )}
    </li>
  );
}

function childSummary(node: SchemaNode): string {
  if (node.kind === 'link') return '';
  if (node.variants) return `${node.variants.options.length} alternatives`;
  if (node.items && node.items.kind === 'tree' && node.properties.length === 0) return node.items.variants ? `${node.items.variants.options.length} alternatives` : `${node.items.properties.length} item properties`;
  const count = node.properties.length;
  return count === 1 ? '1 property' : `${count} properties`;
}
