// Go with net/http: text bodies from a string, multipart through mime/multipart (files copied
// from disk; the boundary known only at run time), a binary body streamed from its file.
import { CodeWriter } from '../code-writer.js';
import { bodyText, dq, type LanguageGenerator } from './common.js';

export const go: LanguageGenerator = {
  lang: 'go',
  label: 'Go',
  highlightLang: 'go',
  generate(r) {
    const imports = new Set(['"fmt"', '"io"', '"net/http"']);
    const setup: ((w: CodeWriter) => void)[] = [];
    let bodyArg: (w: CodeWriter) => void = (w) => w.token('boolean', 'nil');
    const headers: [string, string | undefined][] = [...r.headers];
    const checkError = (w: CodeWriter, pad = '\t') => w.text(pad).keyword('if').text(' err != ').token('boolean', 'nil').text(` {\n${pad}\t`).token('builtin', 'panic').text(`(err)\n${pad}}\n`);
    const body = r.body;
    if (body?.kind === 'multipart') {
      imports.add('"bytes"').add('"mime/multipart"');
      setup.push((w) => w.text('\t').keyword('var').text(' payload bytes.Buffer\n\tform := multipart.NewWriter(&payload)\n'));
      for (const part of body.parts) {
        if (!('file' in part)) {
          setup.push((w) => w.text('\tform.WriteField(').string(dq(part.name)).text(', ').string(dq(part.value)).text(')\n'));
          continue;
        }
        imports.add('"os"');
        if (part.contentType) imports.add('"net/textproto"');
        setup.push((w) => {
          w.text('\t{\n\t\tfile, err := os.Open(').string(dq(part.file)).text(')\n');
          checkError(w, '\t\t');
          if (part.contentType) {
            const disposition = `form-data; name="${part.name.replace(/["\\]/g, '\\$&')}"; filename="${part.file}"`;
            w.text('\t\theader := ').token('builtin', 'make').text('(textproto.MIMEHeader)\n');
            w.text('\t\theader.Set(').string('"Content-Disposition"').text(', ').string(dq(disposition)).text(')\n');
            w.text('\t\theader.Set(').string('"Content-Type"').text(', ').string(dq(part.contentType)).text(')\n');
            w.text('\t\tpart, err := form.CreatePart(header)\n');
          } else w.text('\t\tpart, err := form.CreateFormFile(').string(dq(part.name)).text(', ').string(dq(part.file)).text(')\n');
          checkError(w, '\t\t');
          w.text('\t\tio.Copy(part, file)\n\t\tfile.Close()\n\t}\n');
        });
      }
      setup.push((w) => w.text('\tform.Close()\n\n'));
      bodyArg = (w) => w.text('&payload');
      // The multipart boundary is only known at run time.
      headers.push(['Content-Type', undefined]);
    } else if (body?.kind === 'file') {
      imports.add('"os"');
      setup.push((w) => {
        w.text('\tbody, err := os.Open(').string(dq(body.file)).text(')\n');
        checkError(w);
        w.text('\t').keyword('defer').text(' body.Close()\n\n');
      });
      bodyArg = (w) => w.text('body');
      headers.push(['Content-Type', body.mediaType]);
    } else if (body) {
      imports.add('"strings"');
      const text = bodyText(body);
      setup.push((w) =>
        w
          .text('\tbody := strings.NewReader(')
          .string(text.includes('`') || text.includes('\r') ? dq(text) : `\`${text}\``)
          .text(')\n\n'),
      );
      bodyArg = (w) => w.text('body');
      headers.push(['Content-Type', body.mediaType]);
    }
    const w = new CodeWriter().keyword('package').text(' main\n\n').keyword('import').text(' (\n');
    for (const i of [...imports].sort()) w.text('\t').string(i).text('\n');
    w.text(')\n\n').keyword('func').text(' ').token('function', 'main').text('() {\n');
    for (const line of setup) line(w);
    w.text('\treq, err := http.NewRequest(').string(dq(r.method)).text(', ').string(dq(r.url)).text(', ');
    bodyArg(w);
    w.text(')\n');
    checkError(w);
    for (const [k, v] of headers) {
      w.text('\treq.Header.Set(').string(dq(k)).text(', ');
      if (v === undefined) w.text('form.FormDataContentType()');
      else w.string(dq(v));
      w.text(')\n');
    }
    w.text('\n\tres, err := http.DefaultClient.Do(req)\n');
    checkError(w);
    w.text('\t').keyword('defer').text(' res.Body.Close()\n\tdata, _ := io.ReadAll(res.Body)\n\tfmt.Println(res.Status, ').token('builtin', 'string').text('(data))\n}');
    return w.done();
  },
};
