// Swift with Foundation's URLSession (async): text in a multi-line string literal, a multipart
// body written by hand around a random boundary (URLSession has no builder), files and binary
// bodies read into Data.
import { CodeWriter } from '../code-writer.js';
import type { SamplePart } from './request.js';
import { bodyText, formText, type LanguageGenerator } from './common.js';
import { partHead } from './multipart-text.js';

/** A Swift string literal (Swift writes a code point as \u{…}, not \uXXXX). */
const swiftString = (text: string) =>
  `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/[\u0000-\u001f]/g, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`)}"`;

/** A multi-line literal for text on several lines (`\` and `"""` escaped), else a plain one. */
function swiftText(text: string): string {
  if (!text.includes('\n') || /[\r\u0000-\u0008\u000b-\u001f]/.test(text)) return swiftString(text);
  return `"""\n${text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""')}\n"""`;
}

export const swift: LanguageGenerator = {
  lang: 'swift',
  label: 'Swift',
  highlightLang: 'swift',
  generate(r) {
    const w = new CodeWriter().keyword('import').text(' Foundation\n\n');
    w.keyword('var').text(' request = ').token('class-name', 'URLRequest').text('(url: ').token('class-name', 'URL').text('(string: ').string(swiftString(r.url)).text(')!)\n');
    w.text('request.httpMethod = ').string(swiftString(r.method)).text('\n');
    const header = (k: string, v: string) => w.text('request.').token('function', 'setValue').text('(').string(swiftString(v)).text(', forHTTPHeaderField: ').string(swiftString(k)).text(')\n');
    for (const [k, v] of r.headers) header(k, v);
    const body = r.body;
    const fileData = (file: string) =>
      w.keyword('try').text(' ').token('class-name', 'Data').text('(contentsOf: ').token('class-name', 'URL').text('(fileURLWithPath: ').string(swiftString(file)).text('))');
    if (body?.kind === 'multipart') {
      w.text('\n').keyword('let').text(' boundary = ').string('"Boundary-\\(').token('class-name', 'UUID').text('().uuidString').string(')"').text('\n');
      w.keyword('var').text(' body = ').token('class-name', 'Data').text('()\n');
      const text = (value: string, boundary: boolean) => {
        w.text('body.').token('function', 'append').text('(').token('class-name', 'Data').text('(');
        w.string(boundary ? `"--\\(boundary)${swiftString(value).slice(1)}` : swiftString(value)).text('.utf8))\n');
      };
      body.parts.forEach((part: SamplePart) => {
        text(partHead(part), true);
        if ('file' in part) {
          w.text('body.').token('function', 'append').text('(');
          fileData(part.file);
          w.text(')\n');
        }
        text('file' in part ? '\r\n' : `${part.value}\r\n`, false);
      });
      w.text('body.').token('function', 'append').text('(').token('class-name', 'Data').text('(').string('"--\\(boundary)--\\r\\n"').text('.utf8))\n');
      w.text('request.').token('function', 'setValue').text('(').string('"multipart/form-data; boundary=\\(boundary)"').text(', forHTTPHeaderField: ').string('"Content-Type"').text(')\n');
      w.text('request.httpBody = body\n');
    } else if (body?.kind === 'file') {
      header('Content-Type', body.mediaType);
      w.text('request.httpBody = ');
      fileData(body.file);
      w.text('\n');
    } else if (body) {
      header('Content-Type', body.mediaType);
      w.text('request.httpBody = ')
        .token('class-name', 'Data')
        .text('(')
        .string(swiftText(body.kind === 'form' ? formText(body.fields) : bodyText(body)))
        .text('.utf8)\n');
    }
    w.text('\n').keyword('let').text(' (data, response) = ').keyword('try await').text(' URLSession.shared.').token('function', 'data').text('(for: request)\n');
    w.token('function', 'print')
      .text('((response ')
      .keyword('as!')
      .text(' ')
      .token('class-name', 'HTTPURLResponse')
      .text(').statusCode, ')
      .token('class-name', 'String')
      .text('(decoding: data, as: UTF8.self))');
    return w.done();
  },
};
