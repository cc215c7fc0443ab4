// The check stage: every link, anchor and image of the written pages and of the other output
// files must land (src/check/). A problem is shown where the author wrote the link, in the
// source as the build read it.
import { readFileSync } from 'node:fs';
import { startLinkCheck, type LinkCheck, type LinkCheckInput } from '../check/links.js';

export type CheckInput = Omit<LinkCheckInput, 'readSource'>;

/**
 * The link check; `sources`: the text of the input files as the build read them (others are read
 * now). Output files made later (the search index) are added to it with `addOutputs`.
 */
export function checkSite(input: CheckInput, sources: ReadonlyMap<string, string>): LinkCheck {
  return startLinkCheck({ ...input, readSource: (file) => sources.get(file) ?? safeRead(file) });
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
