// Which sections a reference has, in which order, and which operations each shows: one plan for
// the reference pages and for every other output (api.md, llms), so they cannot disagree.
//
// - A tag is a section when an operation is shown or listed under it, when it has a description
//   (Redoc's trait tags: an API's authentication, rate limits…), or when one of its children is.
// - An operation is shown once, under its first navigation tag, and listed under its others;
//   without one it is in the untagged group (UNTAGGED_GROUP). A big description whose operations
//   carry no tag at all is grouped by path instead (path-groups.ts).
// - Order: declared tags, then the others as operations first name them; `x-tagGroups` order
//   them into groups; OpenAPI 3.2's `parent` puts a tag right after its parent (at any depth,
//   in the parent's group). A parent that does not exist, or a cycle, is a warning at its line.
// - OpenAPI 3.2's `kind`: `badge` and `audience` tags are not sections: they are labels shown
//   beside the operations that carry them. Any other kind (`nav` is the registered one) is a
//   navigation tag, so nothing is hidden because of a kind specpress does not know.
// - A tag's name on the page: 3.2's `summary`, else Redoc's `x-displayName`, else its name.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { isObject } from './pointer.js';
import { orderByGroups, tagGroupsOf } from './tag-groups.js';
import { pathGroups } from './path-groups.js';
import { externalDocsOf } from './about.js';
import type { AboutLink } from './view-model.js';

/** The group of operations without a tag, in the reference and every other output. */
export const UNTAGGED_GROUP = 'default';

const LABEL_KINDS = new Set(['badge', 'audience']);

export interface TagSection {
  /** The tag's name as written (what operations name it by). */
  name: string;
  /** What a reader sees: `summary`, `x-displayName` or the name. */
  label: string;
  /** Markdown, as written. */
  description: string;
  /** The tag's `externalDocs`, when its URL may be linked (about.ts): read here once for the page and every other output. */
  externalDocs?: AboutLink;
  /** Its `x-tagGroups` group, when the document has groups. */
  group?: string;
  /** Labels of its ancestors, outermost first (3.2 `parent`); empty for a top-level tag. */
  ancestors: string[];
  /** Indexes of the operations shown here in full. */
  operations: number[];
  /** Indexes of the operations listed here and shown under their first tag. */
  alsoHere: number[];
}

export interface TagPlan {
  sections: TagSection[];
  /** Labels of `badge`/`audience` tags each operation carries, by operation index. */
  labels: string[][];
  diagnostics: Diagnostic[];
}

/**
 * Plans the sections of a document whose operations (in document order) carry `operationTags`
 * and have the paths `operationPaths`. `source` gives diagnostics their position; without it
 * (outputs that only follow the reference) none are made.
 */
export function planTags(root: unknown, operationTags: readonly unknown[], source?: YamlSource, operationPaths: readonly string[] = []): TagPlan {
  const diagnostics: Diagnostic[] = [];
  const declaredList = isObject(root) && Array.isArray(root.tags) ? root.tags : [];
  const declared = new Map<string, { meta: Record<string, unknown>; index: number }>();
  declaredList.forEach((meta, index) => {
    if (isObject(meta) && meta.name !== undefined && !declared.has(String(meta.name))) declared.set(String(meta.name), { meta, index });
  });
  const isLabel = (name: string) => {
    const kind = declared.get(name)?.meta.kind;
    return typeof kind === 'string' && LABEL_KINDS.has(kind);
  };
  const labelOf = (name: string) => {
    const meta = declared.get(name)?.meta ?? {};
    for (const value of [meta.summary, meta['x-displayName']]) if (typeof value === 'string' && value.trim()) return value;
    return name;
  };

  const order = [...declared.keys()].filter((name) => !isLabel(name));
  const known = new Set(order);
  const shown = new Map<string, number[]>();
  const also = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, tag: string, index: number) => {
    if (!known.has(tag)) {
      known.add(tag);
      order.push(tag);
    }
    const list = map.get(tag);
    if (list) list.push(index);
    else map.set(tag, [index]);
  };
  const tagNames = operationTags.map((raw) => (Array.isArray(raw) ? [...new Set(raw.map(String))] : []));
  // No operation names a navigation tag: a big description is grouped by path.
  const byPath = tagNames.every((names) => names.every(isLabel)) && operationPaths.length === operationTags.length ? pathGroups(operationPaths) : undefined;
  const labels = tagNames.map((names, index) => {
    const navigation = names.filter((name) => !isLabel(name));
    const tags = navigation.length > 0 ? navigation : [byPath?.[index] ?? UNTAGGED_GROUP];
    add(shown, tags[0], index);
    for (const tag of tags.slice(1)) add(also, tag, index);
    return names.filter(isLabel).map(labelOf);
  });

  const parentOf = parents(order, declared, source, diagnostics);
  const grouped = orderByGroups(order, tagGroupsOf(root));
  const children = new Map<string, string[]>();
  for (const name of grouped.order) {
    const parent = parentOf.get(name);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), name]);
  }
  const hasText = (name: string) => {
    const description = declared.get(name)?.meta.description;
    return typeof description === 'string' && description.trim() !== '';
  };
  const kept = (name: string): boolean => shown.has(name) || also.has(name) || hasText(name) || (children.get(name) ?? []).some(kept);

  const sections: TagSection[] = [];
  const visit = (name: string, ancestors: string[], group: string | undefined) => {
    if (!kept(name)) return;
    const description = declared.get(name)?.meta.description;
    const externalDocs = externalDocsOf(declared.get(name)?.meta.externalDocs);
    sections.push({
      name,
      label: labelOf(name),
      description: typeof description === 'string' ? description : '',
      ...(externalDocs ? { externalDocs } : {}),
      ...(group !== undefined ? { group } : {}),
      ancestors,
      operations: shown.get(name) ?? [],
      alsoHere: also.get(name) ?? [],
    });
    for (const child of children.get(name) ?? []) visit(child, [...ancestors, labelOf(name)], group);
  };
  for (const name of grouped.order) if (!parentOf.has(name)) visit(name, [], grouped.groupOf.get(name));
  return { sections, labels, diagnostics };
}

/** Each tag's valid parent: one that is a navigation tag of the document, without a cycle. */
function parents(order: readonly string[], declared: Map<string, { meta: Record<string, unknown>; index: number }>, source: YamlSource | undefined, diagnostics: Diagnostic[]): Map<string, string> {
  const navigation = new Set(order);
  const wanted = new Map<string, string>();
  const warn = (name: string, message: string, hint: string) => {
    const at = declared.get(name)!.index;
    if (source) diagnostics.push(diagnostic('openapi-tag-parent', 'warning', `${message} (pointer: /tags/${at}/parent)`, source.positionOf(['tags', at, 'parent']), hint));
  };
  for (const name of order) {
    const parent = declared.get(name)?.meta.parent;
    if (parent === undefined) continue;
    if (!navigation.has(String(parent)))
      warn(
        name,
        `Tag "${name}" names the parent "${String(parent)}", which is not a tag of this document; it is shown at the top level`,
        'Name a tag declared under `tags` (not a badge or audience tag), or remove `parent`.',
      );
    else wanted.set(name, String(parent));
  }
  const valid = new Map<string, string>();
  for (const [name, parent] of wanted) {
    const seen = new Set([name]);
    let at: string | undefined = parent;
    while (at !== undefined && !seen.has(at)) {
      seen.add(at);
      at = wanted.get(at);
    }
    if (at === undefined) valid.set(name, parent);
    else warn(name, `Tag "${name}" is its own ancestor through \`parent\`; it is shown at the top level`, 'Remove the `parent` that closes the cycle.');
  }
  return valid;
}
