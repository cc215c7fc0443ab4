// Types of make-large-spec.mjs, for the tests that build the large site.
export function makeLargeSpec(operations?: number, seed?: number): Record<string, unknown>;
export function writeLargeSite(dir: string, operations?: number): Promise<{ config: string; specBytes: number }>;
