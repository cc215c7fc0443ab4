// Java 17 with java.net.http.HttpClient (no library). Text bodies in a text block; HttpClient has
// no multipart builder, so a multipart body is written by hand around a random boundary, files
// read from disk; a binary body is published from its file.
import { CodeWriter } from '../code-writer.js';
import { bodyText, dq, type LanguageGenerator } from './common.js';
import { partHead } from './multipart-text.js';

const PAD = '                ';

/**
 * A text block of `text`, indented to the builder: `\` and `"""` escaped, a line's trailing
 * blank kept with an escape (a text block strips it). A literal on one line when a text block
 * cannot hold the text as it is (carriage returns, text indented on every line).
 */
function javaText(text: string): string {
  const lines = text.split('\n');
  const indented = lines.filter((l) => l.trim()).every((l) => /^\s/.test(l));
  if (text.includes('\r') || indented || !text.trim()) return dq(text);
  const escaped = lines.map((l) =>
    l
      .replace(/\\/g, '\\\\')
      .replace(/"""/g, '\\"""')
      .replace(/[ \t]$/, (c) => (c === ' ' ? '\\s' : '\\t')),
  );
  return `"""\n${escaped.map((l) => (l ? PAD + l : l)).join('\n')}"""`;
}

export const java: LanguageGenerator = {
  lang: 'java',
  label: 'Java',
  highlightLang: 'java',
  generate(r) {
    const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
    const headers = [...r.headers];
    const setup = new CodeWriter();
    let publisher: (w: CodeWriter) => void = (w) => w.text('HttpRequest.BodyPublishers.').token('function', 'noBody').text('()');
    const body = r.body;
    if (body?.kind === 'multipart') {
      imports.add('java.io.ByteArrayOutputStream').add('java.nio.charset.StandardCharsets').add('java.util.UUID');
      if (body.parts.some((p) => 'file' in p)) imports.add('java.nio.file.Files').add('java.nio.file.Path');
      setup.text('        ').token('class-name', 'String').text(' boundary = ').string('"----specpress"').text(' + UUID.').token('function', 'randomUUID').text('();\n');
      setup.text('        ').token('class-name', 'ByteArrayOutputStream').text(' body = ').keyword('new').text(' ').token('class-name', 'ByteArrayOutputStream').text('();\n');
      const bytes = (write: () => void) => {
        setup.text('        body.').token('function', 'writeBytes').text('(');
        write();
        setup.text(');\n');
      };
      for (const part of body.parts) {
        bytes(() =>
          setup
            .text('(')
            .string('"--"')
            .text(' + boundary + ')
            .string(dq(partHead(part)))
            .text(').')
            .token('function', 'getBytes')
            .text('(StandardCharsets.UTF_8)'),
        );
        if ('file' in part) bytes(() => setup.text('Files.').token('function', 'readAllBytes').text('(Path.').token('function', 'of').text('(').string(dq(part.file)).text('))'));
        bytes(() =>
          setup
            .string(dq('file' in part ? '\r\n' : `${part.value}\r\n`))
            .text('.')
            .token('function', 'getBytes')
            .text('(StandardCharsets.UTF_8)'),
        );
      }
      bytes(() => setup.text('(').string('"--"').text(' + boundary + ').string('"--\\r\\n"').text(').').token('function', 'getBytes').text('(StandardCharsets.UTF_8)'));
      setup.text('\n');
      publisher = (w) => w.text('HttpRequest.BodyPublishers.').token('function', 'ofByteArray').text('(body.').token('function', 'toByteArray').text('())');
    } else if (body?.kind === 'file') {
      imports.add('java.nio.file.Path');
      headers.push(['Content-Type', body.mediaType]);
      publisher = (w) => w.text('HttpRequest.BodyPublishers.').token('function', 'ofFile').text('(Path.').token('function', 'of').text('(').string(dq(body.file)).text('))');
    } else if (body) {
      headers.push(['Content-Type', body.mediaType]);
      const text = javaText(bodyText(body));
      publisher = (w) => w.text('HttpRequest.BodyPublishers.').token('function', 'ofString').text('(').string(text).text(')');
    }
    const w = new CodeWriter();
    for (const i of [...imports].sort()) w.keyword('import').text(` ${i};\n`);
    w.text('\n').keyword('public class').text(' ').token('class-name', 'Example').text(' {\n    ');
    w.keyword('public static void')
      .text(' ')
      .token('function', 'main')
      .text('(')
      .token('class-name', 'String')
      .text('[] args) ')
      .keyword('throws')
      .text(' ')
      .token('class-name', 'Exception')
      .text(' {\n');
    w.code(setup.done());
    w.text('        ')
      .token('class-name', 'HttpRequest')
      .text(' request = HttpRequest.')
      .token('function', 'newBuilder')
      .text('(URI.')
      .token('function', 'create')
      .text('(')
      .string(dq(r.url))
      .text('))');
    for (const [k, v] of headers) w.text('\n            .').token('function', 'header').text('(').string(dq(k)).text(', ').string(dq(v)).text(')');
    if (body?.kind === 'multipart') w.text('\n            .').token('function', 'header').text('(').string('"Content-Type"').text(', ').string('"multipart/form-data; boundary="').text(' + boundary)');
    w.text('\n            .').token('function', 'method').text('(').string(dq(r.method)).text(', ');
    publisher(w);
    w.text(')\n            .').token('function', 'build').text('();\n');
    w.text('        ')
      .token('class-name', 'HttpResponse')
      .text('<')
      .token('class-name', 'String')
      .text('> response = HttpClient.')
      .token('function', 'newHttpClient')
      .text('().')
      .token('function', 'send')
      .text('(request, HttpResponse.BodyHandlers.')
      .token('function', 'ofString')
      .text('());\n');
    w.text('        System.out.')
      .token('function', 'println')
      .text('(response.')
      .token('function', 'statusCode')
      .text('() + ')
      .string('" "')
      .text(' + response.')
      .token('function', 'body')
      .text('());\n    }\n}');
    return w.done();
  },
};
