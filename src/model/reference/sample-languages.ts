// One generator per language: a SampleRequest → idiomatic, runnable code, written with its
// highlighting (code-writer.ts). Pure string building.
import { CodeWriter, type HighlightedCode } from './code-writer.js';
import { literalCode } from './json-highlight.js';
import type { Json } from './pointer.js';

export interface SampleRequest {
  method: string;
  /** Full URL including the query string. */
  url: string;
  /** URL without the query, and the query pairs (Python passes them as `params`). */
  baseUrl: string;
  query: [string, string][];
  headers: [string, string][];
  body?: { mediaType: string; value: Json };
}

export interface LanguageGenerator {
  lang: string;
  label: string;
  highlightLang: string;
  generate(request: SampleRequest): HighlightedCode;
}

const isJson = (mediaType: string) => /json/i.test(mediaType);
const isForm = (mediaType: string) => /x-www-form-urlencoded/i.test(mediaType);
const isMultipart = (mediaType: string) => /multipart\//i.test(mediaType);
const pretty = (value: Json) => JSON.stringify(value, null, 2);
const flat = (value: Json): [string, string][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]) : [];
/** The body as one string, for languages that send raw bytes. */
const bodyText = (body: NonNullable<SampleRequest['body']>) =>
  isJson(body.mediaType) ? pretty(body.value) : isForm(body.mediaType) ? new URLSearchParams(flat(body.value)).toString() : typeof body.value === 'string' ? body.value : pretty(body.value);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const dq = (text: string) => JSON.stringify(text);
const indent = (text: string, pad: string) => text.split('\n').join(`\n${pad}`);
const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const curl: LanguageGenerator = {
  lang: 'curl',
  label: 'cURL',
  highlightLang: 'bash',
  generate(r) {
    const w = new CodeWriter().token('builtin', 'curl').text(' ');
    if (r.method !== 'GET') w.text(`-X ${r.method} `);
    w.string(shellQuote(r.url));
    const option = (flag: string, value: string) => w.text(` \\\n  ${flag} `).string(shellQuote(value));
    for (const [name, value] of r.headers) option('-H', `${name}: ${value}`);
    if (r.body && isMultipart(r.body.mediaType)) for (const [k, v] of flat(r.body.value)) option('-F', `${k}=${v}`);
    else if (r.body) {
      option('-H', `Content-Type: ${r.body.mediaType}`);
      option('--data', bodyText(r.body));
    }
    return w.done();
  },
};

const javascript: LanguageGenerator = {
  lang: 'javascript',
  label: 'JavaScript',
  highlightLang: 'javascript',
  generate(r) {
    const w = new CodeWriter();
    const headers = [...r.headers];
    let body: ((w: CodeWriter) => void) | undefined;
    if (r.body && isMultipart(r.body.mediaType)) {
      w.keyword('const').text(' form = ').keyword('new').text(' ').token('class-name', 'FormData').text('();\n');
      w.join(flat(r.body.value), '\n', ([k, v]) => w.text('form.').token('function', 'append').text('(').string(jsString(k)).text(', ').string(jsString(v)).text(');'));
      w.text('\n\n');
      body = (w) => w.text('form');
    } else if (r.body) {
      const { value, mediaType } = r.body;
      headers.push(['Content-Type', mediaType]);
      body = isJson(mediaType)
        ? (w) =>
            w
              .token('builtin', 'JSON')
              .text('.')
              .token('function', 'stringify')
              .text('(')
              .code(literalCode(value, 'json', '  '))
              .text(')')
        : (w) => w.string(jsString(bodyText(r.body!)));
    }
    w.keyword('const').text(' response = ').keyword('await').text(' ').token('function', 'fetch').text('(').string(jsString(r.url)).text(', {\n');
    w.text('  ').token('property', 'method').text(': ').string(`'${r.method}'`).text(',');
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
    if (body) {
      w.text('\n  ').token('property', 'body').text(': ');
      body(w);
      w.text(',');
    }
    w.text('\n});\n').keyword('const').text(' data = ').keyword('await').text(' response.').token('function', 'json').text('();\n');
    return w.text('console.').token('function', 'log').text('(data);').done();
  },
};

const python: LanguageGenerator = {
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
    if (r.query.length > 0) keywordArg('params', literalCode(Object.fromEntries(r.query), 'python', '    '));
    const headers = [...r.headers];
    if (r.body && !isJson(r.body.mediaType) && !isMultipart(r.body.mediaType) && !isForm(r.body.mediaType)) headers.push(['Content-Type', r.body.mediaType]);
    if (headers.length > 0) keywordArg('headers', literalCode(Object.fromEntries(headers), 'python', '    '));
    if (r.body && isJson(r.body.mediaType)) keywordArg('json', literalCode(r.body.value, 'python', '    '));
    else if (r.body && isMultipart(r.body.mediaType)) {
      const fields = flat(r.body.value);
      keywordArg('files', (w) =>
        w
          .text('{\n')
          .join(fields, '\n', ([k, v]) => w.text('        ').string(dq(k)).text(': (').token('boolean', 'None').text(', ').string(dq(v)).text('),'))
          .text('\n    }'),
      );
    } else if (r.body && isForm(r.body.mediaType)) keywordArg('data', literalCode(Object.fromEntries(flat(r.body.value)), 'python', '    '));
    else if (r.body) keywordArg('data', (w) => w.string(dq(bodyText(r.body!))));
    const w = new CodeWriter().keyword('import').text(' requests\n\nresponse = requests.request(\n    ').string(dq(r.method)).text(',\n');
    w.join(args, '\n', (arg) => {
      arg(w);
      w.text(',');
    });
    return w.text('\n)\n').token('builtin', 'print').text('(response.status_code, response.text)').done();
  },
};

const php: LanguageGenerator = {
  lang: 'php',
  label: 'PHP',
  highlightLang: 'php',
  generate(r) {
    const headers = [...r.headers];
    const options: ((w: CodeWriter) => void)[] = [
      (w) => w.text('    CURLOPT_CUSTOMREQUEST => ').string(`'${r.method}'`).text(','),
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
    if (r.body && isMultipart(r.body.mediaType)) {
      list(
        'CURLOPT_POSTFIELDS',
        flat(r.body.value).map(
          ([k, v]) =>
            (w) =>
              w.text('        ').string(phpString(k)).text(' => ').string(phpString(v)).text(','),
        ),
      );
    } else if (r.body) {
      headers.push(['Content-Type', r.body.mediaType]);
      w.token('variable', '$body')
        .text(' = ')
        .string(`<<<'BODY'\n${bodyText(r.body)}\nBODY`)
        .text(';\n\n');
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
                .string(phpString(`${k}: ${v}`))
                .text(','),
        ),
      );
    const curlVar = () => w.token('variable', '$curl');
    curlVar().text(' = ').token('function', 'curl_init').text('(').string(phpString(r.url)).text(');\n');
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

const RUBY_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

const ruby: LanguageGenerator = {
  lang: 'ruby',
  label: 'Ruby',
  highlightLang: 'ruby',
  generate(r) {
    const w = new CodeWriter();
    w.keyword('require').text(' ').string("'net/http'").text('\n').keyword('require').text(' ').string("'uri'").text('\n\n');
    w.text('uri = ').token('class-name', 'URI').text('(').string(phpString(r.url)).text(')\n');
    const rubyClass = RUBY_CLASSES[r.method];
    w.text('request = ');
    // Methods Net::HTTP has no class for (OpenAPI 3.2's QUERY, additionalOperations' LINK…).
    if (rubyClass) w.token('class-name', `Net::HTTP::${rubyClass}`).text('.new(uri)');
    else
      w.token('class-name', 'Net::HTTPGenericRequest')
        .text('.new(')
        .string(phpString(r.method))
        .text(`, ${r.body ? 'true' : 'false'}, true, uri)`);
    const header = (k: string, value: string) => w.text('\nrequest[').string(phpString(k)).text('] = ').string(phpString(value));
    for (const [k, v] of r.headers) header(k, v);
    if (r.body && isMultipart(r.body.mediaType)) {
      w.text('\nrequest.set_form([')
        .join(flat(r.body.value), ', ', ([k, v]) => w.text('[').string(phpString(k)).text(', ').string(phpString(v)).text(']'))
        .text('], ')
        .string("'multipart/form-data'")
        .text(')');
    } else if (r.body) {
      header('Content-Type', r.body.mediaType);
      w.text('\nrequest.body = ').string(`<<~'BODY'\n  ${indent(bodyText(r.body), '  ')}\nBODY`);
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

const go: LanguageGenerator = {
  lang: 'go',
  label: 'Go',
  highlightLang: 'go',
  generate(r) {
    const imports = ['"fmt"', '"io"', '"net/http"'];
    const setup: ((w: CodeWriter) => void)[] = [];
    let bodyArg: (w: CodeWriter) => void = (w) => w.token('boolean', 'nil');
    const headers: [string, string | undefined][] = [...r.headers];
    if (r.body && isMultipart(r.body.mediaType)) {
      imports.push('"bytes"', '"mime/multipart"');
      setup.push((w) => w.text('\t').keyword('var').text(' payload bytes.Buffer\n\tform := multipart.NewWriter(&payload)\n'));
      for (const [k, v] of flat(r.body.value)) setup.push((w) => w.text('\tform.WriteField(').string(dq(k)).text(', ').string(dq(v)).text(')\n'));
      setup.push((w) => w.text('\tform.Close()\n\n'));
      bodyArg = (w) => w.text('&payload');
      // The multipart boundary is only known at run time.
      headers.push(['Content-Type', undefined]);
    } else if (r.body) {
      imports.push('"strings"');
      const text = bodyText(r.body);
      setup.push((w) =>
        w
          .text('\tbody := strings.NewReader(')
          .string(text.includes('`') ? dq(text) : `\`${text}\``)
          .text(')\n\n'),
      );
      bodyArg = (w) => w.text('body');
      headers.push(['Content-Type', r.body.mediaType]);
    }
    const checkError = (w: CodeWriter) => w.text('\t').keyword('if').text(' err != ').token('boolean', 'nil').text(' {\n\t\t').token('builtin', 'panic').text('(err)\n\t}\n');
    const w = new CodeWriter().keyword('package').text(' main\n\n').keyword('import').text(' (\n');
    for (const i of imports.sort()) w.text('\t').string(i).text('\n');
    w.text(')\n\n').keyword('func').text(' ').token('function', 'main').text('() {\n');
    for (const line of setup) line(w);
    w.text('\treq, err := http.NewRequest(').string(dq(r.method)).text(', ').string(dq(r.url)).text(', ');
    bodyArg(w);
    w.text(')\n');
    checkError(w);
    for (const [k, v] of headers) {
      w.text('\treq.Header.Set(').string(dq(k)).text(', ');
      if (v === undefined) w.text('form.FormDataContentType()');
      else w.string(dq(v));
      w.text(')\n');
    }
    w.text('\n\tres, err := http.DefaultClient.Do(req)\n');
    checkError(w);
    w.text('\t').keyword('defer').text(' res.Body.Close()\n\tdata, _ := io.ReadAll(res.Body)\n\tfmt.Println(res.Status, ').token('builtin', 'string').text('(data))\n}');
    return w.done();
  },
};

/** The built-in languages, in tab order. */
export const LANGUAGES: readonly LanguageGenerator[] = [curl, javascript, python, php, ruby, go];
