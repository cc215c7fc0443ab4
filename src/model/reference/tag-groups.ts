// `x-tagGroups` (Redoc's extension for big APIs): named groups of tags, shown as headings in the
// navigation, their tags in the groups' order. Tags no group names are not hidden (as Redoc
// does): they follow, under "Other", so nothing of the spec goes missing.
import { isObject } from './pointer.js';

export const UNGROUPED_TAGS = 'Other';

/** The document's groups (name and tag names), or undefined when it has none. */
export function tagGroupsOf(root: unknown): { name: string; tags: string[] }[] | undefined {
  const groups = isObject(root) ? root['x-tagGroups'] : undefined;
  if (!Array.isArray(groups)) return undefined;
  const valid = groups.filter(isObject).map((group) => ({ name: String(group.name ?? ''), tags: Array.isArray(group.tags) ? group.tags.map(String) : [] }));
  return valid.length > 0 ? valid : undefined;
}

/** `names` in the groups' order (each once, ungrouped last) and each name's group; as given when there are no groups. */
export function orderByGroups(names: readonly string[], groups: { name: string; tags: string[] }[] | undefined): { order: string[]; groupOf: Map<string, string> } {
  const groupOf = new Map<string, string>();
  if (!groups) return { order: [...names], groupOf };
  const present = new Set(names);
  const order: string[] = [];
  for (const group of groups)
    for (const tag of group.tags)
      if (present.has(tag) && !groupOf.has(tag)) {
        groupOf.set(tag, group.name);
        order.push(tag);
      }
  for (const name of names)
    if (!groupOf.has(name)) {
      groupOf.set(name, UNGROUPED_TAGS);
      order.push(name);
    }
  return { order, groupOf };
}
