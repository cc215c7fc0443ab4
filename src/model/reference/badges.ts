// `x-badges` (Scalar, Redocly): short labels of an operation such as "Beta". Only the names are
// read (trimmed, at most 40 characters); colours and positions from the spec are not used.
import { isObject } from './pointer.js';

export function badgeNames(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((badge) => {
    const name = typeof badge === 'string' ? badge : isObject(badge) && typeof badge.name === 'string' ? badge.name : undefined;
    return name && name.trim() ? [name.trim().slice(0, 40)] : [];
  });
}
