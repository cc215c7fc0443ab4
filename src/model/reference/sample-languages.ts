// One generator per language: a SampleRequest → idiomatic, runnable code. Pure string building.
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
  generate(request: SampleRequest): string;
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

const curl: LanguageGenerator = {
  lang: 'curl',
  label: 'cURL',
  highlightLang: 'bash',
  generate(r) {
    const lines = [`curl ${r.method === 'GET' ? '' : `-X ${r.method} `}${shellQuote(r.url)}`];
    for (const [name, value] of r.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
    if (r.body && isMultipart(r.body.mediaType)) for (const [k, v] of flat(r.body.value)) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
    else if (r.body) {
      lines.push(`-H ${shellQuote(`Content-Type: ${r.body.mediaType}`)}`);
      lines.push(`--data ${shellQuote(bodyText(r.body))}`);
    }
    return lines.join(' \\\n  ');
  },
};

const javascript: LanguageGenerator = {
  lang: 'javascript',
  label: 'JavaScript',
  highlightLang: 'javascript',
  generate(r) {
    const headers = [...r.headers];
    let body: string | undefined;
    let prelude = '';
    if (r.body && isMultipart(r.body.mediaType)) {
      prelude = `const form = new FormData();\n${flat(r.body.value).map(([k, v]) => `form.append(${jsString(k)}, ${jsString(v)});`).join('\n')}\n\n`;
      body = 'form';
    } else if (r.body) {
      headers.push(['Content-Type', r.body.mediaType]);
      body = isJson(r.body.mediaType) ? `JSON.stringify(${indent(pretty(r.body.value), '  ')})` : jsString(bodyText(r.body));
    }
    const options = [`  method: '${r.method}',`];
    if (headers.length > 0) options.push(`  headers: {\n${headers.map(([k, v]) => `    ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : jsString(k)}: ${jsString(v)},`).join('\n')}\n  },`);
    if (body) options.push(`  body: ${body},`);
    return `${prelude}const response = await fetch(${jsString(r.url)}, {\n${options.join('\n')}\n});\nconst data = await response.json();\nconsole.log(data);`;
  },
};

function pyLiteral(value: Json, pad = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return dq(value);
  const inner = `${pad}    `;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((v) => `${inner}${pyLiteral(v, inner)},`).join('\n')}\n${pad}]`;
  const entries = Object.entries(value);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, v]) => `${inner}${dq(k)}: ${pyLiteral(v, inner)},`).join('\n')}\n${pad}}`;
}

const python: LanguageGenerator = {
  lang: 'python',
  label: 'Python',
  highlightLang: 'python',
  generate(r) {
    const args = [`    ${dq(r.baseUrl)},`];
    if (r.query.length > 0) args.push(`    params=${pyLiteral(Object.fromEntries(r.query), '    ')},`);
    const headers = [...r.headers];
    if (r.body && !isJson(r.body.mediaType) && !isMultipart(r.body.mediaType) && !isForm(r.body.mediaType)) headers.push(['Content-Type', r.body.mediaType]);
    if (headers.length > 0) args.push(`    headers=${pyLiteral(Object.fromEntries(headers), '    ')},`);
    if (r.body && isJson(r.body.mediaType)) args.push(`    json=${pyLiteral(r.body.value, '    ')},`);
    else if (r.body && isMultipart(r.body.mediaType)) args.push(`    files={\n${flat(r.body.value).map(([k, v]) => `        ${dq(k)}: (None, ${dq(v)}),`).join('\n')}\n    },`);
    else if (r.body && isForm(r.body.mediaType)) args.push(`    data=${pyLiteral(Object.fromEntries(flat(r.body.value)), '    ')},`);
    else if (r.body) args.push(`    data=${dq(bodyText(r.body))},`);
    return `import requests\n\nresponse = requests.request(\n    ${dq(r.method)},\n${args.join('\n')}\n)\nprint(response.status_code, response.text)`;
  },
};

const php: LanguageGenerator = {
  lang: 'php',
  label: 'PHP',
  highlightLang: 'php',
  generate(r) {
    const headers = [...r.headers];
    const options = [`    CURLOPT_CUSTOMREQUEST => '${r.method}',`, '    CURLOPT_RETURNTRANSFER => true,'];
    let prelude = '';
    if (r.body && isMultipart(r.body.mediaType)) {
      options.push(`    CURLOPT_POSTFIELDS => [\n${flat(r.body.value).map(([k, v]) => `        ${phpString(k)} => ${phpString(v)},`).join('\n')}\n    ],`);
    } else if (r.body) {
      headers.push(['Content-Type', r.body.mediaType]);
      prelude = `$body = <<<'BODY'\n${bodyText(r.body)}\nBODY;\n\n`;
      options.push('    CURLOPT_POSTFIELDS => $body,');
    }
    if (headers.length > 0) options.push(`    CURLOPT_HTTPHEADER => [\n${headers.map(([k, v]) => `        ${phpString(`${k}: ${v}`)},`).join('\n')}\n    ],`);
    return `<?php\n${prelude}$curl = curl_init(${phpString(r.url)});\ncurl_setopt_array($curl, [\n${options.join('\n')}\n]);\n$response = curl_exec($curl);\ncurl_close($curl);\necho $response;`;
  },
};
const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const RUBY_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

const ruby: LanguageGenerator = {
  lang: 'ruby',
  label: 'Ruby',
  highlightLang: 'ruby',
  generate(r) {
    const lines = ["require 'net/http'", "require 'uri'", '', `uri = URI(${phpString(r.url)})`, `request = Net::HTTP::${RUBY_CLASSES[r.method] ?? 'Get'}.new(uri)`];
    for (const [k, v] of r.headers) lines.push(`request[${phpString(k)}] = ${phpString(v)}`);
    if (r.body && isMultipart(r.body.mediaType)) lines.push(`request.set_form([${flat(r.body.value).map(([k, v]) => `[${phpString(k)}, ${phpString(v)}]`).join(', ')}], 'multipart/form-data')`);
    else if (r.body) {
      lines.push(`request['Content-Type'] = ${phpString(r.body.mediaType)}`);
      lines.push(`request.body = <<~'BODY'\n  ${indent(bodyText(r.body), '  ')}\nBODY`);
    }
    lines.push('', "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|", '  http.request(request)', 'end', 'puts response.code, response.body');
    return lines.join('\n');
  },
};

const go: LanguageGenerator = {
  lang: 'go',
  label: 'Go',
  highlightLang: 'go',
  generate(r) {
    const imports = ['"fmt"', '"io"', '"net/http"'];
    const setup: string[] = [];
    let bodyArg = 'nil';
    const headers = [...r.headers];
    if (r.body && isMultipart(r.body.mediaType)) {
      imports.push('"bytes"', '"mime/multipart"');
      setup.push('\tvar payload bytes.Buffer', '\tform := multipart.NewWriter(&payload)');
      for (const [k, v] of flat(r.body.value)) setup.push(`\tform.WriteField(${dq(k)}, ${dq(v)})`);
      setup.push('\tform.Close()', '');
      bodyArg = '&payload';
      headers.push(['Content-Type', '" + form.FormDataContentType() + "']);
    } else if (r.body) {
      imports.push('"strings"');
      const text = bodyText(r.body);
      setup.push(`\tbody := strings.NewReader(${text.includes('`') ? dq(text) : `\`${text}\``})`, '');
      bodyArg = 'body';
      headers.push(['Content-Type', r.body.mediaType]);
    }
    const headerLines = headers.map(([k, v]) => (v.startsWith('" + ') ? `\treq.Header.Set(${dq(k)}, form.FormDataContentType())` : `\treq.Header.Set(${dq(k)}, ${dq(v)})`));
    return [
      'package main',
      '',
      `import (\n${imports.sort().map((i) => `\t${i}`).join('\n')}\n)`,
      '',
      'func main() {',
      ...setup,
      `\treq, err := http.NewRequest(${dq(r.method)}, ${dq(r.url)}, ${bodyArg})`,
      '\tif err != nil {\n\t\tpanic(err)\n\t}',
      ...headerLines,
      '',
      '\tres, err := http.DefaultClient.Do(req)',
      '\tif err != nil {\n\t\tpanic(err)\n\t}',
      '\tdefer res.Body.Close()',
      '\tdata, _ := io.ReadAll(res.Body)',
      '\tfmt.Println(res.Status, string(data))',
      '}',
    ].join('\n');
  },
};

/** The built-in languages, in tab order. */
export const LANGUAGES: readonly LanguageGenerator[] = [curl, javascript, python, php, ruby, go];
