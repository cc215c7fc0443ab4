// PKCE (RFC 7636) with S256, and the random `state` of an authorization request: Web Crypto only.
// crypto.subtle exists in secure contexts alone (https, or localhost): elsewhere it says so.
import { tr } from './strings.js';

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes → 43 characters of base64url: a code verifier, or a state. */
export const randomText = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

export async function challengeOf(verifier: string): Promise<string> {
  if (!crypto.subtle) throw new Error(tr('tryItNoSha256'));
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
