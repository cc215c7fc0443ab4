// The "Try it" console of one operation, a chunk the hook (hook.ts) imports on the first click.
// It reads the operation's and the spec's data from the page (JSON the build wrote from the same
// model as the page, src/model/reference/try-it.ts), offers the server, parameters, body and
// authentication, shows the curl line of what it would send as the reader types, and sends only
// when the reader presses Send.
import { SAMPLE_WRITTEN_EVENT } from '../constants.js';
import { TRY_IT_SPEC_ID, type TryItOperation, type TryItSpec } from '../../shared/try-it-types.js';
import { authFields } from './auth.js';
import { bodyFields } from './body-fields.js';
import { curlLine } from './curl.js';
import { h } from './dom.js';
import { parameterFields, serverFields } from './fields.js';
import { pageCurlSample, type LiveSample } from './live-curl.js';
import { buildRequest, PathLeavesServer, type BuiltRequest } from './request.js';
import { outcomeView } from './response-view.js';
import { send, type Sending } from './send.js';
import { addStyles } from './style.js';
import { tr, trFilled, trWith } from './strings.js';

interface OpenConsole {
  panel: HTMLElement;
  sample: LiveSample;
  refresh(): void;
}

const consoles = new WeakMap<HTMLElement, OpenConsole>();

function readJson<T>(element: Element | null | undefined): T | undefined {
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the console under an operation's control, or closes it when it is open. */
export function toggleConsole(control: HTMLElement, button: HTMLButtonElement): void {
  addStyles();
  const open = consoles.get(control);
  if (open?.panel.isConnected) {
    open.panel.hidden = !open.panel.hidden;
    button.setAttribute('aria-expanded', String(!open.panel.hidden));
    if (open.panel.hidden) open.sample.restore();
    else open.refresh();
    return;
  }
  const operation = readJson<TryItOperation>(control.querySelector(':scope > script.sp-try-it-data'));
  const spec = readJson<TryItSpec>(document.getElementById(TRY_IT_SPEC_ID));
  if (!operation || !spec) throw new Error(tr('tryItNoData'));
  const section = control.closest('section');
  const sample = pageCurlSample(section);
  const { panel, refresh } = buildConsole(operation, spec, sample);
  // The curl sample written after the console opened (its tab opened now) shows the request too.
  section?.addEventListener(SAMPLE_WRITTEN_EVENT, () => {
    if (panel.isConnected && !panel.hidden) refresh();
  });
  panel.id = `${section?.id ?? 'operation'}-try-it`.replace(/[^\w-]+/g, '-');
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'true');
  control.append(panel);
  consoles.set(control, { panel, sample, refresh });
  refresh();
  panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}

function buildConsole(operation: TryItOperation, spec: TryItSpec, sample: LiveSample): { panel: HTMLElement; refresh(): void } {
  const servers = serverFields(operation.servers ?? spec.servers);
  const parameters = parameterFields(operation.parameters);
  const body = operation.body ? bodyFields(operation.body) : undefined;
  const auth = authFields(spec, operation, () => servers.read());
  const sendButton = h('button', { type: 'button', class: 'button button-primary sp-try-it-send' }, tr('tryItSend'));
  const cancelButton = h('button', { type: 'button', class: 'button sp-try-it-cancel', disabled: true }, tr('tryItCancel'));
  const liveCurl = h('pre', { class: 'sp-try-it-live-curl', tabindex: '0', 'aria-label': tr('tryItCurlOfRequest') });
  const output = h('div', { class: 'sp-try-it-output', 'aria-live': 'polite' });
  let sending: Sending | undefined;

  /** What the reader entered, built by the one request builder; or what stops it, in words. */
  const compose = (): { request: BuiltRequest; missing: string[]; notes: string[] } | { problem: string } => {
    const params = parameters.read();
    const entered = body?.read();
    const credentials = auth.read();
    try {
      const request = buildRequest(
        { method: operation.method, serverUrl: servers.read(), path: operation.path, parameters: params.parameters, auth: credentials.auth, body: entered?.body },
        document.baseURI,
      );
      return { request, missing: [...params.missing, ...(entered?.missing ?? [])], notes: credentials.notes };
    } catch (error) {
      const reason = error instanceof PathLeavesServer ? trWith('tryItPathLeavesServer', { path: error.path, server: error.server }) : error instanceof Error ? error.message : String(error);
      return { problem: trWith('tryItCannotBuild', { reason }) };
    }
  };
  const refresh = () => {
    const composed = compose();
    const text = 'problem' in composed ? composed.problem : curlLine(composed.request);
    liveCurl.textContent = text;
    sample.show(text);
  };
  const problem = (text: string) => output.replaceChildren(h('p', { class: 'sp-try-it-error', role: 'alert' }, text));

  sendButton.addEventListener('click', () => {
    if (sending) return;
    const composed = compose();
    if ('problem' in composed) return problem(composed.problem);
    const { request, missing, notes } = composed;
    if (missing.length) return problem(trFilled(missing.length === 1 ? 'tryItFillRequiredOne' : 'tryItFillRequired', 'fields', missing.join(', ')));
    request.leftOut.push(...notes.map((text) => ({ kind: 'note' as const, text })));
    output.replaceChildren(h('p', { class: 'sp-try-it-hint' }, trWith('tryItSending', { request: `${request.method} ${request.url}` })));
    sendButton.disabled = true;
    cancelButton.disabled = false;
    sending = send(request, { proxyUrl: spec.proxyUrl, timeoutMs: spec.timeoutMs });
    void sending.done.then((outcome) => {
      sending = undefined;
      sendButton.disabled = false;
      cancelButton.disabled = true;
      output.replaceChildren(outcomeView(outcome, request, spec));
    });
  });
  cancelButton.addEventListener('click', () => sending?.cancel());

  const panel = h(
    'div',
    { class: 'sp-try-it-console', role: 'region', 'aria-label': trWith('tryItConsoleLabel', { request: `${operation.method} ${operation.path}` }) },
    servers.element,
    parameters.element,
    body?.element,
    auth.element,
    h('p', { class: 'sp-try-it-hint' }, spec.proxyUrl ? trWith('tryItAsCurlProxy', { proxy: spec.proxyUrl }) : tr('tryItAsCurl')),
    liveCurl,
    h('div', { class: 'sp-try-it-actions' }, sendButton, cancelButton),
    output,
  );
  // Every change of a field rewrites the curl lines (here and in the page's samples).
  panel.addEventListener('input', refresh);
  panel.addEventListener('change', refresh);
  return { panel, refresh };
}
