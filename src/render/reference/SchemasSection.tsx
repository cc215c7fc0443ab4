import type { NamedSchemaView } from '../../model/reference/view-model.js';
import { useLinks, useSchemaHtml } from './links.js';
import { exampleCodeHtml } from './samples-html.js';
import { escape } from './schema-html.js';
import { externalDocsHtml } from './ExternalDocs.js';

/** Every component schema once, at `#schema/<name>`; operations link here. `eagerAnchor`: the page's first section (examples highlighted in the HTML). */
export function SchemasSection({ schemas, title, start, asPageTitle, eagerAnchor }: { schemas: NamedSchemaView[]; title: string; start: boolean; asPageTitle: boolean; eagerAnchor?: string }) {
  const Heading = asPageTitle ? 'h1' : 'h2';
  const { href } = useLinks();
  const schemaHtml = useSchemaHtml();
  return (
    <section className="schemas-section">
      <div className="tag-intro" id={start ? 'schemas' : undefined}>
        <Heading className="tag-title">{title}</Heading>
      </div>
      {schemas.map((s) => (
        <section key={s.name} className="operation schema-entry" id={s.anchor}>
          <div
            className="operation-docs"
            dangerouslySetInnerHTML={{
              __html: `<h3 class="operation-title"><a class="anchor-link" href="${escape(href(s.anchor) ?? '')}">${escape(s.name)}</a></h3><p class="media-head">${schemaHtml.type(s.schema, true)}</p>${externalDocsHtml(s.externalDocs)}${schemaHtml.facts(s.schema)}${s.schema.kind === 'tree' ? schemaHtml.body(s.schema) : ''}`,
            }}
          />
          <div
            className="operation-samples"
            dangerouslySetInnerHTML={{
              __html: s.example ? `<div class="sample-group"><h4 class="sample-title">Example</h4>${exampleCodeHtml(s.example, s.anchor !== eagerAnchor)}</div>` : '',
            }}
          />
        </section>
      ))}
    </section>
  );
}
