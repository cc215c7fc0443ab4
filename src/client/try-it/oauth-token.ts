// OAuth 2 token endpoint calls: the authorization code exchange (with the PKCE verifier) and the
// client credentials grant. They are requests like any other: sent by send.ts, so they go through
// the proxy when the site sets one and give up after the same timeout. A failure comes back in
// words: the endpoint's `error` and `error_description`, or why there was no answer.
import type { BuiltRequest } from './request.js';
import { send } from './send.js';
import { tr, trWith } from './strings.js';

export interface TokenCall {
  tokenUrl: string;
  /** The form fields (grant_type and the rest). */
  fields: [string, string][];
  /** Client credentials: the id and secret, sent with HTTP Basic (RFC 6749 §2.3.1). */
  basic?: { id: string; secret: string };
}

/** Form encoding of the id and secret before Basic, as RFC 6749 §2.3.1 asks (identity for plain ids). */
const formEncoded = (text: string) => new URLSearchParams([['', text]]).toString().slice(1);

export function tokenRequest(call: TokenCall): BuiltRequest {
  const headers: [string, string][] = [
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Accept', 'application/json'],
  ];
  if (call.basic) headers.push(['Authorization', `Basic ${btoa(`${formEncoded(call.basic.id)}:${formEncoded(call.basic.secret)}`)}`]);
  return { method: 'POST', url: call.tokenUrl, headers, body: { kind: 'form', fields: call.fields }, leftOut: [] };
}

function describe(status: number, body: string): string {
  try {
    const answer = JSON.parse(body) as { error?: unknown; error_description?: unknown };
    if (typeof answer.error === 'string') return `${status}: ${answer.error}${typeof answer.error_description === 'string' ? ` (${answer.error_description})` : ''}`;
  } catch {
    // not JSON: its text, cut
  }
  return `${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
}

/** The access token, or an Error saying in words what the token endpoint (or the browser) did. */
export async function fetchToken(call: TokenCall, options: { proxyUrl?: string; timeoutMs: number }): Promise<string> {
  const outcome = await send(tokenRequest(call), options).done;
  const url = call.tokenUrl;
  if (outcome.kind === 'timeout') throw new Error(trWith('tryItTokenTimeout', { url, seconds: options.timeoutMs / 1000 }));
  if (outcome.kind === 'cancelled') throw new Error(tr('tryItTokenCancelled'));
  if (outcome.kind === 'no-answer') throw new Error(trWith('tryItTokenNoAnswer', { url, origin: location.origin, reason: outcome.message }));
  if (outcome.status < 200 || outcome.status >= 300) throw new Error(trWith('tryItTokenRefused', { url, reason: describe(outcome.status, outcome.body) }));
  try {
    const token = (JSON.parse(outcome.body) as { access_token?: unknown }).access_token;
    if (typeof token === 'string' && token) return token;
  } catch {
    // below
  }
  throw new Error(trWith('tryItTokenWithoutToken', { url, status: outcome.status }));
}
