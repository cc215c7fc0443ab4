// Array parameters and fields whose items are enums (the petstore's `status`): the written page
// shows each item's allowed values, their meanings and default as it does a plain enum's, and
// api.md lists the values in the parameter's type as it does a plain enum parameter's.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';

describe('array item enums', () => {
  let page: HTMLElement;
  let markdown: string;

  beforeAll(async () => {
    const { run, out } = await generateFixture('openapi/array-enum-parameters');
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain(' 0 warnings');
    page = parse(await readFile(join(out, 'api', 'index.html'), 'utf8'));
    markdown = await readFile(join(out, 'api.md'), 'utf8');
  });

  /** A parameter's (or field's) facts as a reader sees them: each fact's text, whitespace folded. */
  const factsOf = (row: HTMLElement | null) => (row?.querySelectorAll('.field-fact') ?? []).map((fact) => fact.text.replace(/\s+/g, ' ').trim());
  const param = (name: string) => page.querySelectorAll('li.param').find((li) => li.querySelector('.field-name')?.text === name) ?? null;
  const described = (row: HTMLElement | null) => (row?.querySelectorAll('dl.enum-values dt') ?? []).map((dt) => [dt.text, (dt.nextElementSibling?.text ?? '').trim()]);

  it("shows the petstore's status values and default", () => {
    expect(factsOf(param('status'))).toEqual(['Allowed item values: "available""pending""sold"', 'Item default: "available"', 'Written as: form, exploded: status=1&status=2']);
  });

  it('shows what each item value means (x-enumDescriptions, x-enum-descriptions, a oneOf of constants)', () => {
    expect(described(param('size'))).toEqual([
      ['"small"', 'Fits on a lap.'],
      ['"large"', 'Needs a garden.'],
    ]);
    expect(param('size')?.querySelector('dl.enum-values strong')?.text).toBe('a lap');
    expect(described(param('X-Colours'))).toEqual([
      ['"black"', 'Like a night'],
      ['"white"', 'Like snow'],
    ]);
    expect(described(param('sort'))).toEqual([
      ['"name"', 'By name, A to Z.'],
      ['"age"', 'Youngest first.'],
    ]);
  });

  it('shows the same for a response field that is an array of an enum', () => {
    const tags = page.querySelectorAll('.responses li.field').find((li) => li.querySelector('.field-name')?.text === 'tags') ?? null;
    expect(factsOf(tags)[0]).toBe('Item default: "friendly"');
    expect(described(tags)).toEqual([
      ['"friendly"', 'Greets visitors.'],
      ['"shy"', ''],
    ]);
  });

  it('api.md lists the values in the type, as for a plain enum parameter', () => {
    expect(markdown).toContain('| `status` | query | Array of string (available, pending, sold) | yes |');
    expect(markdown).toContain('| `size` | query | Array of string (small, large) | no |');
    expect(markdown).toContain('| `X-Colours` | header | Array of string (black, white) | no |');
  });
});
