// Script injection through every text a spec author writes (title, descriptions, summary,
// parameter, enum value, example, property name, default, code sample) comes out inert.
import { beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { html } from '../helpers/html.js';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { buildFixture, type BuiltSite } from './helpers.js';

describe('XSS payloads in a spec', () => {
  let site: BuiltSite;
  let source: string;
  beforeAll(async () => {
    site = await buildFixture('reference-xss');
    source = await site.read('api/index.html');
  });

  it('builds', () => {
    expect(site.run.exitCode).toBe(0);
  });

  it('has no script other than the site runtime and its inline bootstrap', () => {
    const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    for (const [, body] of scripts) expect(body).not.toMatch(/alert\(/);
    expect(source).not.toMatch(/<script>alert/);
    expect(source).not.toMatch(/<(iframe|svg)\b/);
  });

  it('has no event handler attributes and no javascript: URLs', () => {
    const elements = html(source).querySelectorAll('*');
    expect(elements.length).toBeGreaterThan(100);
    for (const el of elements)
      expect(
        Object.keys(el.attributes).filter((name) => /^on/i.test(name)),
        el.tagName,
      ).toEqual([]);
    expect(source).not.toMatch(/(href|src)\s*=\s*"\s*javascript:/i);
  });

  it('shows the payloads as text where they were written', () => {
    // summary (heading, nav label, data attribute), enum value, example, property name, code sample
    expect(source).toContain('Get &lt;img src=x onerror=alert(&#x27;summary&#x27;)&gt;');
    expect(source).toContain('&quot;&lt;script&gt;alert(\\&quot;enum\\&quot;)&lt;/script&gt;&quot;');
    expect(source).toMatch(/&lt;\/pre&gt;&lt;script&gt;alert\((&#39;|&#x27;)example/);
    expect(source).toContain('&lt;b onmouseover=alert(1)&gt;name');
    expect(source).toMatch(/&lt;\/code&gt;&lt;\/pre&gt;&lt;script&gt;alert\((&#39;|&#x27;)sample/);
  });
});

describe('XSS payloads in a spec with a page per operation', () => {
  it('come out inert in every page, its <title> and its meta description', async () => {
    const dir = await tempDir();
    await cp(join(repoRoot, 'fixtures', 'reference-xss'), dir, { recursive: true });
    const config = join(dir, 'specpress.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('label: v1 }', 'label: v1, layout: operation }'));
    const out = join(dir, 'build');
    const run = await runCli(['generate', '--config', config, '--out', out]);
    expect(run.exitCode, run.output).toBe(0);
    const pages = (await readdir(join(out, 'api'), { recursive: true })).filter((file) => file.endsWith('index.html'));
    expect(pages.length).toBe(2);
    for (const page of pages) {
      const source = await readFile(join(out, 'api', page), 'utf8');
      for (const [, body] of source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) expect(body, page).not.toMatch(/alert\(/);
      expect(source, page).not.toMatch(/<(iframe|svg)\b/);
      expect(source, page).not.toMatch(/(href|src)\s*=\s*"\s*javascript:/i);
      for (const el of html(source).querySelectorAll('*'))
        expect(
          Object.keys(el.attributes).filter((name) => /^on/i.test(name)),
          `${page} ${el.tagName}`,
        ).toEqual([]);
    }
    const operation = await readFile(join(out, 'api', 'get-thing', 'index.html'), 'utf8');
    expect(operation).toContain('<title>Get &lt;img src&#x3D;x onerror&#x3D;alert(&#x27;summary&#x27;)&gt; · XSS &lt;script&gt;');
    // The description's first sentence as plain text: its tags are dropped, what is left is escaped.
    expect(operation).toContain('<meta name="description" content="Desc alert(&#x27;description&#x27;) x">');
  });
});
