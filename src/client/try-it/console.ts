// The "Try it" console of one operation, a chunk the hook (hook.ts) imports on the first click.
// It reads the operation's and the spec's data from the page (JSON the build wrote from the same
// model as the page, src/model/reference/try-it.ts), offers the server, parameters, body and
// authentication, and sends only when the reader presses Send.
import { TRY_IT_SPEC_ID, type TryItOperation, type TryItSpec } from '../../shared/try-it-types.js';
import { authFields } from './auth.js';
import { field, h } from './dom.js';
import { parameterFields, serverFields } from './fields.js';
import { buildRequest, type BuiltRequest } from './request.js';
import { outcomeView } from './response-view.js';
import { send, type Sending } from './send.js';
import { addStyles } from './style.js';

const consoles = new WeakMap<HTMLElement, HTMLElement>();

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
  if (open?.isConnected) {
    open.hidden = !open.hidden;
    button.setAttribute('aria-expanded', String(!open.hidden));
    return;
  }
  const operation = readJson<TryItOperation>(control.querySelector(':scope > script.sp-try-it-data'));
  const spec = readJson<TryItSpec>(document.getElementById(TRY_IT_SPEC_ID));
  if (!operation || !spec) throw new Error('this page has no Try it data for the operation');
  const panel = buildConsole(operation, spec);
  panel.id = `${control.closest('section')?.id ?? 'operation'}-try-it`.replace(/[^\w-]+/g, '-');
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'true');
  control.append(panel);
  consoles.set(control, panel);
  panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}

function buildConsole(operation: TryItOperation, spec: TryItSpec): HTMLElement {
  const servers = serverFields(operation.servers ?? spec.servers);
  const parameters = parameterFields(operation.parameters);
  const auth = authFields(spec.specId, spec.schemes, operation.security);
  const body = operation.body ? h('textarea', { spellcheck: 'false', rows: '10' }) : undefined;
  if (body && operation.body) body.value = operation.body.example;
  const sendButton = h('button', { type: 'button', class: 'button button-primary sp-try-it-send' }, 'Send');
  const cancelButton = h('button', { type: 'button', class: 'button sp-try-it-cancel', disabled: true }, 'Cancel');
  const output = h('div', { class: 'sp-try-it-output', 'aria-live': 'polite' });
  let sending: Sending | undefined;

  const problem = (text: string) => output.replaceChildren(h('p', { class: 'sp-try-it-error', role: 'alert' }, text));

  sendButton.addEventListener('click', () => {
    if (sending) return;
    const params = parameters.read();
    if (params.missing.length) return problem(`Fill in the required ${params.missing.length === 1 ? 'parameter' : 'parameters'} ${params.missing.join(', ')}.`);
    const credentials = auth.read();
    let request: BuiltRequest;
    try {
      request = buildRequest(
        {
          method: operation.method,
          serverUrl: servers.read(),
          path: operation.path,
          parameters: params.parameters,
          auth: credentials.auth,
          body: body && operation.body && (body.value !== '' || operation.body.required) ? { mediaType: operation.body.mediaType, text: body.value } : undefined,
        },
        document.baseURI,
      );
    } catch (error) {
      return problem(`This request cannot be built: ${error instanceof Error ? error.message : String(error)}.`);
    }
    request.leftOut.push(...credentials.notes);
    output.replaceChildren(h('p', { class: 'sp-try-it-hint' }, `Sending ${request.method} ${request.url}…`));
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

  return h(
    'div',
    { class: 'sp-try-it-console', role: 'region', 'aria-label': `Try ${operation.method} ${operation.path}` },
    servers.element,
    parameters.element,
    body && operation.body
      ? h('fieldset', {}, h('legend', {}, 'Body'), field(`Request body (${operation.body.mediaType})`, body, operation.body.required ? 'Required.' : 'Leave it empty to send none.'))
      : undefined,
    auth.element,
    h('div', { class: 'sp-try-it-actions' }, sendButton, cancelButton),
    output,
  );
}
