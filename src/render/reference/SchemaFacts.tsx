import type { SchemaNode } from '../../model/reference/view-model.js';
import { Html } from './Html.js';

/** Description, enum, default, constraints and examples of one schema. */
export function SchemaFacts({ node, showDescription = true }: { node: SchemaNode; showDescription?: boolean }) {
  if (node.kind === 'link') return showDescription ? <Html className="field-description" html={node.descriptionHtml} /> : null;
  const facts: [string, string[]][] = [];
  if (node.constValue !== undefined) facts.push(['Value', [node.constValue]]);
  if (node.enumValues.length > 0) facts.push([node.enumValues.length === 1 ? 'Value' : 'Allowed values', node.enumValues]);
  if (node.defaultValue !== undefined) facts.push(['Default', [node.defaultValue]]);
  if (node.examples.length > 0) facts.push([node.examples.length === 1 ? 'Example' : 'Examples', node.examples]);
  return (
    <>
      {showDescription && <Html className="field-description" html={node.descriptionHtml} />}
      {node.constraints.length > 0 && (
        <p className="field-constraints">
          {node.constraints.map((c) => (
            <span key={c} className="constraint">
              {c}
            </span>
          ))}
        </p>
      )}
      {facts.map(([label, values]) => (
        <p key={label} className={`field-fact field-fact-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          <span className="fact-label">{label}:</span>{' '}
          {values.map((v, i) => (
            <code key={i} className="fact-value">
              {v}
            </code>
          ))}
        </p>
      ))}
    </>
  );
}

/** Small badges after a field's type. */
export function SchemaBadges({ node, required }: { node: SchemaNode; required?: boolean }) {
  const tree = node.kind === 'tree' ? node : undefined;
  return (
    <>
      {required && <span className="badge badge-required">required</span>}
      {tree?.readOnly && <span className="badge badge-readonly">read-only</span>}
      {tree?.writeOnly && <span className="badge badge-writeonly">write-only</span>}
      {tree?.deprecated && <span className="badge badge-deprecated">deprecated</span>}
    </>
  );
}
