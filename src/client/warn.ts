// Developer warnings: logged once each, never thrown. A reader's page keeps working.
const warned = new Set<string>();

export function devWarn(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[specpress] ${message}`);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
