// Credentials typed into the console live in sessionStorage, per spec: gone when the tab closes,
// never in localStorage or in the page URL. Storage that throws (privacy modes) just forgets.
const PREFIX = 'specpress.try-it.';

const key = (specId: string, field: string) => `${PREFIX}${specId}.${field}`;

export function readSecret(specId: string, field: string): string {
  try {
    return sessionStorage.getItem(key(specId, field)) ?? '';
  } catch {
    return '';
  }
}

export function keepSecret(specId: string, field: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(key(specId, field), value);
    else sessionStorage.removeItem(key(specId, field));
  } catch {
    // not kept: the reader types it again next time
  }
}
