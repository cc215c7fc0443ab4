// C# (.NET 6+, top-level statements) with HttpClient: text in a raw string literal, forms and
// multipart through FormUrlEncodedContent and MultipartFormDataContent (files read from disk),
// a binary body as ByteArrayContent.
import { CodeWriter } from '../code-writer.js';
import { bodyText, dq, type LanguageGenerator } from './common.js';

const METHODS: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

/** A C# 11 raw string literal: as written, delimited by more quotes than the text has in a row. */
function rawString(text: string): string {
  if (text.includes('\r') || !text.includes('\n')) return dq(text);
  const run = Math.max(2, ...[...text.matchAll(/"+/g)].map((m) => m[0].length));
  const quotes = '"'.repeat(run + 1);
  return `${quotes}\n${text}\n${quotes}`;
}

/** A media type without its parameters (MediaTypeHeaderValue takes the bare type). */
const bareType = (mediaType: string) => mediaType.split(';')[0].trim();

export const csharp: LanguageGenerator = {
  lang: 'csharp',
  label: 'C#',
  highlightLang: 'csharp',
  generate(r) {
    const w = new CodeWriter();
    const body = r.body;
    // MediaTypeHeaderValue names the type of a text or binary body, and of a file part with a known type.
    const namesTypes = body !== undefined && (body.kind === 'multipart' ? body.parts.some((p) => 'file' in p && p.contentType) : body.kind !== 'form');
    if (namesTypes) w.keyword('using').text(' System.Net.Http.Headers;\n\n');
    w.keyword('using var').text(' client = ').keyword('new').text(' ').token('class-name', 'HttpClient').text('();\n');
    w.keyword('using var').text(' request = ').keyword('new').text(' ').token('class-name', 'HttpRequestMessage').text('(');
    const method = METHODS[r.method];
    if (method) w.token('class-name', 'HttpMethod').text(`.${method}`);
    else w.keyword('new').text(' ').token('class-name', 'HttpMethod').text('(').string(dq(r.method)).text(')');
    w.text(', ').string(dq(r.url)).text(');\n');
    // Without validation: .NET refuses some valid values (an API key with a colon) in Headers.Add.
    for (const [k, v] of r.headers) w.text('request.Headers.').token('function', 'TryAddWithoutValidation').text('(').string(dq(k)).text(', ').string(dq(v)).text(');\n');
    const newContent = (type: string) => w.text('request.Content = ').keyword('new').text(' ').token('class-name', type);
    // The body's media type, as HttpClient sets it on the content (not as a request header).
    const contentType = (mediaType: string) =>
      w
        .text('request.Content.Headers.ContentType = ')
        .keyword('new')
        .text(' ')
        .token('class-name', 'MediaTypeHeaderValue')
        .text('(')
        .string(dq(bareType(mediaType)))
        .text(');\n');
    if (body?.kind === 'multipart') {
      w.keyword('var').text(' form = ').keyword('new').text(' ').token('class-name', 'MultipartFormDataContent').text('();\n');
      for (const part of body.parts) {
        w.text('form.').token('function', 'Add').text('(');
        if (!('file' in part)) w.keyword('new').text(' ').token('class-name', 'StringContent').text('(').string(dq(part.value)).text('), ').string(dq(part.name));
        else {
          w.keyword('new').text(' ').token('class-name', 'ByteArrayContent').text('(File.').token('function', 'ReadAllBytes').text('(').string(dq(part.file)).text('))');
          if (part.contentType) w.text(' { Headers = { ContentType = ').keyword('new').text(' ').token('class-name', 'MediaTypeHeaderValue').text('(').string(dq(part.contentType)).text(') } }');
          w.text(', ').string(dq(part.name)).text(', ').string(dq(part.file));
        }
        w.text(');\n');
      }
      w.text('request.Content = form;\n');
    } else if (body?.kind === 'form') {
      newContent('FormUrlEncodedContent').text('(').keyword('new').text(' ').token('class-name', 'KeyValuePair<string, string>').text('[]\n{\n');
      w.join(body.fields, '\n', ([k, v]) => w.text('    ').keyword('new').text('(').string(dq(k)).text(', ').string(dq(v)).text('),'));
      w.text('\n});\n');
    } else if (body?.kind === 'file') {
      newContent('ByteArrayContent').text('(File.').token('function', 'ReadAllBytes').text('(').string(dq(body.file)).text('));\n');
      contentType(body.mediaType);
    } else if (body) {
      newContent('StringContent')
        .text('(')
        .string(rawString(bodyText(body)))
        .text(');\n');
      contentType(body.mediaType);
    }
    w.text('\n').keyword('using var').text(' response = ').keyword('await').text(' client.').token('function', 'SendAsync').text('(request);\n');
    w.token('class-name', 'Console')
      .text('.')
      .token('function', 'WriteLine')
      .text('(')
      .string('$"{(int)response.StatusCode} {')
      .keyword('await')
      .text(' response.Content.')
      .token('function', 'ReadAsStringAsync')
      .text('()')
      .string('}"')
      .text(');');
    return w.done();
  },
};
