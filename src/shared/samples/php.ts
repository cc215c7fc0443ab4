// PHP with the curl extension: text bodies in a nowdoc (sent as written), multipart as an array
// with CURLFile for files (curl writes the boundary), a binary body read with file_get_contents.
import { CodeWriter } from '../code-writer.js';
import { bodyText, freeMarker, sq, type LanguageGenerator } from './common.js';

/** A nowdoc marker that no line of `text` starts with (PHP 7.3 ends a nowdoc at an indented marker too). */
function nowdocMarker(text: string): string {
  return freeMarker(text, (marker) => new RegExp(`^\\s*${marker}\\b`, 'm'));
}

export const php: LanguageGenerator = {
  lang: 'php',
  label: 'PHP',
  highlightLang: 'php',
  generate(r) {
    const headers = [...r.headers];
    const options: ((w: CodeWriter) => void)[] = [
      (w) => w.text('    CURLOPT_CUSTOMREQUEST => ').string(sq(r.method)).text(','),
      (w) => w.text('    CURLOPT_RETURNTRANSFER => ').token('boolean', 'true').text(','),
    ];
    const list = (name: string, items: ((w: CodeWriter) => void)[]) =>
      options.push((w) =>
        w
          .text(`    ${name} => [\n`)
          .join(items, '\n', (item) => item(w))
          .text('\n    ],'),
      );
    const w = new CodeWriter().token('important', '<?php').text('\n');
    const body = r.body;
    if (body?.kind === 'multipart') {
      list(
        'CURLOPT_POSTFIELDS',
        body.parts.map((part) => (w) => {
          w.text('        ').string(sq(part.name)).text(' => ');
          if (!('file' in part)) return void w.string(sq(part.value)).text(',');
          w.keyword('new').text(' ').token('class-name', 'CURLFile').text('(').string(sq(part.file));
          if (part.contentType) w.text(', ').string(sq(part.contentType));
          w.text('),');
        }),
      );
    } else if (body?.kind === 'file') {
      headers.push(['Content-Type', body.mediaType]);
      options.push((w) => w.text('    CURLOPT_POSTFIELDS => ').token('function', 'file_get_contents').text('(').string(sq(body.file)).text('),'));
    } else if (body) {
      headers.push(['Content-Type', body.mediaType]);
      const text = bodyText(body);
      const marker = nowdocMarker(text);
      w.token('variable', '$body').text(' = ').string(`<<<'${marker}'\n${text}\n${marker}`).text(';\n\n');
      options.push((w) => w.text('    CURLOPT_POSTFIELDS => ').token('variable', '$body').text(','));
    }
    if (headers.length > 0)
      list(
        'CURLOPT_HTTPHEADER',
        headers.map(
          ([k, v]) =>
            (w) =>
              w
                .text('        ')
                .string(sq(`${k}: ${v}`))
                .text(','),
        ),
      );
    const curlVar = () => w.token('variable', '$curl');
    curlVar().text(' = ').token('function', 'curl_init').text('(').string(sq(r.url)).text(');\n');
    w.token('function', 'curl_setopt_array').text('(');
    curlVar()
      .text(', [\n')
      .join(options, '\n', (option) => option(w))
      .text('\n]);\n');
    w.token('variable', '$response').text(' = ').token('function', 'curl_exec').text('(');
    curlVar().text(');\n').token('function', 'curl_close').text('(');
    curlVar().text(');\n').keyword('echo').text(' ').token('variable', '$response').text(';');
    return w.done();
  },
};
