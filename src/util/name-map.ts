// Names from a spec, a page or the config are data: `__proto__`, `constructor` and `prototype`
// are names like any other. A map keyed by them is made here, without a prototype, so assigning
// `__proto__` adds a key (instead of replacing the prototype) and `constructor` names nothing
// the map does not hold.

/** An empty map of names to values, with no prototype. */
export function nameMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The value of `name` in a map of names, own keys only (never Object's `constructor` or `toString`). */
export function valueOfName<T>(map: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(map, name) ? map[name] : undefined;
}
