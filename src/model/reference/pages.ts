// Which page shows what. Small references are one page; above `splitAboveOperations`, or above
// UNSPLIT_BUDGET of estimated HTML, each tag gets its own page (the first at the route itself),
// plus pages for webhooks and schemas, so no HTML page is enormous: a tag or the schemas heavier than PAGE_BUDGET continue on further pages
// (`<tag>-2`, `schemas-2`). With `layout: operation` every operation is a page of its own and the
// route page lists them (operation-pages.ts). `anchorUrls` tells every link which page its anchor lives on.
import { routeOutputFile, routeUrl, type Route } from '../../shared/routes.js';
import { operationPages, type OperationPage } from './operation-pages.js';
import type { Anchor, NamedSchemaView, ReferenceView, TagView, WebhookView } from './view-model.js';
import { chunkByWeight, operationWeight, schemaWeight, webhookWeight } from './weight.js';

/** config `reference.layout` (or `specs[].layout`): one page split by weight, or a page per operation. */
export type ReferenceLayout = 'page' | 'operation';

/** Estimated HTML bytes of reference content per split page (the page chrome and nav come on top). */
export const PAGE_BUDGET = 1_000_000;
/**
 * Above this estimate a reference is split whatever its operation count. Estimates run about 1.4×
 * the written HTML, so an unsplit page stays under about 2 MB (a 1.5 MB page, estimated at 2.2 MB,
 * stays one page).
 */
export const UNSPLIT_BUDGET = 2_600_000;
/**
 * An unsplit reference estimated above this is rendered once to be measured, and split when its
 * HTML passes MAX_PAGE_BYTES: the estimate runs from about 0.65 to 1.5 of the HTML (a 2.9 MB page
 * was estimated at 2.5 MB; a 1.2 MB one with many small schemas at 1.85 MB).
 */
export const MEASURE_ABOVE = 2_000_000;
export const MAX_PAGE_BYTES = 2_000_000;

export interface PagePlan {
  route: Route;
  url: string;
  outputFile: string;
  /** Title of a split page (a tag, "Webhooks", "Schemas"). */
  tagName?: string;
  intro: boolean;
  /** Tags shown here; a continued tag has a `(continued)` name and no anchor of its own. */
  tags: TagView[];
  /** Anchors of the original tags this page shows (for the navigation). */
  tagAnchors: Anchor[];
  schemas: NamedSchemaView[];
  webhooks: WebhookView[];
  /** The page starts the Schemas / Webhooks section (carries the section anchor). */
  schemasStart: boolean;
  webhooksStart: boolean;
  /** `layout: operation`, the route page: `tags` are listed with links to their operations' pages, not shown in full. */
  operationIndex: boolean;
  /** `layout: operation`: the one operation this page shows. */
  operation?: OperationPage;
}

export interface ReferenceLayoutPlan {
  split: boolean;
  pages: PagePlan[];
  /** Anchor → URL of the page it is on. */
  anchorUrls: Map<Anchor, string>;
  /** `layout: operation`: operation anchor → route of its page. */
  operationRoutes: Map<Anchor, Route>;
  /** Tag anchor → the pages that show its operations in full, in order (several for a tag continued by weight). */
  tagPages: Map<Anchor, PagePlan[]>;
  /** The estimated HTML of the whole reference (layout `page`). */
  estimatedBytes?: number;
}

export interface UrlOptions {
  baseUrl: string;
  trailingSlash: boolean;
}

/** `forceSplit`: the unsplit page was rendered and is too big (see MEASURE_ABOVE). */
export function planPages(view: ReferenceView, route: Route, splitAbove: number, urls: UrlOptions, layout: ReferenceLayout = 'page', forceSplit = false): ReferenceLayoutPlan {
  const page = (r: Route, rest: Partial<PagePlan>): PagePlan => ({
    route: r,
    url: routeUrl(urls.baseUrl, r, urls.trailingSlash),
    outputFile: routeOutputFile(urls.baseUrl, r),
    intro: false,
    tags: [],
    tagAnchors: [],
    schemas: [],
    webhooks: [],
    schemasStart: false,
    webhooksStart: false,
    operationIndex: false,
    ...rest,
  });
  if (layout === 'operation')
    return withAnchorUrls(
      true,
      operationPages(view, route, page, (free) => sectionPages(view, route, free, page)),
    );
  // Split by weight as well as by count: a few hundred heavy operations make a page of megabytes.
  const weight =
    view.tags.reduce((n, t) => n + t.operations.reduce((m, o) => m + operationWeight(o), 0), 0) +
    view.schemas.reduce((n, x) => n + schemaWeight(x), 0) +
    view.webhooks.reduce((n, w) => n + webhookWeight(w), 0);
  const split = forceSplit || weight > UNSPLIT_BUDGET || (view.operationCount > splitAbove && (view.tags.length > 1 || view.schemas.length > 0 || view.webhooks.length > 0));
  const pages: PagePlan[] = [];
  if (!split) {
    pages.push(
      page(route, {
        intro: true,
        tags: view.tags,
        tagAnchors: view.tags.map((t) => t.anchor),
        schemas: view.schemas,
        webhooks: view.webhooks,
        schemasStart: view.schemas.length > 0,
        webhooksStart: view.webhooks.length > 0,
      }),
    );
  } else {
    const taken = new Set(view.tags.map((t) => t.slug));
    const free = (wanted: string) => {
      let name = wanted;
      for (let n = 2; taken.has(name); n++) name = `${wanted}-${n}`;
      taken.add(name);
      return name;
    };
    view.tags.forEach((tag, i) => {
      // A tag without operations (a trait tag: text only) is a page of its own all the same.
      const chunks = chunkByWeight(tag.operations, operationWeight, PAGE_BUDGET);
      (chunks.length > 0 ? chunks : [[]]).forEach((operations, part) => {
        const first = part === 0;
        const shown: TagView = first
          ? { ...tag, operations }
          : { ...tag, name: `${tag.name} (continued)`, anchor: `${tag.anchor}/${part + 1}`, descriptionHtml: '', descriptionParts: undefined, operations, alsoHere: undefined };
        const r = i === 0 && first ? route : `${route}/${first ? tag.slug : free(`${tag.slug}-${part + 1}`)}`;
        pages.push(page(r, { intro: i === 0 && first, tags: [shown], tagAnchors: [tag.anchor], tagName: shown.name }));
      });
    });
    pages.push(...sectionPages(view, route, free, page));
  }
  return { ...withAnchorUrls(split, pages), estimatedBytes: weight };
}

/**
 * The webhook and schema pages of a split reference (`<route>/webhooks`, `<route>/schemas`), each
 * continued by weight (`schemas-2`…). `free` hands out a route name no other page has taken.
 */
export function sectionPages(view: ReferenceView, route: Route, free: (wanted: string) => string, page: (r: Route, rest: Partial<PagePlan>) => PagePlan): PagePlan[] {
  const pages: PagePlan[] = [];
  const add = <T>(items: T[], weight: (item: T) => number, slug: string, title: string, make: (chunk: T[], first: boolean) => Partial<PagePlan>) =>
    chunkByWeight(items, weight, PAGE_BUDGET).forEach((chunk, part) =>
      pages.push(page(`${route}/${free(part === 0 ? slug : `${slug}-${part + 1}`)}`, { tagName: part === 0 ? title : `${title} (continued)`, ...make(chunk, part === 0) })),
    );
  add(view.webhooks, webhookWeight, 'webhooks', 'Webhook events', (webhooks, first) => ({ webhooks, webhooksStart: first }));
  add(view.schemas, schemaWeight, 'schemas', 'Schemas', (schemas, first) => ({ schemas, schemasStart: first }));
  return pages;
}

/** The plan with the page of every anchor (the one map every link of every output goes through). */
function withAnchorUrls(split: boolean, pages: PagePlan[]): ReferenceLayoutPlan {
  const anchorUrls = new Map<Anchor, string>();
  const operationRoutes = new Map<Anchor, Route>();
  const tagPages = new Map<Anchor, PagePlan[]>();
  for (const section of ['section/intro', 'section/servers', 'section/authentication']) anchorUrls.set(section, pages[0].url);
  for (const p of pages) {
    if (!p.operation)
      for (const anchor of p.tagAnchors) {
        const shown = tagPages.get(anchor);
        if (shown) shown.push(p);
        else tagPages.set(anchor, [p]);
      }
    for (const tag of p.tags) {
      anchorUrls.set(tag.anchor, p.url);
      // The route page of `layout: operation` lists the operations; their anchors are on their own pages.
      if (!p.operationIndex) for (const op of tag.operations) anchorUrls.set(op.anchor, p.url);
    }
    if (p.operation) {
      anchorUrls.set(p.operation.op.anchor, p.url);
      operationRoutes.set(p.operation.op.anchor, p.route);
    }
    for (const s of p.schemas) anchorUrls.set(s.anchor, p.url);
    for (const w of p.webhooks) anchorUrls.set(w.anchor, p.url);
    if (p.schemasStart) anchorUrls.set('schemas', p.url);
    if (p.webhooksStart) anchorUrls.set('webhooks', p.url);
  }
  return { split, pages, anchorUrls, operationRoutes, tagPages };
}

/** Where each anchor of a reference is: the one thing every link to an anchor, in every output, is made from. */
export type AnchorPlaces = Pick<ReferenceLayoutPlan, 'anchorUrls' | 'operationRoutes'>;

/**
 * The link to an anchor from any other page: its page's URL with the anchor as fragment, or the
 * bare URL where the anchor is the whole page (an operation's own page, `layout: operation`: the
 * URL its canonical link, sitemap and search hit give).
 */
export function anchorLink(anchor: Anchor, places: AnchorPlaces): string | undefined {
  const url = places.anchorUrls.get(anchor);
  if (url === undefined) return undefined;
  return places.operationRoutes.has(anchor) ? url : `${url}#${encodeAnchor(anchor)}`;
}

/** The href of an anchor seen from the page at `fromUrl` (a bare fragment on the same page). */
export function anchorHref(anchor: Anchor, places: AnchorPlaces, fromUrl: string): string | undefined {
  return places.anchorUrls.get(anchor) === fromUrl ? `#${encodeAnchor(anchor)}` : anchorLink(anchor, places);
}

export function encodeAnchor(anchor: Anchor): string {
  return encodeURIComponent(anchor).replace(/%2F/gi, '/');
}
