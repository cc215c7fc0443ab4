import type { SchemaNode, SchemaTree } from '../../model/reference/view-model.js';
import { FieldRow } from './FieldRow.js';
import { SchemaVariants } from './SchemaVariants.js';
import { useLinks } from './links.js';
import { useSharedBodies } from './shared-bodies.js';

/** Whether a node has anything to show below its type line. */
export function hasChildren(node: SchemaNode): boolean {
  if (node.kind === 'link') return false;
  return node.properties.length > 0 || node.variants !== undefined || (node.items !== undefined && hasChildren(node.items)) || (node.additionalProperties !== undefined && node.additionalProperties !== true && hasChildren(node.additionalProperties));
}

/** The inside of a schema: its properties, array items, map values, alternatives, discriminator. */
export function SchemaBody({ node }: { node: SchemaTree }) {
  const shared = useSharedBodies().get(node);
  if (shared !== undefined) return <div className="schema" dangerouslySetInnerHTML={{ __html: shared }} />;
  return (
    <div className="schema">
      <SchemaBodyContent node={node} />
    </div>
  );
}

/** What SchemaBody holds (shared-bodies.tsx renders it once for a tree shown in several places). */
export function SchemaBodyContent({ node }: { node: SchemaTree }) {
  const { href } = useLinks();
  const additional = node.additionalProperties;
  return (
    <>
      {node.discriminator && node.discriminator.propertyName && (
        <p className="schema-discriminator">
          Discriminated by <code>{node.discriminator.propertyName}</code>
          {node.discriminator.mapping.length > 0 && ': '}
          {node.discriminator.mapping.map((m, i) => {
            const target = m.anchor ? href(m.anchor) : undefined;
            return (
              <span key={m.value} className="discriminator-entry">
                {i > 0 && ', '}
                <code>{m.value}</code> → {target ? <a href={target}>{m.name}</a> : m.name}
              </span>
            );
          })}
        </p>
      )}
      {node.properties.length > 0 && (
        <ul className="schema-fields">
          {node.properties.map((field) => (
            <FieldRow key={field.name} name={field.name} required={field.required} node={field.schema} />
          ))}
        </ul>
      )}
      {additional !== undefined && (
        <ul className="schema-fields schema-additional">
          {additional === true ? (
            <li className="field">
              <div className="field-head">
                <span className="field-name field-name-any">any other property</span> <span className="type">any</span>
              </div>
            </li>
          ) : (
            <FieldRow name="additional properties" nameIsLabel node={additional} />
          )}
        </ul>
      )}
      {node.items && node.items.kind === 'tree' && hasChildren(node.items) && (
        <div className="schema-items">
          <p className="schema-items-label">Array items:</p>
          <SchemaBody node={node.items} />
        </div>
      )}
      {node.variants && <SchemaVariants variants={node.variants} />}
    </>
  );
}
