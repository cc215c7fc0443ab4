import type { TryItOperation, TryItSpec } from '../../shared/try-it-types.js';
import type { ExampleFile } from './example-files.js';

// Plain view models of an API reference (the Redoc idea): components only display these and
// never read the raw OpenAPI document. Every string here is plain text unless named `…Html`
// (already sanitised markdown) or `…Highlighted` (escaped, highlighted code).

/**
 * An operation's HTTP method, lower-case: one of a path item's fixed fields (`get` … `trace`, and
 * OpenAPI 3.2's `query`) or a name from 3.2's `additionalOperations` (`link`, `copy`), shown and
 * sent upper-case. See operations.ts, the one place that lists a path item's operations.
 */
export type HttpMethod = string;

/** An element id inside a reference: `operation/<id>`, `tag/<slug>`, `schema/<name>`, `webhook/<name>`. */
export type Anchor = string;

export interface ReferenceView {
  specId: string;
  title: string;
  version: string;
  summary?: string;
  descriptionHtml: string;
  /** The description with the Redoc components it names, when it names one (then shown instead of descriptionHtml). */
  descriptionParts?: DescriptionPart[];
  /** Plain-text description for meta tags. */
  metaDescription?: string;
  openapiVersion: string;
  deprecated: boolean;
  servers: ServerView[];
  securitySchemes: SecuritySchemeView[];
  /** Names of the schemes every operation needs unless it says otherwise (alternatives). */
  globalSecurity: string[][];
  /** The document's `info.contact`, `info.license`, `info.termsOfService` and `externalDocs` (a link only where shared/url-schemes.ts isSafeSpecLink allows one). */
  about: AboutLink[];
  /** `info.x-logo`, when it can be shown (see about.ts). */
  logo?: { url: string; alt: string; href?: string };
  tags: TagView[];
  schemas: NamedSchemaView[];
  webhooks: WebhookView[];
  operationCount: number;
  /** specs[].tryIt on: the console's spec-level data (servers, schemes, proxy). */
  tryIt?: TryItSpec;
}

/** What names a labelled row, worded in the page's language by the renderer (render/reference/schema-html.ts). */
export type RowLabel = { kind: 'names-matching'; pattern: string } | { kind: 'item'; position: number } | { kind: 'and-one-of' } | { kind: 'and-any-of' };

/** One line of what a document says about itself: "Contact: Ada (ada@x.example)", "License: MIT". */
export interface AboutLink {
  label: 'Contact' | 'License' | 'Terms of service' | 'Documentation';
  text: string;
  /** Absent when the spec gives no usable URL. */
  href?: string;
}

export interface ServerView {
  url: string;
  /** OpenAPI 3.2's `name` of the server ("production"). */
  name?: string;
  /** Absolute URL with variables replaced by their defaults (used by code samples). */
  resolvedUrl: string;
  descriptionHtml: string;
  variables: { name: string; default: string; enum: string[]; descriptionHtml: string }[];
}

export interface SecuritySchemeView {
  name: string;
  type: string;
  /** E.g. "HTTP bearer", "API key in header X-API-Key". */
  summary: string;
  descriptionHtml: string;
  flows: { name: string; urls: { label: string; url: string }[]; scopes: { name: string; description: string }[] }[];
  openIdConnectUrl?: string;
  /** openIdConnectUrl when it may be a link (isSafeSpecLink); otherwise it is shown as text. */
  openIdConnectHref?: string;
}

/**
 * A description that names Redoc's components (model/reference/redoc-tags.ts), in order: its text,
 * a schema's tree (`<SchemaDefinition schemaRef=… />`), the security schemes (`<SecurityDefinitions />`).
 */
export type DescriptionPart =
  { kind: 'html'; html: string } | { kind: 'schema'; name: string; anchor?: Anchor; schema: SchemaNode } | { kind: 'security'; schemes: SecuritySchemeView[]; required: string[][] };

export interface TagView {
  name: string;
  slug: string;
  anchor: Anchor;
  /** Its `x-tagGroups` group, when the document has groups. */
  group?: string;
  /** Names of the tags it sits under (OpenAPI 3.2 `parent`), outermost first. */
  ancestors: string[];
  /** The tag's `externalDocs`. */
  externalDocs?: AboutLink;
  descriptionHtml: string;
  /** The description with the Redoc components it names, when it names one (then shown instead of descriptionHtml). */
  descriptionParts?: DescriptionPart[];
  operations: OperationView[];
  /** Operations that also carry this tag, shown in full under their first tag: links here. */
  alsoHere?: { anchor: Anchor; method: HttpMethod; path: string; summary: string; deprecated: boolean }[];
}

export interface OperationView {
  id: string;
  anchor: Anchor;
  method: HttpMethod;
  path: string;
  summary: string;
  descriptionHtml: string;
  /** The path item's own `summary` and `description`, said of every operation on the path. */
  pathItem?: { summary?: string; descriptionHtml: string };
  /** The operation's `servers` (else its path item's), when they replace the document's. */
  servers?: ServerView[];
  deprecated: boolean;
  /** The operation's `externalDocs`. */
  externalDocs?: AboutLink;
  /** `x-badges` (Scalar, Redocly): short labels such as "Beta" or "Alpha", shown beside the title. Their colours are not taken from the spec. */
  badges: string[];
  /**
   * What a call needs: alternatives, each a set of schemes with the OAuth scopes they ask; an
   * empty alternative makes authentication optional; no alternatives: none. `inherited`: the
   * document's `security`, which the operation does not override.
   */
  security: { alternatives: { scheme: string; scopes: string[] }[][]; inherited: boolean };
  parameters: ParameterGroup[];
  requestBody?: BodyView;
  responses: ResponseView[];
  samples: CodeSamplesView;
  /** Requests the API makes back to the caller (`callbacks`), shown under the operation. */
  callbacks: CallbackView[];
  /**
   * When the request can send several bodies (media types, named examples): the samples of each,
   * the first being `samples`. The page offers them as a switcher (at most MAX_SAMPLE_VARIANTS).
   */
  sampleVariants?: SampleVariantView[];
  /** The body is too long to write into the samples: they send this file (sample-request.ts). */
  samplesBodyFile?: string;
  /** Operation id of the operation this one replaces or is replaced by, from `x-specpress-counterpart`. */
  counterpartHint?: string;
  /** specs[].tryIt on: what the console needs of this operation. */
  tryIt?: TryItOperation;
}

export interface ParameterGroup {
  /** `querystring` (OpenAPI 3.2): one parameter describing the whole query string. */
  place: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  parameters: ParameterView[];
}

export interface ParameterView {
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  schema?: SchemaNode;
  example?: string;
  /** The parameter's other named examples, after `example`. */
  moreExamples?: string[];
  /** How an array or object value is written (`style`/`explode`), with a pattern: `deepObject: filter[key]=value`. */
  serialization?: string;
  /** What `allowReserved` and `allowEmptyValue` say, as sentences. */
  notes?: string[];
}

export interface BodyView {
  descriptionHtml: string;
  required: boolean;
  contents: MediaView[];
}

export interface MediaView {
  mediaType: string;
  /** `schema`, or OpenAPI 3.2's `itemSchema`: then `sequence` is set and it is the schema of each item. */
  schema?: SchemaNode;
  sequence?: boolean;
  examples: ExampleView[];
  /**
   * The values of the examples shown that have one, in their order: JSON as data, other media types
   * as the text shown (XML, forms). What the plain outputs write (spec-model.ts: api.md, llms).
   */
  exampleValues: { name: string; summary?: string; value: unknown }[];
  /** How the parts of a multipart or form body are sent (`encoding`), by property. */
  encoding?: EncodingView[];
}

export interface EncodingView {
  property: string;
  contentType?: string;
  headers: ParameterView[];
  /** `style`/`explode` as written (form bodies). */
  serialization?: string;
}

export interface ExampleView {
  name: string;
  summary?: string;
  /** A named example's `description`, sanitised markdown. */
  descriptionHtml?: string;
  code: ExampleCode;
  language: string;
  /** An example too big for a page: `code` is its first lines, and this file holds it whole. */
  file?: ExampleFile;
}

/**
 * An example's code. `html`: highlighted and escaped (an example that is not JSON, and the first
 * lines of one too big for a page). `json`: `JSON.stringify(value, null, 2)`, highlighted where it
 * is shown by src/shared/json-highlight.ts: by the build in a page's first operation, by the
 * browser near the viewport elsewhere (plain text without JavaScript), so most are never
 * highlighted at build time.
 */
export type ExampleCode = { kind: 'html'; html: string } | { kind: 'json'; text: string; value: unknown };

export interface ResponseView {
  status: string;
  statusText: string;
  /** OpenAPI 3.2's short `summary` of the answer. */
  summary?: string;
  descriptionHtml: string;
  headers: ParameterView[];
  contents: MediaView[];
  /** OpenAPI links: calls this answer leads to, with the values it gives them. */
  links: LinkView[];
}

export interface LinkView {
  name: string;
  descriptionHtml: string;
  /** The operation it names (`operationId`), when this document has it. */
  target?: { anchor: Anchor; summary: string };
  /** What the spec names when the target is not one of this document's operations (`operationRef`, an unknown id). */
  named?: string;
  /** Parameter (or `requestBody`) → runtime expression, as written (`$response.body#/id`). */
  parameters: [string, string][];
}

/** An operation's callback: a request the API makes to a URL the caller gave it. */
export interface CallbackView {
  name: string;
  /** The runtime expression of the URL (`{$request.body#/callbackUrl}`). */
  expression: string;
  method: HttpMethod;
  summary: string;
  descriptionHtml: string;
  payload?: BodyView;
  responses: ResponseView[];
}

/** One body a request can send, with the code samples that send it. */
export interface SampleVariantView {
  /** The example's summary or name, with the media type when there are several. */
  label: string;
  mediaType: string;
  exampleName: string;
  descriptionHtml?: string;
  samples: CodeSamplesView;
  /** The body is too long to write into the samples: they send this file (sample-request.ts). */
  samplesBodyFile?: string;
}

/** The request samples of one body, in the order of their tabs. */
export interface CodeSamplesView {
  items: CodeSampleView[];
  /**
   * The request as JSON (a SampleRequest), which the browser's generators read (src/client/
   * sample-code.ts): present when an item is written there. Text already: the page carries it as is.
   */
  requestJson?: string;
}

/**
 * A language's sample: written into the page (the first tab, which shows before any script runs
 * and without one, and the spec's own `x-codeSamples`), or written by the browser from the
 * request when its tab is first opened (every other built-in language: the same generators, so
 * a page does not carry the same request five more times).
 */
export type CodeSampleView = WrittenSampleView | BrowserSampleView;

export interface WrittenSampleView {
  kind: 'written';
  lang: string;
  label: string;
  /** Language name of the highlighter (src/markdown/highlight.ts). */
  highlightLang: string;
  source: string;
  highlighted: string;
}

export interface BrowserSampleView {
  kind: 'browser';
  /** A built-in language's id (src/shared/samples/languages.ts). */
  lang: string;
  label: string;
}

export interface NamedSchemaView {
  name: string;
  /** The schema's `externalDocs`. */
  externalDocs?: AboutLink;
  anchor: Anchor;
  schema: SchemaNode;
  example?: ExampleView;
}

export interface WebhookView {
  name: string;
  anchor: Anchor;
  method: HttpMethod;
  summary: string;
  descriptionHtml: string;
  deprecated: boolean;
  payload?: BodyView;
  responses: ResponseView[];
}

/** A schema, ready to show as a tree. */
export type SchemaNode = SchemaLink | SchemaTree;

/** A named component schema shown as a link to the Schemas section (depth limit or recursion). */
export interface SchemaLink {
  kind: 'link';
  name: string;
  anchor: Anchor;
  typeLabel: string;
  recursive: boolean;
  descriptionHtml: string;
  nullable: boolean;
  /** Shown as a link because the tree it is in ran out of budget (schema-tree.ts's TREE_BUDGET): "… continued at". */
  continued?: true;
}

export interface SchemaTree {
  kind: 'tree';
  /** Component name when this is (a copy of) a named schema. */
  name?: string;
  anchor?: Anchor;
  title?: string;
  typeLabel: string;
  descriptionHtml: string;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** Enum values as JSON text (`"open"`, `1`, `null`), at most MAX_ENUM_VALUES of them. */
  enumValues: string[];
  /** How many values of the enum are not in `enumValues`. */
  enumMore?: number;
  /** Stands for the rest of a tree that ran out of budget and has no schema entry to link to. */
  cut?: true;
  /** What each enum value means (`x-enumDescriptions`, `x-enum-descriptions`), for the values that say; empty otherwise. */
  enumDescriptions: { value: string; descriptionHtml: string }[];
  constValue?: string;
  defaultValue?: string;
  examples: string[];
  /** Its constraints, told in the page's words where they are shown (render/reference/schema-html.ts). */
  constraints: Constraint[];
  properties: FieldView[];
  additionalProperties?: SchemaNode | true;
  /**
   * Other rows a reader needs, named by a label instead of a property name: `patternProperties`
   * ("names matching ^x-"), a tuple's `prefixItems` ("item 1", "item 2"), an allOf's further
   * oneOf/anyOf ("and one of").
   */
  labelledRows: { label: RowLabel; schema: SchemaNode }[];
  items?: SchemaNode;
  variants?: VariantsView;
  discriminator?: { propertyName: string; mapping: { value: string; anchor?: Anchor; name: string }[] };
}

export interface FieldView {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface VariantsView {
  kind: 'oneOf' | 'anyOf';
  options: { label: string; schema: SchemaNode }[];
}

/**
 * A constraint of a schema: a bound (`>= 1`, `[1 .. 5]`, written as symbols in every language), a
 * count of characters, items or properties (exactly, between, at least, at most), or a rule.
 */
export type Constraint =
  | { kind: 'between'; min: number; max: number }
  | { kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf'; value: number }
  | { kind: 'count'; of: 'characters' | 'items' | 'properties'; exactly?: number; min?: number; max?: number }
  | { kind: 'uniqueItems' | 'noOtherProperties' }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'encoded'; encoding: string }
  /** Parts of an allOf that no value matches at once; `reason` as the build says it. */
  | { kind: 'impossible'; reason: string };
