// JavaScript with fetch: in the browser (a file to upload comes from an <input type="file">) and
// in Node 18+ (an ES module, files read from disk). Both let fetch write a form's or a multipart
// body's Content-Type (the latter with its boundary).
import { CodeWriter } from '../code-writer.js';
import { literalCode } from '../json-highlight.js';
import type { SampleRequest } from './request.js';
import { bodyText, type LanguageGenerator } from './common.js';

const jsString = (text: string) =>
  `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;

/** The file input of a field on the reader's page, by its name. */
const fileInput = (name: string) => `input[type=file][name="${name.replace(/["\\]/g, '\\$&')}"]`;

function generate(r: SampleRequest, node: boolean) {
  const w = new CodeWriter();
  const headers = [...r.headers];
  const body = r.body;
  const readsFiles = node && body !== undefined && (body.kind === 'file' || (body.kind === 'multipart' && body.parts.some((p) => 'file' in p)));
  if (readsFiles) w.keyword('import').text(' { readFile } ').keyword('from').text(' ').string("'node:fs/promises'").text(';\n\n');
  const readFile = (file: string, contentType?: string) => {
    w.keyword('new').text(' ').token('class-name', 'Blob').text('([').keyword('await').text(' ').token('function', 'readFile').text('(').string(jsString(file)).text(')]');
    if (contentType) w.text(', { ').token('property', 'type').text(': ').string(jsString(contentType)).text(' }');
    w.text(')');
  };
  let writeBody: (() => void) | undefined;
  if (body?.kind === 'multipart') {
    w.keyword('const').text(' form = ').keyword('new').text(' ').token('class-name', 'FormData').text('();\n');
    w.join(body.parts, '\n', (part) => {
      w.text('form.').token('function', 'append').text('(').string(jsString(part.name)).text(', ');
      if (!('file' in part)) w.string(jsString(part.value));
      else if (node) {
        readFile(part.file, part.contentType);
        w.text(', ').string(jsString(part.file));
      } else
        w.text('document.')
          .token('function', 'querySelector')
          .text('(')
          .string(jsString(fileInput(part.name)))
          .text(').files[')
          .token('number', '0')
          .text(']');
      w.text(');');
    });
    w.text('\n\n');
    writeBody = () => w.text('form');
  } else if (body?.kind === 'form') {
    const unique = new Set(body.fields.map(([k]) => k)).size === body.fields.length;
    writeBody = () =>
      w
        .keyword('new')
        .text(' ')
        .token('class-name', 'URLSearchParams')
        .text('(')
        .code(literalCode(unique ? Object.fromEntries(body.fields) : body.fields, 'json', '  '))
        .text(')');
  } else if (body) {
    headers.push(['Content-Type', body.mediaType]);
    if (body.kind === 'file')
      writeBody = node
        ? () => w.keyword('await').text(' ').token('function', 'readFile').text('(').string(jsString(body.file)).text(')')
        : () => w.text('document.').token('function', 'querySelector').text('(').string("'input[type=file]'").text(').files[').token('number', '0').text(']');
    else if (body.kind === 'json')
      writeBody = () =>
        w
          .token('builtin', 'JSON')
          .text('.')
          .token('function', 'stringify')
          .text('(')
          .code(literalCode(body.value, 'json', '  '))
          .text(')');
    else writeBody = () => w.string(jsString(bodyText(body)));
  }
  w.keyword('const').text(' response = ').keyword('await').text(' ').token('function', 'fetch').text('(').string(jsString(r.url)).text(', {\n');
  w.text('  ').token('property', 'method').text(': ').string(jsString(r.method)).text(',');
  if (headers.length > 0) {
    w.text('\n  ').token('property', 'headers').text(': {\n');
    w.join(headers, '\n', ([k, v]) => {
      w.text('    ');
      if (/^[A-Za-z_$][\w$]*$/.test(k)) w.token('property', k);
      else w.string(jsString(k));
      w.text(': ').string(jsString(v)).text(',');
    });
    w.text('\n  },');
  }
  if (writeBody) {
    w.text('\n  ').token('property', 'body').text(': ');
    writeBody();
    w.text(',');
  }
  w.text('\n});\n');
  if (node) return w.text('console.').token('function', 'log').text('(response.status, ').keyword('await').text(' response.').token('function', 'text').text('());').done();
  w.keyword('const').text(' data = ').keyword('await').text(' response.').token('function', 'json').text('();\n');
  return w.text('console.').token('function', 'log').text('(data);').done();
}

export const javascript: LanguageGenerator = { lang: 'javascript', label: 'JavaScript', highlightLang: 'javascript', generate: (r) => generate(r, false) };

export const node: LanguageGenerator = { lang: 'node', label: 'Node.js', highlightLang: 'javascript', generate: (r) => generate(r, true) };
