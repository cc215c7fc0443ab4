import type { NamedSchemaView } from '../../model/reference/view-model.js';
import { useLinks } from './links.js';
import { CodeBlock } from './CodeBlock.js';
import { SchemaBody } from './SchemaBody.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SchemaType } from './SchemaType.js';

/** Every component schema once, at `#schema/<name>`; operations link here. */
export function SchemasSection({ schemas, title, start, asPageTitle }: { schemas: NamedSchemaView[]; title: string; start: boolean; asPageTitle: boolean }) {
  const Heading = asPageTitle ? 'h1' : 'h2';
  const { href } = useLinks();
  return (
    <section className="schemas-section">
      <div className="tag-intro" id={start ? 'schemas' : undefined}>
        <Heading className="tag-title">{title}</Heading>
      </div>
      {schemas.map((s) => (
        <section key={s.name} className="operation schema-entry" id={s.anchor}>
          <div className="operation-docs">
            <h3 className="operation-title">
              <a className="anchor-link" href={href(s.anchor) ?? ''}>
                {s.name}
              </a>
            </h3>
            <p className="media-head">
              <SchemaType node={s.schema} self />
            </p>
            <SchemaFacts node={s.schema} />
            {s.schema.kind === 'tree' && <SchemaBody node={s.schema} />}
          </div>
          <div className="operation-samples">
            {s.example && (
              <div className="sample-group">
                <h4 className="sample-title">Example</h4>
                <CodeBlock highlighted={s.example.highlighted} language={s.example.language} />
              </div>
            )}
          </div>
        </section>
      ))}
    </section>
  );
}
