// Search documents made from real text, the proposal's v2 spec, as the build makes them: every
// operation (by its summary, with operationId, method and path as keywords) and every schema (by
// its name, with its properties). Shared by the tests that hold specpress's index to MiniSearch's.
import { spec } from '../content/site-build.js';

export type Doc = Record<string, unknown>;

/** Operations with their path in the keywords, braces kept or (as the build writes them) not. */
export function specOperations({ braces }: { braces: boolean }): Doc[] {
  return Object.entries(spec('v2').paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op && typeof op === 'object' && op.operationId)
      .map(([method, op]) => ({
        title: op.summary,
        page: 'Operations',
        url: `#operation/${op.operationId}`,
        group: 'v2',
        kind: 'operation',
        keywords: `${op.operationId} ${method.toUpperCase()} ${braces ? path : path.replace(/[{}]/g, ' ')}`,
        text: op.description ?? '',
        excerpt: path,
      })),
  );
}

export function specSchemas(): Doc[] {
  return Object.entries(spec('v2').components.schemas as Record<string, any>).map(([name, schema]) => ({
    title: name,
    page: 'Schemas',
    url: `#schema/${name}`,
    group: 'v2',
    kind: 'schema',
    keywords: Object.keys(schema.properties ?? {}).join(' '),
    text: schema.description ?? '',
    excerpt: '',
  }));
}
