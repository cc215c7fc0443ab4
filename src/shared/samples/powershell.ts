// PowerShell 7 with Invoke-RestMethod: text in a literal here-string, forms as an ordered
// hashtable body, multipart with -Form (files as Get-Item), a binary body with -InFile.
import { CodeWriter } from '../code-writer.js';
import type { SamplePart } from './request.js';
import { bodyText, type LanguageGenerator } from './common.js';

/** A single-quoted string: nothing is expanded, a quote is doubled. */
const psString = (text: string) => `'${text.replace(/['‘’‚‛]/g, '$&$&')}'`;

/** What -Method takes by name; other methods go as -CustomMethod. */
const METHODS: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace', MERGE: 'Merge' };

export const powershell: LanguageGenerator = {
  lang: 'powershell',
  label: 'PowerShell',
  highlightLang: 'powershell',
  generate(r) {
    const w = new CodeWriter();
    const args: ((w: CodeWriter) => void)[] = [];
    const arg = (name: string, value: (w: CodeWriter) => void) => args.push((w) => value(w.text(`-${name} `)));
    arg('Uri', (w) => w.string(psString(r.url)));
    const method = METHODS[r.method];
    if (method) arg('Method', (w) => w.text(method));
    else arg('CustomMethod', (w) => w.string(psString(r.method)));
    const table = (name: string, entries: readonly [string, (w: CodeWriter) => void][]) => {
      w.token('variable', name).text(' = [').keyword('ordered').text(']@{\n');
      w.join(entries, '\n', ([k, v]) => {
        w.text('    ').string(psString(k)).text(' = ');
        v(w);
      });
      w.text('\n}\n');
    };
    if (r.headers.length > 0) {
      table(
        '$headers',
        r.headers.map(([k, v]) => [k, (w: CodeWriter) => w.string(psString(v))]),
      );
      arg('Headers', (w) => w.token('variable', '$headers'));
    }
    const body = r.body;
    if (body?.kind === 'multipart') {
      // A name given twice is one key with a list: -Form sends each item as a part of its own.
      const byName = new Map<string, SamplePart[]>();
      for (const part of body.parts) byName.set(part.name, [...(byName.get(part.name) ?? []), part]);
      const value = (w: CodeWriter, part: SamplePart) => ('file' in part ? w.text('(').token('function', 'Get-Item').text(' ').string(psString(part.file)).text(')') : w.string(psString(part.value)));
      table(
        '$form',
        [...byName].map(([name, parts]) => [
          name,
          (w: CodeWriter) =>
            parts.length === 1
              ? value(w, parts[0])
              : w
                  .text('@(')
                  .join(parts, ', ', (p) => value(w, p))
                  .text(')'),
        ]),
      );
      arg('Form', (w) => w.token('variable', '$form'));
    } else if (body?.kind === 'form' && new Set(body.fields.map(([k]) => k)).size === body.fields.length) {
      table(
        '$body',
        body.fields.map(([k, v]) => [k, (w: CodeWriter) => w.string(psString(v))]),
      );
      arg('ContentType', (w) => w.string(psString(body.mediaType)));
      arg('Body', (w) => w.token('variable', '$body'));
    } else if (body?.kind === 'file') {
      arg('ContentType', (w) => w.string(psString(body.mediaType)));
      arg('InFile', (w) => w.string(psString(body.file)));
    } else if (body) {
      // Text, and a form whose names repeat (a hashtable holds one value per key), sent as written.
      const text = bodyText(body);
      // A literal here-string ends at a line starting with '@: such text goes as one string.
      if (/^'@/m.test(text) || !text.includes('\n')) w.token('variable', '$body').text(' = ').string(psString(text)).text('\n');
      else w.token('variable', '$body').text(' = ').string(`@'\n${text}\n'@`).text('\n');
      arg('ContentType', (w) => w.string(psString(body.mediaType)));
      arg('Body', (w) => w.token('variable', '$body'));
    }
    if (r.headers.length > 0 || (body !== undefined && body.kind !== 'file')) w.text('\n');
    w.token('variable', '$response').text(' = ').token('function', 'Invoke-RestMethod').text(' ');
    w.join(args, ' `\n    ', (a) => a(w));
    return w.text('\n').token('variable', '$response').done();
  },
};
