import type { VariantsView } from '../../model/reference/view-model.js';
import { SchemaBody } from './SchemaBody.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SchemaType } from './SchemaType.js';
import { useLinks } from './links.js';

/**
 * oneOf/anyOf: one <details> per alternative, sharing a `name` so opening one closes the others
 * (an exclusive accordion, no JavaScript). The first alternative starts open.
 */
export function SchemaVariants({ variants }: { variants: VariantsView }) {
  const group = useLinks().uniqueId('variants');
  return (
    <div className="schema-variants" data-variants={variants.kind}>
      <p className="variants-label">{variants.kind === 'oneOf' ? 'One of' : 'Any of'}</p>
      {variants.options.map((option, i) => (
        <details key={i} className="variant" name={group} open={i === 0 || undefined} data-variant-label={option.label}>
          <summary>
            <span className="variant-label">{option.label}</span> <SchemaType node={option.schema} />
          </summary>
          <div className="variant-body">
            <SchemaFacts node={option.schema} />
            {option.schema.kind === 'tree' && <SchemaBody node={option.schema} />}
          </div>
        </details>
      ))}
    </div>
  );
}
