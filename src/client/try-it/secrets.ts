// Credentials typed into the console live in sessionStorage, per spec: gone when the tab closes.
// Only when the reader ticks "remember" (per spec) are they also written to localStorage, and
// unticking removes them from there. Never in the page URL. Storage that throws (privacy modes)
// just forgets.
const PREFIX = 'specpress.try-it.';
/** The spec's "remember" flag: a key without a dot, so no `<scheme>.<field>` can be it. */
const REMEMBER = 'remember';

const key = (specId: string, field: string) => `${PREFIX}${specId}.${field}`;

function quietly<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function remembers(specId: string): boolean {
  return quietly(() => localStorage.getItem(key(specId, REMEMBER)) === 'true', false);
}

export function readSecret(specId: string, field: string): string {
  return quietly(() => sessionStorage.getItem(key(specId, field)) ?? (remembers(specId) ? localStorage.getItem(key(specId, field)) : null) ?? '', '');
}

export function keepSecret(specId: string, field: string, value: string): void {
  const stores = quietly(() => (remembers(specId) ? [sessionStorage, localStorage] : [sessionStorage]), []);
  for (const store of stores) {
    quietly(() => (value ? store.setItem(key(specId, field), value) : store.removeItem(key(specId, field))), undefined);
  }
}

/** Ticked: what this tab holds for the spec is copied to localStorage. Unticked: all of it is removed from there. */
export function setRemember(specId: string, on: boolean): void {
  quietly(() => {
    const prefix = key(specId, '');
    const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(prefix) === true);
    if (on) {
      for (const k of keys(sessionStorage)) localStorage.setItem(k, sessionStorage.getItem(k) ?? '');
      localStorage.setItem(key(specId, REMEMBER), 'true');
    } else {
      // This tab keeps what it shows (a value read from localStorage is not in its sessionStorage yet).
      for (const k of keys(localStorage)) {
        if (k !== key(specId, REMEMBER) && sessionStorage.getItem(k) === null) sessionStorage.setItem(k, localStorage.getItem(k) ?? '');
        localStorage.removeItem(k);
      }
    }
  }, undefined);
}
