// Maps a pointer into the dereferenced document (what the OpenAPI validators report) back to a path
// in the YAML file, so a complaint is shown at the lines the author wrote.
import type { YamlPath } from '../load/yaml-source.js';
import { isObject, lookup, refSegments } from '../shared/json-pointer.js';

/**
 * Follows a pointer through the raw document; when it walks into a `$ref` object, it continues at
 * the ref's target, so an error inside a shared component points at the component's lines.
 */
export function sourcePathOf(root: unknown, segments: readonly string[]): YamlPath {
  let path: (string | number)[] = [];
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && !(segment in node) && hops < 20; hops++) {
      const target = refSegments(node.$ref);
      if (!target) break;
      path = [...target];
      node = lookup(root, target);
    }
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index) || index >= node.length) break;
      path.push(index);
      node = node[index];
    } else if (isObject(node) && segment in node) {
      path.push(segment);
      node = node[segment];
    } else {
      break;
    }
  }
  return path;
}
