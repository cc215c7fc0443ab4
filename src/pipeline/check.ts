// The check stage: every link, anchor and image of the written pages and of the other output
// files must land (src/check/). A problem is shown where the author wrote the link, in the
// source as the build read it.
import { readFileSync } from 'node:fs';
import { checkLinks, type LinkCheckInput } from '../check/links.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export type CheckInput = Omit<LinkCheckInput, 'readSource'>;

/** The link check; `sources`: the text of the input files as the build read them (others are read now). */
export function checkSite(input: CheckInput, sources: ReadonlyMap<string, string>): Diagnostic[] {
  return checkLinks({ ...input, readSource: (file) => sources.get(file) ?? safeRead(file) });
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
