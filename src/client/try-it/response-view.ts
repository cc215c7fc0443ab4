// What happened, shown as it is: status, time and headers of an answer with its body (JSON
// pretty-printed, long bodies cut with a "Show all"), or a timeout, a cancel, or no answer, in
// words that say what the reader can do about it.
import type { TryItSpec } from '../../shared/try-it-types.js';
import { curlLine } from './curl.js';
import { h } from './dom.js';
import type { BuiltRequest, LeftOut } from './request.js';
import type { Outcome } from './send.js';
import { pageNumber, tr, trWith } from './strings.js';

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
  const more = h('button', { type: 'button', class: 'button sp-try-it-more' }, trWith('tryItShowAll', { count: pageNumber(text.length) }));
  more.addEventListener('click', () => {
    code.textContent = text;
    more.remove();
  });
  return h('div', {}, h('p', { class: 'sp-try-it-hint' }, trWith('tryItFirstCharacters', { count: pageNumber(BODY_PREVIEW) })), code, more);
}

function noAnswer(outcome: Extract<Outcome, { kind: 'no-answer' }>, request: BuiltRequest, spec: TryItSpec): HTMLElement[] {
  const target = new URL(request.url);
  const lines = [
    trWith('tryItNoAnswerWhy', { reason: outcome.message }),
    location.protocol === 'https:' && target.protocol === 'http:'
      ? trWith('tryItMixedContent', { server: target.origin })
      : trWith('tryItCorsOrOffline', { origin: location.origin, server: target.origin }),
    spec.proxyUrl ? trWith('tryItCheckProxy', { proxy: spec.proxyUrl }) : tr('tryItSetProxy'),
  ];
  return lines.map((line) => h('p', {}, line));
}

/** What Send left out, in the page's words (a credentials' note is in its own). */
function leftOutText(left: LeftOut): string {
  switch (left.kind) {
    case 'cookie':
      return trWith('tryItCookieLeftOut', { name: left.name });
    case 'note':
      return left.text;
  }
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
        ` ${trWith('tryItAnsweredIn', { ms: pageNumber(outcome.ms) })}`,
      ),
      h(
        'details',
        {},
        h('summary', {}, trWith('tryItResponseHeadersCount', { count: outcome.headers.length })),
        h('pre', { class: 'sp-try-it-headers', tabindex: '0', 'aria-label': tr('tryItResponseHeaders') }, outcome.headers.map(([name, value]) => `${name}: ${value}`).join('\n')),
        h('p', { class: 'sp-try-it-hint' }, tr('tryItExposedHeaders')),
      ),
      outcome.body ? bodyBlock(formatted(outcome.body, outcome.contentType)) : h('p', { class: 'sp-try-it-hint' }, tr('tryItEmptyBody')),
    );
  } else if (outcome.kind === 'timeout') {
    box.append(h('p', {}, h('strong', { class: 'sp-try-it-error' }, tr('tryItTimedOut')), ` ${trWith('tryItTimedOutAfter', { seconds: pageNumber(spec.timeoutMs / 1000) })}`));
  } else if (outcome.kind === 'cancelled') {
    box.append(h('p', {}, h('strong', {}, tr('tryItCancelled')), ` ${trWith('tryItCancelledAfter', { ms: pageNumber(outcome.ms) })}`));
  } else {
    box.append(h('p', {}, h('strong', { class: 'sp-try-it-error' }, tr('tryItNoAnswer'))), ...noAnswer(outcome, request, spec));
  }
  box.append(
    h('p', { class: 'sp-try-it-hint' }, spec.proxyUrl ? trWith('tryItWhatSendDidProxy', { proxy: spec.proxyUrl }) : tr('tryItWhatSendDid')),
    h('pre', { class: 'sp-try-it-curl', tabindex: '0', 'aria-label': tr('tryItCurlOfSend') }, curlLine(request)),
  );
  for (const left of request.leftOut) box.append(h('p', { class: 'sp-try-it-hint' }, trWith('tryItNotSent', { note: leftOutText(left) })));
  return box;
}
