// Kotlin with OkHttp 4: text in a raw string, forms through FormBody, multipart through
// MultipartBody (files from disk), a binary body as the file's request body.
import { CodeWriter } from '../code-writer.js';
import { bodyText, type LanguageGenerator } from './common.js';

/** A Kotlin string literal: `$` would start a template, so it is escaped too. */
const kotlinString = (text: string) =>
  `"${text
    .replace(/[\\"$]/g, '\\$&')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

/** A raw string for text on several lines (`$` and `"""` written as templates), or a plain literal. */
function kotlinText(text: string): string {
  if (!text.includes('\n') || /[\r\u0000-\u0008\u000b-\u001f]/.test(text)) return kotlinString(text);
  // Function replacements: a `$'` in a replacement string would mean "the text after the match".
  return `"""${text.replace(/\$/g, () => "${'$'}").replace(/"""/g, () => `""\${'"'}`)}"""`;
}

/** Methods OkHttp refuses without a body. */
const NEEDS_BODY = new Set(['POST', 'PUT', 'PATCH', 'PROPPATCH', 'REPORT']);

export const kotlin: LanguageGenerator = {
  lang: 'kotlin',
  label: 'Kotlin',
  highlightLang: 'kotlin',
  generate(r) {
    const imports = new Set(['okhttp3.OkHttpClient', 'okhttp3.Request']);
    const setup = new CodeWriter();
    let bodyArg: (w: CodeWriter) => void = (w) => w.token('boolean', 'null');
    const body = r.body;
    const toMediaType = (mediaType: string) => setup.string(kotlinString(mediaType)).text('.').token('function', 'toMediaType').text('()');
    if (body?.kind === 'multipart') {
      imports.add('okhttp3.MultipartBody');
      setup.keyword('val').text(' body = ').token('class-name', 'MultipartBody').text('.Builder()\n    .').token('function', 'setType').text('(MultipartBody.FORM)');
      for (const part of body.parts) {
        setup.text('\n    .').token('function', 'addFormDataPart').text('(').string(kotlinString(part.name)).text(', ');
        if (!('file' in part)) setup.string(kotlinString(part.value));
        else {
          imports.add('java.io.File').add('okhttp3.RequestBody.Companion.asRequestBody').add('okhttp3.MediaType.Companion.toMediaType');
          setup.string(kotlinString(part.file)).text(', ').token('class-name', 'File').text('(').string(kotlinString(part.file)).text(').').token('function', 'asRequestBody').text('(');
          toMediaType(part.contentType ?? 'application/octet-stream');
          setup.text(')');
        }
        setup.text(')');
      }
      setup.text('\n    .').token('function', 'build').text('()\n\n');
    } else if (body?.kind === 'form') {
      imports.add('okhttp3.FormBody');
      setup.keyword('val').text(' body = ').token('class-name', 'FormBody').text('.Builder()');
      for (const [k, v] of body.fields) setup.text('\n    .').token('function', 'add').text('(').string(kotlinString(k)).text(', ').string(kotlinString(v)).text(')');
      setup.text('\n    .').token('function', 'build').text('()\n\n');
    } else if (body?.kind === 'file') {
      imports.add('java.io.File').add('okhttp3.RequestBody.Companion.asRequestBody').add('okhttp3.MediaType.Companion.toMediaType');
      setup.keyword('val').text(' body = ').token('class-name', 'File').text('(').string(kotlinString(body.file)).text(').').token('function', 'asRequestBody').text('(');
      toMediaType(body.mediaType);
      setup.text(')\n\n');
    } else if (body) {
      imports.add('okhttp3.RequestBody.Companion.toRequestBody').add('okhttp3.MediaType.Companion.toMediaType');
      setup
        .keyword('val')
        .text(' body = ')
        .string(kotlinText(bodyText(body)))
        .text('.')
        .token('function', 'toRequestBody')
        .text('(');
      toMediaType(body.mediaType);
      setup.text(')\n\n');
    } else if (NEEDS_BODY.has(r.method)) {
      imports.add('okhttp3.RequestBody.Companion.toRequestBody');
      setup.keyword('val').text(' body = ').string('""').text('.').token('function', 'toRequestBody').text('()\n\n');
    }
    if (body || NEEDS_BODY.has(r.method)) bodyArg = (w) => w.text('body');
    const w = new CodeWriter();
    for (const i of [...imports].sort()) w.keyword('import').text(` ${i}\n`);
    w.text('\n').keyword('val').text(' client = ').token('class-name', 'OkHttpClient').text('()\n\n');
    w.code(setup.done());
    w.keyword('val').text(' request = ').token('class-name', 'Request').text('.Builder()\n    .').token('function', 'url').text('(').string(kotlinString(r.url)).text(')');
    w.text('\n    .').token('function', 'method').text('(').string(kotlinString(r.method)).text(', ');
    bodyArg(w);
    w.text(')');
    for (const [k, v] of r.headers) w.text('\n    .').token('function', 'header').text('(').string(kotlinString(k)).text(', ').string(kotlinString(v)).text(')');
    w.text('\n    .').token('function', 'build').text('()\n\n');
    w.text('client.').token('function', 'newCall').text('(request).').token('function', 'execute').text('().').token('function', 'use').text(' { response ->\n    ');
    w.token('function', 'println').text('(').string('"${response.code} ${response.body?.string()}"').text(')\n}');
    return w.done();
  },
};
