// Highlighting for generated code samples, fast enough for 1,000 operations × 6 languages.
// highlight.js costs a millisecond or more per call, and most of a sample is the same from one
// operation to the next. So the sample is generated once more with placeholders for its URL and
// JSON body; that skeleton goes through highlightCode (cached: a few dozen distinct skeletons per
// spec), and the real URL and body are spliced in — the URL as escaped text inside its string, the
// body as a coloured literal (JavaScript, Python) or escaped text inside its string (shell, PHP,
// Ruby, Go heredocs). If the result does not read exactly like the source, the whole source is
// highlighted the slow way instead.
import { escapeHtml, highlightCode } from '../../markdown/highlight.js';
import { highlightLiteral, textOfHtml } from './json-highlight.js';
import type { LanguageGenerator, SampleRequest } from './sample-languages.js';

const URL_SENTINEL = 'SpecpressUrl7q';
const BODY_SENTINEL = 'SpecpressBody7q';
const MAX_CACHE = 2000;
const cache = new Map<string, string>();

export function highlightSample(language: LanguageGenerator, request: SampleRequest, source: string): string {
  const slow = () => highlightCode(source, language.highlightLang);
  const body = request.body;
  const jsonBody = body !== undefined && /json/i.test(body.mediaType) && body.value !== null && typeof body.value === 'object';
  const withUrl = { ...request, url: URL_SENTINEL, baseUrl: URL_SENTINEL };
  const realUrl = between(source, language.generate(withUrl), URL_SENTINEL);
  const realBody = jsonBody ? between(source, language.generate({ ...request, body: { ...body, value: BODY_SENTINEL } }), `"${BODY_SENTINEL}"`) : undefined;
  if (realUrl === undefined || (jsonBody && realBody === undefined)) return slow();

  const skeleton = language.generate(jsonBody ? { ...withUrl, body: { ...body, value: BODY_SENTINEL } } : withUrl);
  let html = cachedHighlight(skeleton, language.highlightLang);
  if (html.split(URL_SENTINEL).length !== 2) return slow();
  html = html.replace(URL_SENTINEL, () => escapeHtml(realUrl));
  if (jsonBody && realBody !== undefined) {
    const token = `<span class="hljs-string">&quot;${BODY_SENTINEL}&quot;</span>`;
    const style = language.lang === 'javascript' ? 'json' : language.lang === 'python' ? 'python' : undefined;
    const at = skeleton.indexOf(`"${BODY_SENTINEL}"`);
    const pad = /^\s*/.exec(skeleton.slice(skeleton.lastIndexOf('\n', at) + 1, at))?.[0] ?? '';
    if (style && html.includes(token)) html = html.replace(token, () => highlightLiteral(body.value, style, pad));
    else html = html.replace(`&quot;${BODY_SENTINEL}&quot;`, () => escapeHtml(realBody));
  }
  return textOfHtml(html) === source ? html : slow();
}

/** What `source` has where `skeleton` has `token` (the two are otherwise equal), or undefined. */
function between(source: string, skeleton: string, token: string): string | undefined {
  const at = skeleton.indexOf(token);
  if (at < 0 || skeleton.indexOf(token, at + token.length) >= 0) return undefined;
  const before = skeleton.slice(0, at);
  const after = skeleton.slice(at + token.length);
  if (!source.startsWith(before) || !source.endsWith(after) || source.length < before.length + after.length) return undefined;
  return source.slice(before.length, source.length - after.length);
}

function cachedHighlight(code: string, lang: string): string {
  const key = `${lang}\n${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = highlightCode(code, lang);
    if (cache.size >= MAX_CACHE) cache.clear();
    cache.set(key, html);
  }
  return html;
}
