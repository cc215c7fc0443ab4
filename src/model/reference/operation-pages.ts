// `reference.layout: operation`: one page per operation, for teams who want every operation
// indexed on its own (title, description, canonical URL, sitemap entry). The route page keeps the
// introduction and lists every tag with links to its operations; webhooks and schemas keep the
// split reference's pages (`<route>/webhooks`, `<route>/schemas`, continued by weight).
//
// An operation's page is `<route>/<operation-slug>`: its slug comes from its id (the operationId,
// or the id made from method and path), the same identity as its anchor `#operation/<id>`, so
// moving an operation to another tag or renaming a tag never moves its page.
import type { Route } from '../../shared/routes.js';
import type { PagePlan } from './pages.js';
import type { OperationView, ReferenceView, TagView } from './view-model.js';

export interface OperationPage {
  op: OperationView;
  /** The tag it is shown under (its first). */
  tag: TagView;
  /** The operations before and after it, in the reference's order (tags in order, each tag's operations in order). */
  previous?: NeighbourOperation;
  next?: NeighbourOperation;
}

export interface NeighbourOperation {
  url: string;
  summary: string;
}

type MakePage = (route: Route, rest: Partial<PagePlan>) => PagePlan;

/**
 * The pages of an operation layout: the route page (introduction and the list of operations),
 * a page per operation, then the webhook and schema pages `sectionPages` makes.
 */
export function operationPages(view: ReferenceView, route: Route, page: MakePage, sectionPages: (free: (wanted: string) => string) => PagePlan[]): PagePlan[] {
  const taken = new Set<string>();
  const free = (wanted: string) => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}-${n}`;
    taken.add(name);
    return name;
  };
  // The webhook and schema pages keep the names they have in a split reference: they are named first.
  const sections = sectionPages(free);
  const index = page(route, { intro: true, operationIndex: true, tags: view.tags });
  const operations = view.tags.flatMap((tag) =>
    tag.operations.map((op) => {
      const name = free(operationSlug(op.id));
      return page(`${route}/${name}`, { tagName: op.summary, tagAnchors: [tag.anchor], operation: { op, tag } });
    }),
  );
  operations.forEach((p, i) => {
    const neighbour = (other: PagePlan | undefined) => other?.operation && { url: other.url, summary: other.operation.op.summary };
    p.operation = { ...p.operation!, previous: neighbour(operations[i - 1]), next: neighbour(operations[i + 1]) };
  });
  return [index, ...operations, ...sections];
}

/**
 * A URL segment from an operation id: words in lower case joined by `-` (`listPets` →
 * `list-pets`, `repos/get` → `repos-get`, `getHTTPStatus` → `get-http-status`), letters of any
 * script kept. Two ids that give the same slug are told apart by `-2`, `-3` in document order.
 */
export function operationSlug(id: string): string {
  return (
    id
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1-$2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1-$2')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'operation'
  );
}
