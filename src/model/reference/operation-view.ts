// One raw operation → its view model (documentation, parameters, bodies, responses, samples).
import { bodyView, responseViews, type BuiltBody } from './bodies.js';
import { codeSamples, type SampleInput } from './code-samples.js';
import { longBodyFile } from './sample-request.js';
import type { ReferenceContext } from './context.js';
import { pathItemOperations, type RawOperation } from './operations.js';
import { mergedParameters, parameterGroups } from './parameters.js';
import { badgeNames } from './badges.js';
import { externalDocsOf } from './about.js';
import { headline, withLead, type Headline } from './headline.js';
import { isObject } from './pointer.js';
import { authPlacement, securityRequirements } from './security.js';
import { serverViews } from './servers.js';
import { tryItOperation } from './try-it.js';
import type { CallbackView, OperationView, SampleVariantView, WebhookView } from './view-model.js';

export const COUNTERPART_EXTENSION = 'x-specpress-counterpart';

export function operationView(raw: RawOperation, context: ReferenceContext): OperationView {
  const { operation, pathItem } = raw;
  const parameters = mergedParameters(pathItem, operation, context.resolver);
  const body = bodyView(operation.requestBody, context, 'request');
  const own = securityRequirements(operation.security);
  const security = own?.map((alternative) => alternative.map((r) => r.scheme));
  const ownServers =
    Array.isArray(operation.servers) && operation.servers.length > 0 ? operation.servers : Array.isArray(pathItem.servers) && pathItem.servers.length > 0 ? pathItem.servers : undefined;
  const ownServerViews = ownServers ? serverViews(ownServers, context.documentUrl, context.markdown) : undefined;
  const serverUrl = ownServerViews ? ownServerViews[0].resolvedUrl : context.serverUrl;
  const counterpart = operation[COUNTERPART_EXTENSION];
  return {
    id: raw.id,
    anchor: `operation/${raw.id}`,
    method: raw.method,
    path: raw.path,
    summary: operationSummary(raw),
    descriptionHtml: context.markdown(operationDescription(raw)),
    ...pathItemDocs(pathItem, context),
    ...(ownServerViews ? { servers: ownServerViews } : {}),
    deprecated: operation.deprecated === true,
    ...(externalDocsOf(operation.externalDocs) ? { externalDocs: externalDocsOf(operation.externalDocs) } : {}),
    badges: badgeNames(operation['x-badges']),
    security: { alternatives: own ?? context.globalRequirements, inherited: own === undefined },
    parameters: parameterGroups(parameters, context),
    requestBody: body?.view,
    responses: responseViews(operation.responses, context),
    callbacks: callbackViews(operation.callbacks, context),
    ...samplesOf(
      {
        method: raw.method,
        path: raw.path,
        serverUrl,
        parameters,
        rawBody: operation.requestBody,
        auth: authPlacement(security ?? context.globalSecurity, context.resolver),
        custom: operation['x-codeSamples'] ?? operation['x-code-samples'],
      },
      body,
      context,
    ),
    counterpartHint: typeof counterpart === 'string' ? counterpart : undefined,
    tryIt: context.tryIt
      ? tryItOperation(
          {
            method: raw.method,
            path: raw.path,
            parameters,
            body: body?.sample,
            rawBody: operation.requestBody,
            bodyRequired: body?.view.required ?? false,
            security: security ?? context.globalSecurity ?? [],
            rawSecurity: operation.security ?? context.resolver.root.security,
            servers: ownServerViews,
          },
          context,
        )
      : undefined,
  };
}

/** What a path item says of all its operations (`summary`, `description`), shown with each. */
function pathItemDocs(pathItem: RawOperation['pathItem'], context: ReferenceContext): Pick<OperationView, 'pathItem'> {
  const summary = typeof pathItem.summary === 'string' && pathItem.summary.trim() ? pathItem.summary : undefined;
  const descriptionHtml = context.markdown(pathItem.description);
  return summary || descriptionHtml ? { pathItem: { ...(summary ? { summary } : {}), descriptionHtml } } : {};
}

/** The operation's summary, else its method and path. */
export function operationSummary(raw: RawOperation): string {
  return operationHeadline(raw).title;
}

function operationHeadline(raw: RawOperation): Headline {
  return headline(raw.operation.summary, `${raw.method.toUpperCase()} ${raw.path}`);
}

/** The operation's description (markdown), led by its summary when that is too long to be its title. */
export function operationDescription(raw: RawOperation): unknown {
  return withLead(operationHeadline(raw).lead, raw.operation.description);
}

/** `callbacks`: name → URL expression → path item; each of its operations shown like a webhook. */
function callbackViews(raw: unknown, context: ReferenceContext): CallbackView[] {
  return context.resolver.objectEntries(raw).flatMap(([name, expressions]) =>
    context.resolver.objectEntries(expressions).flatMap(([expression, pathItem]) =>
      [...pathItemOperations(pathItem, context.resolver)].map(({ method, operation }): CallbackView => {
        const payload = bodyView(operation.requestBody, context, 'request');
        const { title, lead } = headline(operation.summary, name);
        return {
          name,
          expression,
          method,
          summary: title,
          descriptionHtml: context.markdown(withLead(lead, operation.description ?? pathItem.description)),
          payload: payload?.view,
          responses: responseViews(operation.responses, context),
        };
      }),
    ),
  );
}

export function webhookView(raw: RawOperation, context: ReferenceContext): WebhookView {
  const { operation } = raw;
  const payload = bodyView(operation.requestBody, context, 'request');
  const { title } = headline(operation.summary, raw.path);
  return {
    name: raw.path,
    anchor: `webhook/${raw.path}${raw.method === 'post' ? '' : `/${raw.method}`}`,
    method: raw.method,
    summary: title,
    descriptionHtml: context.markdown(webhookDescription(raw)),
    deprecated: operation.deprecated === true,
    payload: payload?.view,
    responses: responseViews(operation.responses, context),
  };
}

/**
 * A webhook's description (markdown): its own, else its path item's, led by a summary too long to
 * be its title. One reading for the page and the plain spec model (spec-model.ts).
 */
export function webhookDescription(raw: RawOperation): unknown {
  const { operation } = raw;
  return withLead(headline(operation.summary, raw.path).lead, operation.description ?? (isObject(raw.pathItem) ? raw.pathItem.description : undefined));
}

/** How many bodies of one request get their own code samples (the switcher's tabs). */
export const MAX_SAMPLE_VARIANTS = 12;

/**
 * The code samples of an operation: one set per body it can send (media type × named example)
 * when there are several, so the reader's choice of body is the request the samples make.
 */
function samplesOf(input: Omit<SampleInput, 'body'>, body: BuiltBody | undefined, context: ReferenceContext): Pick<OperationView, 'samples' | 'sampleVariants' | 'samplesBodyFile'> {
  const variants = body?.variants ?? [];
  if (variants.length < 2) {
    const bodyFile = body?.sample ? longBodyFile(body.sample.mediaType, body.sample.value) : undefined;
    return { samples: codeSamples({ ...input, body: body?.sample }, context.resolver, context.sampleLanguages, context.highlight), ...(bodyFile ? { samplesBodyFile: bodyFile } : {}) };
  }
  const mediaTypes = new Set(variants.map((v) => v.mediaType));
  const sampleVariants = variants.slice(0, MAX_SAMPLE_VARIANTS).map((variant): SampleVariantView => {
    const named = variant.summary ?? (variant.name === 'example' ? undefined : variant.name);
    const example = body!.view.contents.find((m) => m.mediaType === variant.mediaType)?.examples.find((e) => e.name === variant.name);
    const bodyFile = longBodyFile(variant.mediaType, variant.value);
    return {
      label: mediaTypes.size > 1 ? (named ? `${named} (${variant.mediaType})` : variant.mediaType) : (named ?? variant.mediaType),
      mediaType: variant.mediaType,
      exampleName: variant.name,
      ...(example?.descriptionHtml ? { descriptionHtml: example.descriptionHtml } : {}),
      samples: codeSamples({ ...input, body: { mediaType: variant.mediaType, value: variant.value } }, context.resolver, context.sampleLanguages, context.highlight),
      ...(bodyFile ? { samplesBodyFile: bodyFile } : {}),
    };
  });
  return { samples: sampleVariants[0].samples, sampleVariants };
}
