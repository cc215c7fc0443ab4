// What several languages' generators share: the generator's shape, the body as text, and the
// string literals most languages write the same way.
import type { HighlightedCode } from '../code-writer.js';
import type { SampleBody, SampleRequest } from './request.js';

export interface LanguageGenerator {
  lang: string;
  label: string;
  /** The Prism grammar of the language (the code block's class; x-codeSamples are highlighted with it). */
  highlightLang: string;
  generate(request: SampleRequest): HighlightedCode;
}

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** A form body as the text that is sent. */
export const formText = (fields: readonly [string, string][]) => new URLSearchParams(fields as [string, string][]).toString();

/** The body as one string, for languages that send text as it is (not for files and multipart). */
export function bodyText(body: Exclude<SampleBody, { kind: 'multipart' | 'file' }>): string {
  return body.kind === 'json' ? pretty(body.value) : body.kind === 'form' ? formText(body.fields) : body.text;
}

/** A double-quoted literal with JSON's escapes, which JavaScript, Python, Go, Java and C# read alike. */
export const dq = (text: string) => JSON.stringify(text);

/** A single-quoted literal where only `\` and `'` are escaped (PHP, Ruby, JavaScript on one line). */
export const sq = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A heredoc marker (`BODY`, else `BODY_1`…) that does not end the text early: `ends(marker)`
 * matches a line the language would take for the closing marker.
 */
export function freeMarker(text: string, ends: (marker: string) => RegExp): string {
  let marker = 'BODY';
  if (!text.includes(marker)) return marker;
  for (let i = 1; ends(marker).test(text); i++) marker = `BODY_${i}`;
  return marker;
}
