// A spec's server URL with its `{variables}` filled in, for the build (code samples, its check of
// the spec's defaults and enum values) and for Try it in the browser (what the reader chose or
// typed) alike. A variable fills only its own part of the URL: a value that would change where a
// request goes (`evil.example/steal?` in `https://{region}.api.example.com`, `x@evil.example`
// in a port) is refused, so credentials are sent only to the host the template names.
import { hasScheme } from './url-schemes.js';

/** Where a variable stands in the template: the scheme, the host and port, or what follows them. */
export type ServerUrlPart = 'scheme' | 'host' | 'path';

/** A value a variable may not hold, with why. */
export interface RefusedServerValue {
  variable: string;
  value: string;
  part: ServerUrlPart;
  /** What may stand there, in words ("letters, digits, "." and "-""). */
  allowed: string;
}

const ALLOWED: Record<ServerUrlPart, { pattern: RegExp; words: string }> = {
  scheme: { pattern: /^(https?)?$/i, words: 'http or https' },
  // A host label or a port: nothing that ends the host (`/ ? # \`), adds a user (`@`) or a port (`:`), or is decoded later (`%`).
  host: { pattern: /^[A-Za-z0-9.-]*$/, words: 'letters, digits, "." and "-"' },
  // Path characters (RFC 3986 pchar and "/"), no `?`, `#`, `\` or spaces.
  path: { pattern: /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/, words: 'letters, digits, "/" and the characters a URL path may hold (no "?", "#", "\\" or spaces)' },
};

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
    const part: ServerUrlPart = schemeEnd !== undefined && at < schemeEnd - 3 ? 'scheme' : at < hostEnd ? 'host' : 'path';
    if (!parts.has(match[1])) parts.set(match[1], part);
  }
  return parts;
}

/** Why `value` may not fill `variable` of `template`; undefined when it may. */
export function refusedServerValue(template: string, variable: string, value: string, parts = serverUrlParts(template)): RefusedServerValue | undefined {
  const part = parts.get(variable) ?? 'path';
  const rule = ALLOWED[part];
  if (rule.pattern.test(value)) return undefined;
  return { variable, value, part, allowed: rule.words };
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
  const relative = !WITH_SCHEME.test(template) && !template.startsWith('//');
  if (relative && (hasScheme(url.trimStart()) || /^\s*[\\/]{2}/.test(url))) {
    return { url: template, refused: [{ variable: [...parts.keys()][0] ?? '', value: url, part: 'path', allowed: 'a path on the server the page names (not "//host" or a scheme)' }] };
  }
  return { url, refused };
}

/** A refusal in words, for a diagnostic or the console: `the server variable {port} is "1@evil.example": …`. */
export function refusalText(refusal: RefusedServerValue): string {
  const where = refusal.part === 'scheme' ? 'the scheme' : refusal.part === 'host' ? 'the host or port' : 'the path';
  return `the server variable {${refusal.variable}} is "${refusal.value}", but in ${where} of the URL it may hold only ${refusal.allowed}`;
}
