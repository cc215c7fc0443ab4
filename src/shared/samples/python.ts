// Python with requests: the query as `params` (requests percent-encodes it again, as servers read
// it alike), `json=`, `data=` for forms and text, `files=` for multipart (a text field
// is `(None, value)`, so requests sends multipart even without a file), a binary body from a file.
import { CodeWriter, type HighlightedCode } from '../code-writer.js';
import { literalCode } from '../json-highlight.js';
import { bodyText, dq, type LanguageGenerator } from './common.js';

/** Pairs as a dict literal, or as a list of tuples when a name repeats (a dict would keep one). */
function pairs<T>(items: readonly [string, T][], w: CodeWriter, value: (item: T) => void): void {
  const unique = new Set(items.map(([k]) => k)).size === items.length;
  w.text(unique ? '{\n' : '[\n');
  w.join(items, '\n', ([k, v]) => {
    w.text('        ');
    if (unique) w.string(dq(k)).text(': ');
    else w.text('(').string(dq(k)).text(', ');
    value(v);
    w.text(unique ? ',' : '),');
  });
  w.text(unique ? '\n    }' : '\n    ]');
}

/** Query pairs as requests' `params`: a name that repeats (an exploded array) takes a list, which requests sends as one pair per item. */
function queryParams(query: readonly [string, string][]): Record<string, string | string[]> {
  const params = new Map<string, string[]>();
  for (const [name, value] of query) params.set(name, [...(params.get(name) ?? []), value]);
  return Object.fromEntries([...params].map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
}

export const python: LanguageGenerator = {
  lang: 'python',
  label: 'Python',
  highlightLang: 'python',
  generate(r) {
    const args: ((w: CodeWriter) => void)[] = [(w) => w.text('    ').string(dq(r.baseUrl))];
    const keywordArg = (name: string, value: HighlightedCode | ((w: CodeWriter) => void)) =>
      args.push((w) => {
        w.text(`    ${name}=`);
        if (typeof value === 'function') value(w);
        else w.code(value);
      });
    if (r.query.length > 0) keywordArg('params', literalCode(queryParams(r.query), 'python', '    '));
    const headers = [...r.headers];
    const body = r.body;
    if (body && (body.kind === 'text' || body.kind === 'file')) headers.push(['Content-Type', body.mediaType]);
    if (headers.length > 0) keywordArg('headers', literalCode(Object.fromEntries(headers), 'python', '    '));
    if (body?.kind === 'json') keywordArg('json', literalCode(body.value, 'python', '    '));
    else if (body?.kind === 'multipart') {
      keywordArg('files', (w) =>
        pairs(
          body.parts.map((p) => [p.name, p] as [string, typeof p]),
          w,
          (part) => {
            if (!('file' in part)) return void w.text('(').token('boolean', 'None').text(', ').string(dq(part.value)).text(')');
            w.text('(').string(dq(part.file)).text(', ').token('builtin', 'open').text('(').string(dq(part.file)).text(', ').string('"rb"').text(')');
            if (part.contentType) w.text(', ').string(dq(part.contentType));
            w.text(')');
          },
        ),
      );
    } else if (body?.kind === 'form') keywordArg('data', (w) => pairs(body.fields, w, (v) => w.string(dq(v))));
    else if (body?.kind === 'file') keywordArg('data', (w) => w.token('builtin', 'open').text('(').string(dq(body.file)).text(', ').string('"rb"').text(')'));
    else if (body) {
      const text = bodyText(body);
      // http.client sends a str body as Latin-1: other text goes as UTF-8 bytes.
      keywordArg('data', (w) => (/[^\x00-\x7f]/.test(text) ? w.string(dq(text)).text('.').token('function', 'encode').text('()') : w.string(dq(text))));
    }
    const w = new CodeWriter().keyword('import').text(' requests\n\nresponse = requests.request(\n    ').string(dq(r.method)).text(',\n');
    w.join(args, '\n', (arg) => {
      arg(w);
      w.text(',');
    });
    return w.text('\n)\n').token('builtin', 'print').text('(response.status_code, response.text)').done();
  },
};
