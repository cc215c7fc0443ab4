import type { ParameterGroup, ParameterView } from '../../model/reference/view-model.js';
import { useHeading } from './headings.js';
import { useSchemaHtml } from './links.js';

import type { UiStringKey } from '../../config/ui-strings/index.js';
import { useUiStrings } from '../components/ui-strings-context.js';

/** Each place's title (a place without one is a compile error). */
const TITLES: Record<ParameterGroup['place'], UiStringKey> = {
  path: 'refPathParameters',
  query: 'refQueryParameters',
  querystring: 'refQueryString',
  header: 'refHeaderParameters',
  cookie: 'refCookieParameters',
};

export function ParameterGroups({ groups }: { groups: ParameterGroup[] }) {
  const Title = useHeading(1);
  const strings = useUiStrings();
  return (
    <>
      {groups.map((group) => (
        <div key={group.place} className={`params params-${group.place}`}>
          <Title className="subsection-title">{strings[TITLES[group.place]]}</Title>
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
