// What the reference made of each spec, handed to every other output: the final id, anchor and
// page URL of every tag, operation, webhook and schema (split references included), so search,
// api.md, llms and the docs tables link exactly where the reference put things.
import type { SpecEntry } from '../../config/site-config.js';
import { anchorLink, encodeAnchor, type AnchorPlaces } from './pages.js';
import type { ReferenceView } from './view-model.js';
import type { SpecModel } from './spec-model.js';

export interface ParsedSpec {
  entry: SpecEntry;
  file: string;
  text: string;
  /**
   * What the reference made of the spec: every operation, webhook and schema with its final id,
   * anchor and the URL of the page that holds it (split references included). Search, api.md,
   * llms and the docs tables link with these, so every output agrees with the reference.
   */
  anchors: SpecAnchors;
  /** The plain model every output besides the reference pages reads (spec-model.ts). */
  model: SpecModel;
}

export interface SpecAnchors {
  /** URL of the reference (its first page) and where each anchor written for it really is. */
  url: string;
  tags: { name: string; anchor: string; url: string }[];
  /** `page`: the route of the operation's own page (`reference.layout: operation`). */
  operations: { id: string; anchor: string; method: string; path: string; url: string; page?: string }[];
  webhooks: { name: string; anchor: string; url: string }[];
  schemas: { name: string; anchor: string; url: string }[];
}

export function specAnchors(view: ReferenceView, places: AnchorPlaces, url: string): SpecAnchors {
  const at = (anchor: string) => anchorLink(anchor, places) ?? `#${encodeAnchor(anchor)}`;
  const { operationRoutes } = places;
  return {
    url,
    tags: view.tags.map((tag) => ({ name: tag.name, anchor: tag.anchor, url: at(tag.anchor) })),
    operations: view.tags
      .flatMap((tag) => tag.operations)
      .map((op) => {
        const page = operationRoutes.get(op.anchor);
        return { id: op.id, anchor: op.anchor, method: op.method, path: op.path, url: at(op.anchor), ...(page !== undefined ? { page } : {}) };
      }),
    webhooks: view.webhooks.map((hook) => ({ name: hook.name, anchor: hook.anchor, url: at(hook.anchor) })),
    schemas: view.schemas.map((schema) => ({ name: schema.name, anchor: schema.anchor, url: at(schema.anchor) })),
  };
}

/**
 * Where a link written for a reference's one-page form (`/api#operation/x`) must go once the
 * reference is split: the page that holds the anchor. Other links are returned as they are.
 */
export type AnchorRelocator = ((href: string) => string) & {
  /** Changes whenever a relocation does (watch-mode cache keys). */
  key: string;
  /** Each link written for the one-page form and where it goes: the relocator as data (a thread makes it again with relocatorOf). */
  moves: readonly (readonly [written: string, url: string])[];
};

export function anchorRelocator(specs: readonly ParsedSpec[]): AnchorRelocator {
  const moved = new Map<string, string>();
  for (const { anchors } of specs) {
    for (const item of [...anchors.tags, ...anchors.operations, ...anchors.webhooks, ...anchors.schemas]) {
      const written = `${anchors.url}#${encodeAnchor(item.anchor)}`;
      if (written !== item.url) moved.set(written, item.url);
    }
  }
  return relocatorOf([...moved]);
}

/** The relocator of these moves (anchorRelocator's, or the same moves as another thread received them). */
export function relocatorOf(moves: readonly (readonly [string, string])[]): AnchorRelocator {
  const moved = new Map(moves);
  const relocate = (href: string) => moved.get(href.replace(/\?[^#]*/, '')) ?? href;
  return Object.assign(relocate, { key: JSON.stringify([...moved]), moves });
}
