// What the site search finds: each docs page and each of its h2/h3 sections (page-documents.ts),
// and from every spec its operations (with their parameters), webhook events and schemas. Each
// links to the exact anchor.
import { firstSentence } from '../content/markdown-kit.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import { computeNow, type Memo } from '../util/memo.js';
import { clip, type SearchDraft } from './page-documents.js';

/** The documents of the specs (they follow the pages'). A spec's change only with the spec: `memo` may keep them. */
export function specSearchDrafts(specs: readonly ParsedSpec[], memo: Memo = computeNow): SearchDraft[] {
  return specs.flatMap((spec) =>
    memo(
      'search-spec',
      () => [spec.entry.id, spec.anchors.url, spec.text, JSON.stringify(spec.anchors)],
      () => specDocuments(spec),
    ),
  );
}

function specDocuments(spec: ParsedSpec): SearchDraft[] {
  const group = spec.entry.id;
  const base = spec.model.serverUrl;
  const operations = spec.model.operations.map((op): SearchDraft => ({
    title: op.summary,
    page: op.tags[0] ?? 'Operations',
    url: op.url,
    group,
    kind: 'operation',
    keywords: [op.id, op.method, op.path.replace(/[{}]/g, ' '), ...op.parameters.map((p) => p.name), op.requestSchema ?? ''].join(' '),
    text: firstSentences(op.description, 2),
    excerpt: `${op.method} ${base}${op.path}`,
  }));
  const hooks = spec.model.webhooks.map((hook): SearchDraft => ({
    title: hook.name,
    page: 'Webhook events',
    url: hook.url,
    group,
    kind: 'webhook',
    keywords: `${hook.id} webhook event ${hook.dataSchema ?? ''}`,
    text: `${hook.summary}. ${firstSentence(hook.description)}`,
    excerpt: clip(hook.summary),
  }));
  const schemas = spec.model.schemas.map((schema): SearchDraft => ({
    title: schema.name,
    page: 'Schemas',
    url: schema.url,
    group,
    kind: 'schema',
    keywords: schema.properties.join(' '),
    text: firstSentence(schema.description),
    excerpt: clip(schema.description || `Fields: ${schema.properties.join(', ')}`),
  }));
  return [...operations, ...hooks, ...schemas];
}

function firstSentences(text: string, count: number): string {
  let rest = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  for (let i = 0; i < count && rest; i++) {
    const sentence = firstSentence(rest);
    out.push(sentence);
    rest = rest.slice(sentence.length).trim();
  }
  return out.join(' ');
}
