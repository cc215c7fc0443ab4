import type { ParameterGroup, ParameterView } from '../../model/reference/view-model.js';
import { useHeading } from './headings.js';
import { useSchemaHtml } from './links.js';

const TITLES: Record<ParameterGroup['place'], string> = { path: 'Path parameters', query: 'Query parameters', querystring: 'Query string', header: 'Header parameters', cookie: 'Cookie parameters' };

export function ParameterGroups({ groups }: { groups: ParameterGroup[] }) {
  const Title = useHeading(1);
  return (
    <>
      {groups.map((group) => (
        <div key={group.place} className={`params params-${group.place}`}>
          <Title className="subsection-title">{TITLES[group.place]}</Title>
          <ParameterList parameters={group.parameters} />
        </div>
      ))}
    </>
  );
}

export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  const schemaHtml = useSchemaHtml();
  return <ul className="schema-fields param-list" dangerouslySetInnerHTML={{ __html: parameters.map((p) => schemaHtml.parameterRow(p)).join('') }} />;
}
