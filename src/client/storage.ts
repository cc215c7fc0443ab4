// localStorage that never throws: when it is unavailable (privacy mode, blocked cookies, a
// sandboxed iframe) preferences live in memory for this page view and a warning is logged once.
import { devWarn, errorText } from './warn.js';

let local: Storage | null | undefined;
const memory = new Map<string, string>();

function backend(): Storage | null {
  if (local !== undefined) return local;
  try {
    const candidate = window.localStorage;
    const probe = '__specpress_probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    local = candidate;
  } catch (error) {
    devWarn('storage', `localStorage is unavailable (${errorText(error)}); preferences such as the colour mode are not remembered.`);
    local = null;
  }
  return local;
}

export const storage = {
  get(key: string): string | null {
    const store = backend();
    if (!store) return memory.get(key) ?? null;
    try {
      return store.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    try {
      backend()?.setItem(key, value);
    } catch {
      // quota or a storage that went away: the memory copy is enough for this page view
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      backend()?.removeItem(key);
    } catch {
      // see set()
    }
  },
};
