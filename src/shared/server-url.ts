// A spec's server URL with its `{variables}` filled in, for the build (code samples, its check of
// the spec's defaults and enum values) and for Try it in the browser (what the reader chose or
// typed) alike. A variable fills only its own part of the URL: a value that would change where a
// request goes (`evil.example/steal?` in `https://{region}.api.example.com`, `x@evil.example`
// in a port) is refused, so credentials are sent only to the host the template names.
import { hasScheme } from './url-schemes.js';
import { TRY_IT_STRINGS_EN } from './client-strings/try-it.js';
import type { TryItStrings } from './try-it-types.js';

/**
 * Where a variable stands in the template: the scheme; part of the host or the port
 * (`https://{region}.api.example.com`); the whole host and port (`https://{host}/v1`); the whole
 * start of the URL (`{baseUrl}/v1`); or what follows the host.
 */
export type ServerUrlPart = 'scheme' | 'host' | 'authority' | 'origin' | 'path';

/** Which rule refused a value: the rule of its part, or a relative server's (it must stay on the page's host). */
export type ServerUrlRule = ServerUrlPart | 'relative';

/** A value a variable may not hold, with why. */
export interface RefusedServerValue {
  variable: string;
  value: string;
  part: ServerUrlPart;
  /** The rule that refused it; its words (and the part's) are keys of the Try it table: `refusalKeys`. */
  rule: ServerUrlRule;
}

const ALLOWED: Record<ServerUrlPart, RegExp> = {
  scheme: /^(https?)?$/i,
  // A host label or a port: nothing that ends the host (`/ ? # \`), adds a user (`@`) or a port (`:`), or is decoded later (`%`).
  host: /^[A-Za-z0-9.-]*$/,
  // The whole host, where the reader sees the value itself: a name or an IP address, and a port.
  authority: /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/,
  // The whole start, where the reader sees the value itself: an http(s) URL with no user part, or a path.
  origin: /^(?:https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?=$|\/)|(?![a-z][a-z0-9+.-]*:|[\\/]{2}))[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/i,
  // Path characters (RFC 3986 pchar and "/"), no `?`, `#`, `\` or spaces.
  path: /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/,
};

/** Each part's name and each rule's "what may stand there", as keys of the Try it words (one table for the console and the build's diagnostics). */
const PART_KEYS: Record<ServerUrlPart, keyof TryItStrings> = {
  scheme: 'tryItUrlScheme',
  host: 'tryItUrlHost',
  authority: 'tryItUrlAuthority',
  origin: 'tryItUrlOrigin',
  path: 'tryItUrlPath',
};
const ALLOWED_KEYS: Record<ServerUrlRule, keyof TryItStrings> = {
  scheme: 'tryItAllowedScheme',
  host: 'tryItAllowedHost',
  authority: 'tryItAllowedAuthority',
  origin: 'tryItAllowedOrigin',
  path: 'tryItAllowedPath',
  relative: 'tryItAllowedRelative',
};

/** The Try it words' keys for where a refused value stands and what may stand there. */
export function refusalKeys(refusal: RefusedServerValue): { part: keyof TryItStrings; allowed: keyof TryItStrings } {
  return { part: PART_KEYS[refusal.part], allowed: ALLOWED_KEYS[refusal.rule] };
}

const VARIABLE = /\{([^}]+)\}/g;

/** A template with a host: `scheme://` (the scheme may be a variable) or `//`. */
const WITH_SCHEME = /^[^/?#]*?:\/\//;

/** The part of `template` each of its variables stands in (the first place it is used). */
export function serverUrlParts(template: string): Map<string, ServerUrlPart> {
  const parts = new Map<string, ServerUrlPart>();
  // The scheme ends at the first "://", the host at the next "/", "?" or "#" (braces ignored).
  const schemeEnd = WITH_SCHEME.exec(template)?.[0].length ?? (template.startsWith('//') ? 2 : undefined);
  let hostEnd = 0;
  if (schemeEnd !== undefined) {
    hostEnd = template.length;
    let depth = 0;
    for (let i = schemeEnd; i < template.length; i++) {
      const c = template[i];
      if (c === '{') depth++;
      else if (c === '}') depth = Math.max(0, depth - 1);
      else if (depth === 0 && (c === '/' || c === '?' || c === '#')) {
        hostEnd = i;
        break;
      }
    }
  }
  for (const match of template.matchAll(VARIABLE)) {
    const at = match.index;
    const end = at + match[0].length;
    let part: ServerUrlPart;
    if (schemeEnd !== undefined && at < schemeEnd - 3) part = 'scheme';
    else if (at < hostEnd) part = at === schemeEnd && end === hostEnd ? 'authority' : 'host';
    else if (schemeEnd === undefined && at === 0 && (end === template.length || '/?#'.includes(template[end]))) part = 'origin';
    else part = 'path';
    if (!parts.has(match[1])) parts.set(match[1], part);
  }
  return parts;
}

/** Why `value` may not fill `variable` of `template`; undefined when it may. */
export function refusedServerValue(template: string, variable: string, value: string, parts = serverUrlParts(template)): RefusedServerValue | undefined {
  const part = parts.get(variable) ?? 'path';
  if (ALLOWED[part].test(value)) return undefined;
  return { variable, value, part, rule: part };
}

/**
 * `template` with each variable replaced by `valueOf(name)`; a variable without a value, or with
 * a refused one, stays `{name}`. A relative template must stay relative (no `//host` or scheme
 * made by its variables).
 */
export function fillServerUrl(template: string, valueOf: (name: string) => string | undefined): { url: string; refused: RefusedServerValue[] } {
  const parts = serverUrlParts(template);
  const refused: RefusedServerValue[] = [];
  const url = template.replace(VARIABLE, (whole, name: string) => {
    const value = valueOf(name);
    if (value === undefined) return whole;
    const refusal = refusedServerValue(template, name, value, parts);
    if (refusal) refused.push(refusal);
    return refusal ? whole : value;
  });
  // A relative server stays on the page's host, unless the variable that starts it is the whole
  // start of the URL (then its value, an http(s) URL, is what the reader sees and chose).
  const relative = !WITH_SCHEME.test(template) && !template.startsWith('//');
  const origin = [...parts.values()][0] === 'origin' && refused.length === 0;
  if (relative && !origin && (hasScheme(url.trimStart()) || /^\s*[\\/]{2}/.test(url))) {
    return { url: template, refused: [{ variable: [...parts.keys()][0] ?? '', value: url, part: 'path', rule: 'relative' }] };
  }
  return { url, refused };
}

/** A refusal in English words, for a diagnostic (the console says it in the page's language: client/try-it/refusal-words.ts): `the server variable {port} is "1@evil.example": …`. */
export function refusalText(refusal: RefusedServerValue): string {
  const keys = refusalKeys(refusal);
  return `the server variable {${refusal.variable}} is "${refusal.value}", but in ${TRY_IT_STRINGS_EN[keys.part]} of the URL it may hold only ${TRY_IT_STRINGS_EN[keys.allowed]}`;
}
