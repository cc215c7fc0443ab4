// What the "Try it" console needs of one operation and of its spec, serialised into the reference
// page by the build (src/model/reference/try-it.ts) and read by the console (src/client/try-it/).
// Plain data only: every string is spec text, to be shown with textContent, never as HTML.
import type { TRY_IT_STRINGS_EN } from './client-strings/try-it.js';

/** Try it's words by key. */
export type TryItStrings = Record<keyof typeof TRY_IT_STRINGS_EN, string>;

export type TryItPlace = 'path' | 'query' | 'header' | 'cookie';

export interface TryItParameter {
  name: string;
  in: TryItPlace;
  required: boolean;
  /** `string`, `integer`, `boolean`, `array`… ('' when the schema says nothing). */
  type: string;
  /** Allowed values as text (a select in the console). */
  enum?: string[];
  default?: string;
  /** Prefill when there is no default: the spec's example. */
  example?: string;
  /** How the value is written (shared/parameter-serialization.ts), when the spec says more than the place's default. */
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** A parameter with `content`: its media type (a JSON value is typed as JSON). */
  contentType?: string;
}

/** One property of a form or multipart body. */
export interface TryItBodyField {
  name: string;
  required: boolean;
  type: string;
  enum?: string[];
  default?: string;
  example?: string;
  /** `format: binary` (or `contentMediaType`): a file input, sent as a file part. */
  file?: boolean;
}

export interface TryItServer {
  /** As written in the spec, `{variables}` included; a relative URL is resolved against the page. */
  url: string;
  variables: { name: string; default: string; enum: string[] }[];
}

export interface TryItOperation {
  method: string;
  path: string;
  parameters: TryItParameter[];
  /**
   * The request body: its media type and the example it starts from (pretty JSON, or text). A
   * form (`application/x-www-form-urlencoded`) or `multipart/form-data` body of an object schema
   * has `fields` instead: one per property.
   */
  body?: { mediaType: string; required: boolean; example: string; fields?: TryItBodyField[] };
  /** Scheme names the operation accepts (alternatives); [] = no authentication. */
  security: string[][];
  /** OAuth 2 scopes the operation asks for, per scheme name (pre-ticked in the console). */
  scopes?: Record<string, string[]>;
  /** The operation's own servers (path or operation level), when it has some. */
  servers?: TryItServer[];
}

export interface TryItScheme {
  name: string;
  /** `apiKey` (in header, query or cookie), `http` (bearer or basic), `oauth2`; other types are listed as unsupported. */
  type: string;
  /** http: `bearer`, `basic`… */
  scheme?: string;
  /** apiKey: where and under which name. */
  in?: string;
  paramName?: string;
  /** oauth2: the flows the console can run (authorization code with PKCE, client credentials). */
  flows?: TryItOAuthFlow[];
}

export interface TryItOAuthFlow {
  type: 'authorizationCode' | 'clientCredentials';
  /** authorizationCode only. As written: a relative URL is resolved against the chosen server. */
  authorizationUrl?: string;
  tokenUrl: string;
  scopes: { name: string; description: string }[];
}

export interface TryItSpec {
  specId: string;
  servers: TryItServer[];
  schemes: TryItScheme[];
  /** specs[].tryIt.proxyUrl: requests go to `${proxyUrl}${targetUrl}`. */
  proxyUrl?: string;
  timeoutMs: number;
  /** The page the OAuth 2 provider redirects back to, from the site's root (`<baseUrl>oauth-redirect.html`). */
  oauthRedirect: string;
  /**
   * The console's words that differ from English in the page's language, added when the page is
   * rendered (src/render/reference/TryItControl.tsx): only pages that show Try it carry them.
   */
  strings?: Partial<TryItStrings>;
}

/** The attribute on each operation's control; its value is the operation id. */
export const TRY_IT_ATTRIBUTE = 'data-sp-try-it';
/** The id of the page's spec-level JSON. */
export const TRY_IT_SPEC_ID = 'sp-try-it-spec';
/** Where the build writes the OAuth 2 redirect page, under the site's baseUrl. */
export const TRY_IT_OAUTH_REDIRECT = 'oauth-redirect.html';
/** The key of the message the redirect page posts to the console. */
export const TRY_IT_OAUTH_MESSAGE = 'specpressOAuth';
