import type { SchemaNode } from '../../model/reference/view-model.js';
import { useLinks } from './links.js';

/** `string <email>`, `Array of Tag`, `object (Contact)` — named schemas link to the Schemas section. */
export function SchemaType({ node, self }: { node: SchemaNode; self?: boolean }) {
  const { href } = useLinks();
  const nullable = node.nullable ? <span className="type-null"> or null</span> : null;
  if (node.kind === 'link') {
    return (
      <span className="type">
        {node.typeLabel !== 'object' && <>{node.typeLabel} </>}
        <SchemaName name={node.name} href={href(node.anchor)} />
        {node.recursive && <span className="type-recursive"> (recursive)</span>}
        {nullable}
      </span>
    );
  }
  if (node.items) {
    return (
      <span className="type">
        Array of {node.items.kind === 'tree' && node.items.name ? <SchemaName name={node.items.name} href={href(node.items.anchor ?? '')} /> : <SchemaType node={node.items} />}
        {node.name && !self && <> (<SchemaName name={node.name} href={href(node.anchor ?? '')} />)</>}
        {nullable}
      </span>
    );
  }
  return (
    <span className="type">
      {node.typeLabel}
      {node.name && !self && (
        <>
          {' '}(<SchemaName name={node.name} href={href(node.anchor ?? '')} />)
        </>
      )}
      {nullable}
    </span>
  );
}

function SchemaName({ name, href }: { name: string; href: string | undefined }) {
  return href ? (
    <a className="schema-link" href={href}>
      {name}
    </a>
  ) : (
    <span className="schema-name">{name}</span>
  );
}
