import type { NamedSchemaView } from '../../model/reference/view-model.js';
import { useLinks, useSchemaHtml } from './links.js';
import { exampleCodeHtml } from './samples-html.js';
import { escapeAsReact as escape } from '../../shared/escape-html.js';
import { externalDocsHtml } from './ExternalDocs.js';
import { useHeading } from './headings.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** Every component schema once, at `#schema/<name>`; operations link here. `eagerAnchor`: the page's first section (examples highlighted in the HTML). */
export function SchemasSection({ schemas, title, start, eagerAnchor }: { schemas: NamedSchemaView[]; title: string; start: boolean; eagerAnchor?: string }) {
  // The page's h1 on a page of a split reference (headings.tsx).
  const Heading = useHeading(-1);
  const Title = useHeading(0);
  const Subtitle = useHeading(1);
  const { href } = useLinks();
  const schemaHtml = useSchemaHtml();
  const strings = useUiStrings();
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
              __html: `<${Title} class="operation-title"><a class="anchor-link" href="${escape(href(s.anchor) ?? '')}">${escape(s.name)}</a></${Title}><p class="media-head">${schemaHtml.type(s.schema, true)}</p>${externalDocsHtml(s.externalDocs, strings)}${schemaHtml.facts(s.schema)}${s.schema.kind === 'tree' ? schemaHtml.body(s.schema) : ''}`,
            }}
          />
          <div
            className="operation-samples"
            dangerouslySetInnerHTML={{
              __html: s.example
                ? `<div class="sample-group"><${Subtitle} class="sample-title">${escape(strings.refExample)}</${Subtitle}>${exampleCodeHtml(s.example, s.anchor !== eagerAnchor, strings)}</div>`
                : '',
            }}
          />
        </section>
      ))}
    </section>
  );
}
