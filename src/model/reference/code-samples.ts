// Code samples per operation, in the languages the site chose, from the method, URL, parameters,
// auth and body example: the first written at build time, the others by the browser from the same
// request with the same generators (src/shared/samples/); `x-codeSamples` (or `x-code-samples`)
// in the spec replaces or adds languages, written into the page as they are.
import { exampleFor } from './example-values.js';
import type { ReferenceHtml } from './context.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import { LANGUAGES_BY_ID, type LanguageGenerator } from '../../shared/samples/languages.js';
import { fileBodyOf, sampleBody } from './sample-request.js';
import type { SampleRequest } from '../../shared/samples/request.js';
import { cookieHeader, encodeStrict, serializeParameter, type SerializedParameter } from '../../shared/parameter-serialization.js';
import { parameterEncoding } from './parameters.js';
import type { AuthPlacement } from './security.js';
import type { CodeSampleView, CodeSamplesView, WrittenSampleView } from './view-model.js';

export interface SampleInput {
  method: string;
  path: string;
  serverUrl: string;
  parameters: JsonObject[];
  body?: { mediaType: string; value: Json };
  /** The operation's requestBody: its schema says which multipart fields are files. */
  rawBody?: unknown;
  auth: AuthPlacement;
  custom: unknown;
}

const LANG_ALIASES: Record<string, string> = {
  shell: 'curl',
  sh: 'curl',
  bash: 'curl',
  curl: 'curl',
  js: 'javascript',
  javascript: 'javascript',
  node: 'node',
  'node.js': 'node',
  nodejs: 'node',
  py: 'python',
  python: 'python',
  python3: 'python',
  php: 'php',
  rb: 'ruby',
  ruby: 'ruby',
  go: 'go',
  golang: 'go',
  java: 'java',
  'c#': 'csharp',
  cs: 'csharp',
  csharp: 'csharp',
  dotnet: 'csharp',
  kotlin: 'kotlin',
  kt: 'kotlin',
  swift: 'swift',
  powershell: 'powershell',
  pwsh: 'powershell',
  ps1: 'powershell',
};

const BUILT_IN: readonly LanguageGenerator[] = Object.values(LANGUAGES_BY_ID);

/** `highlight`: what turns a sample the spec writes into highlighted HTML (ReferenceHtml). */
export function codeSamples(input: SampleInput, resolver: RefResolver, languages: readonly LanguageGenerator[], highlight: ReferenceHtml['highlight']): CodeSamplesView {
  const request = sampleRequest(input, resolver);
  const items: CodeSampleView[] = languages.map((language) => ({ kind: 'browser', lang: language.lang, label: language.label }));
  for (const custom of Array.isArray(input.custom) ? input.custom.filter(isObject) : []) {
    if (typeof custom.source !== 'string') continue;
    const written = String(custom.lang ?? custom.label ?? 'text');
    const lang = LANG_ALIASES[written.toLowerCase()] ?? written.toLowerCase().replace(/[^a-z0-9#+]+/g, '-');
    const builtIn = BUILT_IN.find((l) => l.lang === lang);
    const highlightLang = builtIn?.highlightLang ?? lang;
    const view: CodeSampleView = {
      kind: 'written',
      lang,
      label: typeof custom.label === 'string' ? custom.label : (builtIn?.label ?? written),
      highlightLang,
      source: custom.source,
      highlighted: highlight(custom.source, highlightLang),
    };
    // The first of a language replaces the generated sample; more of one language (two labelled
    // curl samples) each keep a tab of their own, after the one before, in the spec's order.
    const at = items.findLastIndex((s) => s.lang === lang);
    if (at < 0) items.push(view);
    else if (items[at].kind === 'browser') items[at] = view;
    else items.splice(at + 1, 0, view);
  }
  // The first tab is written into the page: it shows before any script runs, and without one.
  const first = items[0];
  const generator = first?.kind === 'browser' ? languages.find((l) => l.lang === first.lang) : undefined;
  if (generator) items[0] = writtenSample(generator, request);
  return items.some((item) => item.kind === 'browser') ? { items, requestJson: JSON.stringify(request) } : { items };
}

function writtenSample(language: LanguageGenerator, request: SampleRequest): WrittenSampleView {
  const code = language.generate(request);
  return { kind: 'written', lang: language.lang, label: language.label, highlightLang: language.highlightLang, source: code.source, highlighted: code.html };
}

function sampleRequest(input: SampleInput, resolver: RefResolver): SampleRequest {
  const valueOf = (param: JsonObject): Json => sampleValue(param, resolver) ?? `{${String(param.name)}}`;
  let path = input.path;
  // Query pairs as sent (percent-encoded by the parameter's style, parameter-serialization.ts).
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: SerializedParameter[] = [];
  for (const param of input.parameters) {
    const name = String(param.name);
    const encoding = parameterEncoding(param);
    if (!encoding) continue;
    if (param.in === 'path') path = path.split(`{${name}}`).join(serializeParameter(encoding, valueOf(param)).text);
    else if (param.required !== true) continue;
    else if (param.in === 'query') query.push(...serializeParameter(encoding, valueOf(param)).pairs);
    else if (param.in === 'header' && !/^(accept|content-type|authorization)$/i.test(name)) headers.push([name, serializeParameter(encoding, valueOf(param)).text]);
    else if (param.in === 'cookie') cookies.push(serializeParameter(encoding, valueOf(param)));
  }
  query.push(...input.auth.query.map(([k, v]): [string, string] => [encodeStrict(k), encodeStrict(v)]));
  headers.unshift(...input.auth.headers);
  // One Cookie header: the cookie parameters join an API key sent as a cookie.
  if (cookies.length > 0) {
    const at = headers.findIndex(([header]) => header === 'Cookie');
    if (at >= 0) headers[at] = ['Cookie', `${headers[at][1]}; ${cookieHeader(cookies)}`];
    else headers.push(['Cookie', cookieHeader(cookies)]);
  }
  const baseUrl = `${input.serverUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const queryString = query.map(([k, v]) => `${k}=${v}`).join('&');
  const body = input.body ? sampleBody(input.body.mediaType, input.body.value, input.rawBody, resolver) : fileBodyOf(input.rawBody, resolver);
  return {
    method: input.method.toUpperCase(),
    url: queryString ? `${baseUrl}?${queryString}` : baseUrl,
    baseUrl,
    query: query.map(([k, v]) => [decodeURIComponent(k), decodeURIComponent(v)]),
    headers,
    ...(body ? { body } : {}),
  };
}

/**
 * The value a sample sends: the parameter's example, else its first named example, else (for a
 * `content` parameter) its media type's, else one made from the schema.
 */
function sampleValue(param: JsonObject, resolver: RefResolver): Json | undefined {
  const media = isObject(param.content) ? Object.values(param.content).find(isObject) : undefined;
  for (const holder of media ? [param, media] : [param]) {
    const value = holder.example !== undefined ? holder.example : firstExample(holder);
    if (value !== undefined) return value;
  }
  const schema = param.schema ?? media?.schema;
  return schema !== undefined ? exampleFor(schema, resolver, 'request') : undefined;
}

function firstExample(param: JsonObject): Json | undefined {
  if (!isObject(param.examples)) return undefined;
  for (const example of Object.values(param.examples)) if (isObject(example) && example.value !== undefined) return example.value;
  return undefined;
}
