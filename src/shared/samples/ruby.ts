// Ruby with net/http: forms and multipart through set_form (files as File objects, net/http
// writes the boundary), text in a heredoc, a binary body read with File.binread.
import { CodeWriter } from '../code-writer.js';
import { bodyText, freeMarker, sq, type LanguageGenerator } from './common.js';

const RUBY_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

/** A heredoc marker that no line of `text` is. */
function heredocMarker(text: string): string {
  return freeMarker(text, (marker) => new RegExp(`^\\s*${marker}\\s*$`, 'm'));
}

export const ruby: LanguageGenerator = {
  lang: 'ruby',
  label: 'Ruby',
  highlightLang: 'ruby',
  generate(r) {
    const w = new CodeWriter();
    w.keyword('require').text(' ').string("'net/http'").text('\n').keyword('require').text(' ').string("'uri'").text('\n\n');
    w.text('uri = ').token('class-name', 'URI').text('(').string(sq(r.url)).text(')\n');
    const rubyClass = RUBY_CLASSES[r.method];
    w.text('request = ');
    // Methods Net::HTTP has no class for (OpenAPI 3.2's QUERY, additionalOperations' LINK…).
    if (rubyClass) w.token('class-name', `Net::HTTP::${rubyClass}`).text('.new(uri)');
    else
      w.token('class-name', 'Net::HTTPGenericRequest')
        .text('.new(')
        .string(sq(r.method))
        .text(`, ${r.body ? 'true' : 'false'}, true, uri)`);
    const header = (k: string, value: string) => w.text('\nrequest[').string(sq(k)).text('] = ').string(sq(value));
    for (const [k, v] of r.headers) header(k, v);
    const body = r.body;
    if (body?.kind === 'multipart') {
      w.text('\nrequest.set_form([\n')
        .join(body.parts, '\n', (part) => {
          w.text('  [').string(sq(part.name)).text(', ');
          if (!('file' in part)) w.string(sq(part.value));
          else {
            w.token('class-name', 'File').text('.open(').string(sq(part.file)).text('), { ').token('property', 'filename:').text(' ').string(sq(part.file));
            if (part.contentType) w.text(', ').token('property', 'content_type:').text(' ').string(sq(part.contentType));
            w.text(' }');
          }
          w.text('],');
        })
        .text('\n], ')
        .string("'multipart/form-data'")
        .text(')');
    } else if (body?.kind === 'form') {
      w.text('\nrequest.set_form([')
        .join(body.fields, ', ', ([k, v]) => w.text('[').string(sq(k)).text(', ').string(sq(v)).text(']'))
        .text('])');
    } else if (body?.kind === 'file') {
      header('Content-Type', body.mediaType);
      w.text('\nrequest.body = ').token('class-name', 'File').text('.binread(').string(sq(body.file)).text(')');
    } else if (body) {
      header('Content-Type', body.mediaType);
      const text = bodyText(body);
      const marker = heredocMarker(text);
      // A quoted heredoc is taken as written; chomp drops the newline before its end marker.
      w.text('\nrequest.body = ').string(`<<-'${marker}'`).text('.chomp\n').string(`${text}\n${marker}`);
    }
    w.text('\n\nresponse = ')
      .token('class-name', 'Net::HTTP')
      .text('.start(uri.hostname, uri.port, ')
      .token('property', 'use_ssl:')
      .text(' uri.scheme == ')
      .string("'https'")
      .text(') ')
      .keyword('do')
      .text(' |http|\n');
    w.text('  http.request(request)\n').keyword('end').text('\n').token('builtin', 'puts').text(' response.code, response.body');
    return w.done();
  },
};
