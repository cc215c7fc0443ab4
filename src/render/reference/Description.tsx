// A description (the API's, a tag's) as the page shows it: its HTML, or, when it names Redoc's
// components (model/reference/redoc-tags.ts), its text with a schema's tree and the security
// schemes where it places them.
import type { DescriptionPart } from '../../model/reference/view-model.js';
import { Authentication } from './Authentication.js';
import { Html } from './Html.js';
import { headingsUnder, type HeadingTag } from './headings.js';
import { useSchemaHtml } from './links.js';

export function Description({ html, parts, className, under, anchored = true }: { html: string; parts?: DescriptionPart[]; className?: string; under?: HeadingTag; anchored?: boolean }) {
  const schemaHtml = useSchemaHtml();
  if (!parts) return <Html className={className} html={html} under={under} />;
  return (
    <div className={className}>
      {parts.map((part, i) => {
        if (part.kind === 'html') return <div key={i} dangerouslySetInnerHTML={{ __html: under ? headingsUnder(part.html, under) : part.html }} />;
        if (part.kind === 'security') return part.schemes.length > 0 ? <Authentication key={i} schemes={part.schemes} required={part.required} anchored={anchored} /> : null;
        // The schema as its own entry shows it: its type line (linked to the entry), facts and tree.
        const { schema } = part;
        return (
          <div
            key={i}
            className="schema-definition"
            dangerouslySetInnerHTML={{ __html: `<p class="media-head">${schemaHtml.type(schema)}</p>${schemaHtml.facts(schema)}${schema.kind === 'tree' ? schemaHtml.body(schema) : ''}` }}
          />
        );
      })}
    </div>
  );
}
