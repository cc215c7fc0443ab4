// What happened, shown as it is: status, time and headers of an answer with its body (JSON
// pretty-printed, long bodies cut with a "Show all"), or a timeout, a cancel, or no answer, in
// words that say what the reader can do about it.
import type { TryItSpec } from '../../shared/try-it-types.js';
import { curlLine } from './curl.js';
import { h } from './dom.js';
import type { BuiltRequest } from './request.js';
import type { Outcome } from './send.js';
import { tr } from './strings.js';

/** Characters of a body shown before "Show all". */
export const BODY_PREVIEW = 20_000;

function formatted(body: string, contentType: string): string {
  if (!/json/i.test(contentType)) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function bodyBlock(text: string): HTMLElement {
  const code = h('pre', { class: 'sp-try-it-body', tabindex: '0', 'aria-label': tr('tryItResponseBody') });
  if (text.length <= BODY_PREVIEW) {
    code.textContent = text;
    return code;
  }
  code.textContent = text.slice(0, BODY_PREVIEW);
  const more = h('button', { type: 'button', class: 'button sp-try-it-more' }, `Show all (${text.length.toLocaleString('en')} characters)`);
  more.addEventListener('click', () => {
    code.textContent = text;
    more.remove();
  });
  return h('div', {}, h('p', { class: 'sp-try-it-hint' }, `The first ${BODY_PREVIEW.toLocaleString('en')} characters:`), code, more);
}

function noAnswer(outcome: Extract<Outcome, { kind: 'no-answer' }>, request: BuiltRequest, spec: TryItSpec): HTMLElement[] {
  const target = new URL(request.url);
  const lines = [
    `No answer the browser may show (${outcome.message}).`,
    location.protocol === 'https:' && target.protocol === 'http:'
      ? `This page is served over https and the server ${target.origin} over http: browsers block such calls (mixed content). Choose an https server.`
      : `Most often the API does not allow calls from this page: its answer must carry Access-Control-Allow-Origin for ${location.origin} (CORS). Or the server ${target.origin} cannot be reached (wrong host or port, offline). The browser does not say which; its developer console names the reason.`,
    spec.proxyUrl
      ? `The request went through the proxy ${spec.proxyUrl}: check that the proxy is running and answers with CORS headers.`
      : 'The site can set a proxy that forwards requests and adds CORS headers: specs[].tryIt.proxyUrl in specpress.config.yaml. Or call the API with the curl line below.',
  ];
  return lines.map((line) => h('p', {}, line));
}

export function outcomeView(outcome: Outcome, request: BuiltRequest, spec: TryItSpec): HTMLElement {
  const box = h('div', { class: `sp-try-it-outcome sp-try-it-${outcome.kind}`, role: 'status' });
  if (outcome.kind === 'answer') {
    const ok = outcome.status >= 200 && outcome.status < 300;
    box.append(
      h(
        'p',
        { class: 'sp-try-it-status' },
        h('strong', { class: ok ? 'sp-try-it-ok' : 'sp-try-it-error' }, `${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''}`),
        ` in ${outcome.ms} ms`,
      ),
      h(
        'details',
        {},
        h('summary', {}, `Response headers (${outcome.headers.length})`),
        h('pre', { class: 'sp-try-it-headers', tabindex: '0', 'aria-label': 'Response headers' }, outcome.headers.map(([name, value]) => `${name}: ${value}`).join('\n')),
        h('p', { class: 'sp-try-it-hint' }, 'A browser shows only the headers the API exposes to this page (Access-Control-Expose-Headers).'),
      ),
      outcome.body ? bodyBlock(formatted(outcome.body, outcome.contentType)) : h('p', { class: 'sp-try-it-hint' }, tr('tryItEmptyBody')),
    );
  } else if (outcome.kind === 'timeout') {
    box.append(h('p', {}, h('strong', { class: 'sp-try-it-error' }, tr('tryItTimedOut')), ` after ${(spec.timeoutMs / 1000).toLocaleString('en')} s without an answer: the request was given up.`));
  } else if (outcome.kind === 'cancelled') {
    box.append(h('p', {}, h('strong', {}, tr('tryItCancelled')), ` after ${outcome.ms} ms: the request was stopped before an answer came.`));
  } else {
    box.append(h('p', {}, h('strong', { class: 'sp-try-it-error' }, tr('tryItNoAnswer'))), ...noAnswer(outcome, request, spec));
  }
  box.append(
    h('p', { class: 'sp-try-it-hint' }, spec.proxyUrl ? `What Send did (through the proxy ${spec.proxyUrl}):` : tr('tryItWhatSendDid')),
    h('pre', { class: 'sp-try-it-curl', tabindex: '0', 'aria-label': 'curl of what Send did' }, curlLine(request)),
  );
  for (const note of request.leftOut) box.append(h('p', { class: 'sp-try-it-hint' }, `Not sent: ${note}.`));
  return box;
}
