// The `:::spec-table` hook: parsing, errors with the valid alternatives, rendering in markdown
// (headings and links included), and diagnostics at the directive's file and line.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadConfigFile } from '../../src/load/config.js';
import { validateConfig } from '../../src/validate/config.js';
import { buildReferencePages } from '../../src/pipeline/references.js';
import { expandDirectives, loadSiteContent } from '../../src/content/index.js';
import { parseDirective, resolveDirective, DIRECTIVE_KINDS } from '../../src/content/directives.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';
import { repoRoot } from '../helpers/cli.js';
import { defaultVariant } from '../../src/load/docs-variants.js';

// The repository's own site, as the pipeline loads it: the config, then the specs as the
// reference stage hands them on (parsed once, with the reference's anchors).
const loaded = await loadConfigFile('specpress.config.yaml', repoRoot);
const config = validateConfig(loaded.source!).config!;
const { specs: parsedSpecs } = await buildReferencePages({ config, siteDir: repoRoot, configSource: loaded.source });

const doc = (text: string) => ({ file: join(repoRoot, 'docs', 'x.md'), relPath: 'x.md', kind: 'markdown' as const, text, variant: defaultVariant(join(repoRoot, 'docs')) });

describe(':::spec-table directives', () => {
  it('parses kind, arguments and key=value options', () => {
    expect(parseDirective('spec-table webhook-events v1 prefix=company_')).toEqual({ kind: 'webhook-events', args: ['v1'], options: { prefix: 'company_' } });
  });

  it('reports an unknown kind with every valid kind, and an unknown version with the available ones', async () => {
    const content = loadSiteContent(config, parsedSpecs, []);
    const unknownKind = resolveDirective(parseDirective('spec-table webhook-evnts v2'), { specs: content.specs, data: config.data, apis: [] });
    expect(unknownKind).toMatchObject({ error: 'Unknown spec-table kind "webhook-evnts"' });
    for (const kind of DIRECTIVE_KINDS) expect((unknownKind as { hint: string }).hint).toContain(kind);
    expect(resolveDirective(parseDirective('spec-table operations v3'), { specs: content.specs, data: config.data, apis: [] })).toMatchObject({
      error: 'Unknown API version "v3"; available versions are: v2, v1',
    });
  });

  it('turns each bad directive into a diagnostic at its file and line', async () => {
    const content = loadSiteContent(config, parsedSpecs, [doc('# X\n\ntext\n\n:::spec-table schema-fields v2 Nope\n:::\n\n```\n:::spec-table ignored in code\n```\n')]);
    expect(content.diagnostics).toEqual([
      expect.objectContaining({ code: 'content-directive', severity: 'error', message: 'Version "v2" has no schema "Nope"', file: join(repoRoot, 'docs', 'x.md'), line: 5, column: 1 }),
    ]);
  });

  it('renders generated markdown in place: tables, headings with ids, links at the directive line', async () => {
    const content = loadSiteContent(config, parsedSpecs, []);
    const rendered = renderMarkdown('# Index\n\nIntro\n\n:::spec-table operations v1 level=2\n:::\n\nAfter [x](/api-docs/missing)\n', { directives: content.directives });
    expect(rendered.headings.map((h) => h.id)).toContain('companies-v1');
    expect(rendered.html).toContain('<a href="/api-docs/api-v1#operation/listCompanies">List companies</a>');
    expect(rendered.links.find((l) => l.href === '/api-docs/api-v1#operation/listCompanies')?.line).toBe(5);
    expect(rendered.links.find((l) => l.href === '/api-docs/missing')?.line).toBe(8);
  });

  it('leaves directives alone without a resolver', () => {
    expect(renderMarkdown(':::spec-table operations v2\n:::\n').html).not.toContain('<table');
  });

  it('expands directives in markdown text, skipping fenced code, and names the pages made from the specs', async () => {
    const source = doc(':::spec-table webhook-events v1 prefix=company_contact_\n:::\n');
    const plain = doc('No table here.\n');
    const content = loadSiteContent(config, parsedSpecs, [source, { ...plain, file: join(repoRoot, 'docs', 'y.md'), relPath: 'y.md' }]);
    // A spec edit changes this page (watch mode renders it again), and no other.
    expect([...content.specDriven]).toEqual([source.file]);
    const md = content.expand(source.text);
    expect(md).toContain('| [`company_contact_created`](/api-docs/api-v1#webhook/company_contact_created) |');
    expect(md).not.toContain('specpress:spec-content');
    expect(expandDirectives('```\n:::spec-table x\n:::\n```', () => 'NO')).toBe('```\n:::spec-table x\n:::\n```');
  });

  it('finds directives with the page parser: one shown in indented code is text, not a directive', () => {
    const shown = 'How to write one:\n\n    :::spec-table no-such-kind v9\n    :::\n\nAnd a real one:\n\n:::spec-table operations v2\n:::\n';
    const content = loadSiteContent(config, parsedSpecs, [doc(shown)]);
    expect(content.diagnostics).toEqual([]);
    const expanded = content.expand(shown);
    expect(expanded).toContain('    :::spec-table no-such-kind v9\n    :::');
    expect(expanded).not.toContain(':::spec-table operations v2');
  });
});
