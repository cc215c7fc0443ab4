// curl. Bodies are sent byte for byte: text with --data-raw (--data would read `@name` as a
// file and drop newlines), multipart text fields with --form-string (-F reads `@` and `<`), files
// with -F 'name=@file' and --data-binary @file; as the Try it console's curl line does.
import { CodeWriter } from '../code-writer.js';
import { bodyText, type LanguageGenerator } from './common.js';

export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A file name as curl -F reads it: double-quoted when it holds what -F parses. */
const formFileName = (name: string) => (/[";,\\]|^\s|\s$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name);

export const curl: LanguageGenerator = {
  lang: 'curl',
  label: 'cURL',
  highlightLang: 'bash',
  generate(r) {
    const w = new CodeWriter().token('builtin', 'curl').text(' ');
    if (r.method !== 'GET') w.text(`-X ${r.method} `);
    w.string(shellQuote(r.url));
    const option = (flag: string, value: string) => w.text(` \\\n  ${flag} `).string(shellQuote(value));
    for (const [name, value] of r.headers) option('-H', `${name}: ${value}`);
    const body = r.body;
    if (!body) return w.done();
    if (body.kind === 'multipart') {
      // curl writes the Content-Type with its boundary.
      for (const part of body.parts) {
        if ('file' in part) option('-F', `${part.name}=@${formFileName(part.file)}${part.contentType ? `;type=${part.contentType}` : ''}`);
        else option('--form-string', `${part.name}=${part.value}`);
      }
      return w.done();
    }
    option('-H', `Content-Type: ${body.mediaType}`);
    if (body.kind === 'file') option('--data-binary', `@${body.file}`);
    else option('--data-raw', bodyText(body));
    return w.done();
  },
};
