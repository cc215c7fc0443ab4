// Script injection through every text a spec author writes (title, descriptions, summary,
// parameter, enum value, example, property name, default, code sample) comes out inert.
import { beforeAll, describe, expect, it } from 'vitest';
import { html } from '../helpers/html.js';
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
