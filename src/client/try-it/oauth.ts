// OAuth 2 in the console, for the flows a scheme declares: authorization code with PKCE (S256)
// and client credentials. Each runs only when the reader presses its button. Authorize opens the
// provider in a popup (opened at once, in the click, so pop-up blockers allow it), which comes
// back to the site's redirect page; that page posts code and state here, from this origin only.
// The state is checked, the code exchanged for a token with the verifier, and the token kept like
// any other secret and sent as `Authorization: Bearer`.
import { TRY_IT_OAUTH_MESSAGE, type TryItOAuthFlow, type TryItScheme } from '../../shared/try-it-types.js';
import { checkbox, field, h } from './dom.js';
import { fetchToken } from './oauth-token.js';
import { challengeOf, randomText } from './pkce.js';
import type { RequestInput } from './request.js';
import { keepSecret, readSecret } from './secrets.js';
import { tr, trWith } from './strings.js';

export interface OAuthContext {
  specId: string;
  /** Scopes the operation asks of this scheme (pre-ticked). */
  scopes: string[];
  /** The chosen server's URL: relative authorization and token URLs resolve against it. */
  serverUrl(): string;
  proxyUrl?: string;
  timeoutMs: number;
  /** The redirect page from the site's root. */
  redirect: string;
}

const FLOW_NAMES = { authorizationCode: 'tryItFlowAuthorizationCode', clientCredentials: 'tryItFlowClientCredentials' } as const;

/** An http(s) URL of the spec, resolved against the chosen server; anything else (javascript:…) is refused. */
function specUrl(url: string, serverUrl: string): URL {
  const resolved = new URL(url, new URL(serverUrl || '/', document.baseURI));
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') throw new Error(trWith('tryItNotHttpUrl', { url }));
  return resolved;
}

/** Waits for the redirect page's message from this popup with this state; fails when the popup closes first. */
function codeFrom(popup: Window, state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', listen);
      clearInterval(watch);
    };
    const listen = (event: MessageEvent) => {
      // Only the redirect page of this site, in the popup this click opened.
      if (event.origin !== location.origin || event.source !== popup) return;
      const data: unknown = (event.data as Record<string, unknown> | null)?.[TRY_IT_OAUTH_MESSAGE];
      if (typeof data !== 'object' || data === null) return;
      const { code, state: returned, error, errorDescription } = data as Record<string, unknown>;
      done();
      if (typeof error === 'string' && error) reject(new Error(trWith('tryItOAuthServerSaid', { error: `${error}${typeof errorDescription === 'string' ? ` (${errorDescription})` : ''}` })));
      else if (returned !== state) reject(new Error(tr('tryItOAuthWrongState')));
      else if (typeof code !== 'string' || !code) reject(new Error(tr('tryItOAuthNoCode')));
      else resolve(code);
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      // A message may still be queued behind the close: give it a moment.
      setTimeout(() => {
        done();
        reject(new Error(tr('tryItOAuthWindowClosed')));
      }, 300);
      clearInterval(watch);
    }, 400);
    window.addEventListener('message', listen);
  });
}

export function oauthFields(scheme: TryItScheme, context: OAuthContext): { nodes: HTMLElement[]; read: () => { auth: RequestInput['auth']; notes: string[] } } {
  const flows = scheme.flows ?? [];
  const secret = (name: string, type: 'text' | 'password') => {
    const input = h('input', { type, autocomplete: 'off', spellcheck: 'false' });
    input.value = readSecret(context.specId, `${scheme.name}.${name}`);
    input.addEventListener('input', () => keepSecret(context.specId, `${scheme.name}.${name}`, input.value));
    return input;
  };
  if (flows.length === 0)
    return {
      nodes: [h('p', { class: 'sp-try-it-hint' }, `${scheme.name} (OAuth 2) offers no authorization code or client credentials flow, the ones Try it runs; paste a token you got elsewhere below.`)],
      read: () => ({ auth: [], notes: [] }),
    };
  const clientId = secret('clientId', 'text');
  const token = secret('token', 'password');
  const status = h('p', { class: 'sp-try-it-hint', role: 'status' });
  const say = (text: string, failed = false) => {
    status.textContent = text;
    status.className = failed ? 'sp-try-it-error' : 'sp-try-it-hint';
  };
  const got = (value: string) => {
    token.value = value;
    keepSecret(context.specId, `${scheme.name}.token`, value);
    // The live curl line listens for input.
    token.dispatchEvent(new Event('input', { bubbles: true }));
    say(tr('tryItSignedIn'));
  };

  const flowBox = (flow: TryItOAuthFlow) => {
    const ticks = flow.scopes.map((scope) => {
      const box = h('input', { type: 'checkbox', value: scope.name });
      box.checked = context.scopes.includes(scope.name);
      return { box, element: checkbox(scope.description ? `${scope.name}: ${scope.description}` : scope.name, box) };
    });
    const scopes = () => ticks.filter((t) => t.box.checked).map((t) => t.box.value);
    const scopeList = ticks.length ? h('fieldset', { class: 'sp-try-it-scopes' }, h('legend', {}, trWith('tryItScopes', { scheme: scheme.name })), ...ticks.map((t) => t.element)) : undefined;
    const button = h('button', { type: 'button', class: 'button' }, flow.type === 'authorizationCode' ? tr('tryItAuthorize') : tr('tryItGetToken'));
    const run = async (work: () => Promise<string>) => {
      button.disabled = true;
      say(tr('tryItWaitingForToken'));
      try {
        got(await work());
      } catch (error) {
        say(trWith('tryItNoToken', { reason: error instanceof Error ? error.message : String(error) }), true);
      } finally {
        button.disabled = false;
      }
    };
    const options = { proxyUrl: context.proxyUrl, timeoutMs: context.timeoutMs };
    if (flow.type === 'clientCredentials') {
      const clientSecret = secret('clientSecret', 'password');
      button.addEventListener('click', () => {
        void run(() => {
          const fields: [string, string][] = [['grant_type', 'client_credentials']];
          if (scopes().length) fields.push(['scope', scopes().join(' ')]);
          return fetchToken({ tokenUrl: specUrl(flow.tokenUrl, context.serverUrl()).href, fields, basic: { id: clientId.value, secret: clientSecret.value } }, options);
        });
      });
      return h('div', {}, field(trWith('tryItClientSecret', { scheme: scheme.name }), clientSecret, tr('tryItClientSecretNote')), scopeList, button);
    }
    button.addEventListener('click', () => {
      // Opened now, inside the click: a popup opened after an await is blocked by browsers.
      const popup = window.open('', `sp-try-it-oauth-${scheme.name}`, 'popup,width=520,height=680');
      if (!popup) return say(tr('tryItPopupBlocked'), true);
      void run(async () => {
        try {
          const redirectUri = new URL(context.redirect, location.origin).href;
          const verifier = randomText();
          const state = randomText();
          const authorize = specUrl(flow.authorizationUrl ?? '', context.serverUrl());
          const tokenUrl = specUrl(flow.tokenUrl, context.serverUrl()).href;
          const query: [string, string][] = [
            ['response_type', 'code'],
            ['client_id', clientId.value],
            ['redirect_uri', redirectUri],
            ['scope', scopes().join(' ')],
            ['state', state],
            ['code_challenge', await challengeOf(verifier)],
            ['code_challenge_method', 'S256'],
          ];
          for (const [name, value] of query) if (name !== 'scope' || value) authorize.searchParams.set(name, value);
          popup.location.href = authorize.href;
          const code = await codeFrom(popup, state);
          const fields: [string, string][] = [
            ['grant_type', 'authorization_code'],
            ['code', code],
            ['redirect_uri', redirectUri],
            ['client_id', clientId.value],
            ['code_verifier', verifier],
          ];
          return await fetchToken({ tokenUrl, fields }, options);
        } finally {
          if (!popup.closed) popup.close();
        }
      });
    });
    return h('div', {}, scopeList, button);
  };

  const boxes = flows.map((flow) => ({ flow, element: flowBox(flow) }));
  const nodes: HTMLElement[] = [field(trWith('tryItClientId', { scheme: scheme.name }), clientId)];
  if (boxes.length > 1) {
    const choice = h('select', {});
    boxes.forEach((box, i) => choice.append(h('option', { value: String(i) }, tr(FLOW_NAMES[box.flow.type]))));
    const show = () => boxes.forEach((box, i) => (box.element.hidden = String(i) !== choice.value));
    choice.addEventListener('change', show);
    show();
    nodes.push(field(trWith('tryItFlow', { scheme: scheme.name }), choice));
  } else nodes.push(h('p', { class: 'sp-try-it-hint' }, `${tr(FLOW_NAMES[boxes[0].flow.type])}.`));
  nodes.push(...boxes.map((b) => b.element), status, field(trWith('tryItAccessToken', { scheme: scheme.name }), token, tr('tryItAccessTokenNote')));
  return { nodes, read: () => (token.value ? { auth: [{ in: 'header', name: 'Authorization', value: `Bearer ${token.value}` }], notes: [] } : { auth: [], notes: [] }) };
}
