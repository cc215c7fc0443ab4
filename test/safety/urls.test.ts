// URLs and HTML from a spec, as a reader meets them: a spec's URL becomes a link only through the one
// scheme rule (shared/url-schemes.ts), and the markdown outputs (api.md, llms.txt, llms-full.txt)
// carry no active HTML from the spec, wherever in it the HTML is written (tables included).
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

async function buildWithSpec(spec: string, configPatch = (config: string) => config): Promise<{ exitCode: number; stderr: string; read: (path: string) => Promise<string> }> {
  const site = await copyFixture('minimal');
  const config = join(site, 'specpress.config.yaml');
  await writeFile(config, configPatch(await readFile(config, 'utf8')));
  await writeFile(join(site, 'openapi.yaml'), spec);
  await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1 }\n');
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { exitCode: run.exitCode, stderr: run.stderr, read: (path) => readFile(join(out, path), 'utf8') };
}

describe("a spec's URLs", () => {
  it('become links only with a safe scheme; javascript: and data: ones are shown as text', async () => {
    const { exitCode, stderr, read } = await buildWithSpec(`openapi: 3.1.0
info:
  title: Links
  version: "1"
  termsOfService: "data:text/html,<script>alert(5)</script>"
  contact: { name: Team, url: "javascript:alert(2)" }
  license: { name: Own, url: " javascript:alert(3)" }
externalDocs: { url: "JavaScript:alert(4)", description: Docs }
tags:
  - name: pets
    externalDocs: { url: "javascript:alert(6)" }
paths:
  /a:
    get:
      tags: [pets]
      externalDocs: { url: "javascript:alert(7)" }
      responses: { "200": { description: OK } }
components:
  securitySchemes:
    evil: { type: openIdConnect, openIdConnectUrl: "javascript:alert(1)" }
    good: { type: openIdConnect, openIdConnectUrl: "https://login.example.com/.well-known/openid-configuration" }
`);
    expect(exitCode, stderr).toBe(0);
    const html = await read('docs/api/index.html');
    const page = parse(html);
    const hrefs = page.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
    const discovery = page.querySelectorAll('#section\\/authentication p').filter((p) => p.text.startsWith('Discovery:'));
    expect(discovery.map((p) => p.text)).toEqual(['Discovery: javascript:alert(1)', 'Discovery: https://login.example.com/.well-known/openid-configuration']);
    expect(discovery[0].querySelector('a')).toBeNull();
    expect(discovery[1].querySelector('a')?.getAttribute('href')).toBe('https://login.example.com/.well-known/openid-configuration');
    // The other fields are still shown, as text.
    const about = page.querySelector('.reference-about')?.text ?? '';
    expect(about).toContain('Contact: Team');
    expect(about).toContain('License: Own');
  });
});

describe('markdown outputs of a spec', () => {
  it('carry no active HTML from titles, summaries, descriptions or enum values, and keep their text', async () => {
    const { exitCode, stderr, read } = await buildWithSpec(
      `openapi: 3.1.0
info:
  title: "Evil <img src=x onerror=alert(1)> API"
  summary: "Summary <svg onload=alert(2)>here</svg>"
  version: "1"
  description: "Overview <img src=x onerror=alert(3)> and
    <img src=x
    onerror=alert(31)> over two lines"
tags:
  - name: "Pets <svg onload=alert(4)>"
    description: "Tag text <img src=x onerror=alert(5)>"
paths:
  /a:
    get:
      tags: ["Pets <svg onload=alert(4)>"]
      summary: "List <img src=x onerror=alert(6)> things"
      description: "Operation text <svg onload=alert(7)>"
      parameters:
        - name: kind
          in: query
          description: "Kind <img src=x onerror=alert(8)> of thing"
          schema: { type: string, enum: ["<img src=x onerror=alert(9)>", "<svg onload=alert(10)>", plain, "<svg onload=alert('lax')>"] }
      responses:
        "200": { description: "Fine <img src=x onerror=alert(11)> answer" }
components:
  schemas:
    Thing:
      description: "Schema text <img src=x onerror=alert(12)>"
      properties:
        colour: { type: string, enum: ["<img src=x onerror=alert(13)>", red], description: "Colour <svg onload=alert(14)> of it" }
`,
      // The config's title heads llms-full.txt: sanitised there too.
      (config) => config.replace('title: Minimal Docs', "title: 'Minimal <img src=x onerror=alert(15)> Docs'"),
    );
    expect(exitCode, stderr).toBe(0);
    for (const file of ['docs/api.md', 'docs/llms.txt', 'docs/llms-full.txt']) {
      const text = await read(file);
      // No tag with an event handler, no <svg> or <script>, whether markdown-it reads it as HTML or not.
      expect(text, file).not.toMatch(/<[a-z][^<>]*\son[a-z]+\s*=|<\s*(svg|script)/i);
      // What markdown-it parses as HTML is sanitised away; the quoted one, which it reads as text, is escaped.
      expect(text.replace("&lt;svg onload=alert('lax')>", ''), file).not.toMatch(/onerror|onload/i);
    }
    const api = await read('docs/api.md');
    for (const words of [
      'Evil',
      'Summary',
      'Overview',
      'over two lines',
      'Pets',
      'Tag text',
      'List',
      'things',
      'Operation text',
      'Kind',
      'of thing',
      'plain',
      'Fine',
      'answer',
      'Schema text',
      'Colour',
      'red',
    ])
      expect(api, words).toContain(words);
    expect(await read('docs/llms.txt')).toContain('Summary');
    expect(await read('docs/llms-full.txt')).toContain('Kind <img src="x" /> of thing');
    expect(api).toContain("&lt;svg onload=alert('lax')>");
  });
});
