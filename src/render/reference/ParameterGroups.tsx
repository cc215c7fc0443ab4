import type { ParameterGroup, ParameterView } from '../../model/reference/view-model.js';
import { Html } from './Html.js';
import { SchemaBadges, SchemaFacts } from './SchemaFacts.js';
import { SchemaType } from './SchemaType.js';

const TITLES: Record<ParameterGroup['place'], string> = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' };

export function ParameterGroups({ groups }: { groups: ParameterGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.place} className={`params params-${group.place}`}>
          <h4 className="subsection-title">{TITLES[group.place]}</h4>
          <ParameterList parameters={group.parameters} />
        </div>
      ))}
    </>
  );
}

export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ul className="schema-fields param-list">
      {parameters.map((p) => (
        <li key={p.name} className={`field param${p.required ? ' field-required' : ''}`}>
          <div className="field-head">
            <code className="field-name">{p.name}</code> {p.schema && <SchemaType node={p.schema} />} {p.schema ? <SchemaBadges node={p.schema} required={p.required} /> : p.required && <span className="badge badge-required">required</span>}
            {p.deprecated && <span className="badge badge-deprecated">deprecated</span>}
          </div>
          <Html className="field-description" html={p.descriptionHtml} />
          {p.schema && <SchemaFacts node={p.schema} showDescription={false} />}
          {p.example !== undefined && (p.schema?.kind !== 'tree' || !p.schema.examples.includes(p.example)) && (
            <p className="field-fact field-fact-example">
              <span className="fact-label">Example:</span> <code className="fact-value">{p.example}</code>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
