// Authentication fields for the schemes an operation accepts (one alternative at a time): API
// key in a header, the query or a cookie; HTTP bearer and basic; OAuth 2 (oauth.ts). Values are
// kept per spec in sessionStorage, and in localStorage too while "remember" is ticked
// (secrets.ts). Other schemes (OpenID Connect, mutual TLS) are named, not offered.
import type { TryItOperation, TryItScheme, TryItSpec } from '../../shared/try-it-types.js';
import { checkbox, field, h } from './dom.js';
import { oauthFields, type OAuthContext } from './oauth.js';
import type { RequestInput } from './request.js';
import { keepSecret, readSecret, remembers, setRemember } from './secrets.js';
import { tr, trWith } from './strings.js';

export interface AuthFields {
  element: HTMLElement;
  /** Credentials of the chosen alternative, placed for the request, plus notes on what was not sent. */
  read(): { auth: RequestInput['auth']; notes: string[] };
}

const secretInput = (specId: string, field: string) => {
  const input = h('input', { type: 'password', autocomplete: 'off', spellcheck: 'false' });
  input.value = readSecret(specId, field);
  input.addEventListener('input', () => keepSecret(specId, field, input.value));
  return input;
};

function describe(scheme: TryItScheme): string {
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}`.trim();
  if (scheme.type === 'apiKey') return trWith('tryItApiKeyScheme', { place: scheme.in ?? 'header', name: scheme.paramName ?? '' }).trim();
  return scheme.type;
}

/** One scheme's inputs and how to read them into credentials. */
function schemeFields(
  specId: string,
  scheme: TryItScheme,
  oauth: Omit<OAuthContext, 'scopes'>,
  scopes: string[],
): { nodes: HTMLElement[]; read: () => { auth: RequestInput['auth']; notes: string[] } } {
  const none = { auth: [], notes: [] };
  if (scheme.type === 'oauth2') return oauthFields(scheme, { ...oauth, scopes });
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    const user = h('input', { type: 'text', autocomplete: 'off' });
    user.value = readSecret(specId, `${scheme.name}.user`);
    user.addEventListener('input', () => keepSecret(specId, `${scheme.name}.user`, user.value));
    const password = secretInput(specId, `${scheme.name}.password`);
    return {
      nodes: [field(trWith('tryItUsername', { scheme: scheme.name }), user), field(trWith('tryItPassword', { scheme: scheme.name }), password)],
      read: () => (user.value || password.value ? { auth: [{ in: 'header', name: 'Authorization', value: `Basic ${base64(`${user.value}:${password.value}`)}` }], notes: [] } : none),
    };
  }
  if (scheme.type === 'http') {
    const token = secretInput(specId, `${scheme.name}.token`);
    const prefix = scheme.scheme === 'bearer' || !scheme.scheme ? 'Bearer' : scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1);
    return {
      nodes: [field(trWith('tryItTokenField', { scheme: scheme.name, kind: prefix.toLowerCase() }), token)],
      read: () => (token.value ? { auth: [{ in: 'header', name: 'Authorization', value: `${prefix} ${token.value}` }], notes: [] } : none),
    };
  }
  if (scheme.type === 'apiKey' && scheme.paramName) {
    const name = scheme.paramName;
    const key = secretInput(specId, `${scheme.name}.key`);
    if (scheme.in === 'cookie')
      return {
        nodes: [field(trWith('tryItApiKeyField', { scheme: scheme.name, place: 'cookie', name }), key, tr('tryItCookieKeyNote'))],
        read: () => ({ auth: [], notes: key.value ? [trWith('tryItCookieKeyLeftOut', { name, scheme: scheme.name })] : [] }),
      };
    const place = scheme.in === 'query' ? 'query' : 'header';
    return { nodes: [field(trWith('tryItApiKeyField', { scheme: scheme.name, place, name }), key)], read: () => (key.value ? { auth: [{ in: place, name, value: key.value }], notes: [] } : none) };
  }
  return { nodes: [h('p', { class: 'sp-try-it-hint' }, trWith('tryItUnsupportedScheme', { scheme: scheme.name, type: describe(scheme) }))], read: () => none };
}

export function authFields(spec: TryItSpec, operation: TryItOperation, serverUrl: () => string): AuthFields {
  const { specId, schemes } = spec;
  const alternatives = operation.security;
  const oauth = { specId, serverUrl, proxyUrl: spec.proxyUrl, timeoutMs: spec.timeoutMs, redirect: spec.oauthRedirect };
  const options = alternatives.filter((names) => names.length > 0);
  if (options.length === 0) return { element: h('p', { class: 'sp-try-it-hint' }, tr('tryItNoAuthenticationNote')), read: () => ({ auth: [], notes: [] }) };
  const optional = alternatives.some((names) => names.length === 0);
  const groups = options.map((names) => {
    const parts = names.map((name) => {
      const scheme = schemes.find((s) => s.name === name) ?? { name, type: 'unknown' };
      return schemeFields(specId, scheme, oauth, operation.scopes?.[name] ?? []);
    });
    const element = h('div', { class: 'sp-try-it-auth-group' }, ...parts.flatMap((p) => p.nodes));
    return {
      label: names.join(' + '),
      element,
      read: () => {
        const read = parts.map((p) => p.read());
        return { auth: read.flatMap((r) => r.auth), notes: read.flatMap((r) => r.notes) };
      },
    };
  });
  const choice = h('select', {});
  if (optional) choice.append(h('option', { value: '-1' }, tr('tryItNoAuthentication')));
  groups.forEach((group, i) => choice.append(h('option', { value: String(i) }, group.label)));
  const show = () => groups.forEach((group, i) => (group.element.hidden = String(i) !== choice.value));
  choice.addEventListener('change', show);
  show();
  const element = h(
    'fieldset',
    { class: 'sp-try-it-auth' },
    h('legend', {}, tr('tryItAuthentication')),
    groups.length > 1 || optional ? field(tr('tryItScheme'), choice) : false,
    ...groups.map((g) => g.element),
    rememberBox(specId),
  );
  return { element, read: () => groups[Number(choice.value)]?.read() ?? { auth: [], notes: [] } };
}

/** "Remember": credentials of this spec in localStorage too, until unticked. */
function rememberBox(specId: string): HTMLElement {
  const box = h('input', { type: 'checkbox' });
  box.checked = remembers(specId);
  box.addEventListener('change', () => setRemember(specId, box.checked));
  return checkbox(tr('tryItRemember'), box, tr('tryItCredentialsNote'));
}

/** Base64 of UTF-8 text (btoa alone throws on non-Latin-1 passwords). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
