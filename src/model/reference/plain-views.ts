// The plain model's types (spec-model.ts): the reference's view types (view-model.ts) as the
// outputs that are not the reference's pages read them (api.md, llms, search, the docs' tables).
// One definition per concept: each takes the fields it shares with the view from the view type
// (`Pick`), and adds only what a line of text needs instead of the view's HTML and schema trees:
// descriptions as the markdown written, types as labels, links as URLs of the page that holds them.
import type { CallbackView, NamedSchemaView, OperationView, ParameterView, ResponseView, SecuritySchemeView, WebhookView } from './view-model.js';

/** A parameter on one line: where it goes, and its type as a label instead of a schema tree. */
export interface PlainParameter extends Pick<ParameterView, 'name' | 'required'> {
  /** `path`, `query`, `querystring`, `header` or `cookie`, as written. */
  in: string;
  /** Markdown, as written. */
  description: string;
  /** The reference's type label, with the enum's values and "or null" (one line has no badges). */
  type: string;
}

/**
 * An example as the page shows it (MediaView's `exampleValues`), with its media type: JSON as data,
 * other media types (XML, forms) as the text shown.
 */
export interface PlainExample {
  mediaType: string;
  name: string;
  summary?: string;
  value: unknown;
}

export interface PlainResponse extends Pick<ResponseView, 'status'> {
  /** Markdown, as written. */
  description: string;
  /** Name of the reusable response (`BadRequest`) when the answer is a `$ref`. */
  ref?: string;
  /** The examples the page shows for an error answer (4xx/5xx): the ones the spec writes. */
  errorExamples: PlainExample[];
}

/** A callback on one line: name, method and URL expression, summary (empty when the reference names it by its name). */
export interface PlainCallback extends Pick<CallbackView, 'name' | 'method' | 'expression' | 'summary'> {
  /** The payload's first example the page shows, as PlainOperation's `requestExample`. */
  example?: PlainExample;
}

export interface PlainOperation extends Pick<OperationView, 'id' | 'path' | 'anchor' | 'deprecated' | 'badges' | 'externalDocs' | 'counterpartHint'> {
  /** Upper-case, as a call is written (`GET`). */
  method: string;
  /** Titled by its id when it has no summary that is a title (the reference: by method and path). */
  summary: string;
  /** Markdown, as written, led by a summary too long to be a title. */
  description: string;
  tags: string[];
  parameters: PlainParameter[];
  /** Schema name of a JSON request body, when it is a `$ref`. */
  requestSchema?: string;
  /** The request body's first example the page shows (of a JSON media type first): written, else made from the schema. */
  requestExample?: PlainExample;
  responses: PlainResponse[];
  /** The first 2xx answer's first example the page shows, as `requestExample`. */
  responseExample?: PlainExample;
  /** Where the reference shows it: the page holding the anchor, and the anchor. */
  url: string;
  /** `reference.layout: operation`: the route of its own page (its markdown twin is `<route>.md`). */
  page?: string;
  /** The spec gives the operation an operationId (else `id` is the reference's made-up one). */
  hasOperationId: boolean;
  callbacks: PlainCallback[];
  /** The reference's alternatives; empty when authentication is optional or not needed. */
  security: OperationView['security']['alternatives'];
}

export interface PlainWebhook extends Pick<WebhookView, 'name' | 'anchor' | 'summary'> {
  /** Its operationId, else its name. */
  id: string;
  /** Markdown, as written: its own, else its path item's (as the page). */
  description: string;
  /** Schema of `data` in the payload (`Contact`, `DeletedItem` …). */
  dataSchema?: string;
  /** The payload's first example the page shows, as PlainOperation's `requestExample`. */
  example?: PlainExample;
  url: string;
}

export interface PlainSchema extends Pick<NamedSchemaView, 'name' | 'anchor'> {
  /** Markdown, as written. */
  description: string;
  /** Its property names, through `allOf` and `$ref`s. */
  properties: string[];
  required: string[];
  /** Its own fields, typed as the reference types them. */
  fields: { name: string; type: string; description: string }[];
  url: string;
}

export interface PlainSecurityScheme extends Pick<SecuritySchemeView, 'name' | 'type' | 'flows' | 'openIdConnectUrl'> {
  /** http: the scheme (`bearer`, `basic`). */
  scheme?: string;
  /** Markdown, as written. */
  description: string;
  /** The document's `security` names it: every call needs it unless it says otherwise. */
  global: boolean;
  /** apiKey: where the key goes (header, query, cookie) and under which name. */
  in?: string;
  parameterName?: string;
}
