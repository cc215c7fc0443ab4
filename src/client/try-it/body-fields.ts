// The request body of the console: a text area prefilled from the spec's example (JSON and any
// other type), or, for a form or multipart/form-data body of an object schema, one field per
// property (a file input for binary properties of a multipart body) that the request builder
// turns into URLSearchParams or FormData.
import type { TryItBodyField, TryItOperation } from '../../shared/try-it-types.js';
import { field, h } from './dom.js';
import { valueControl } from './fields.js';
import type { FieldValue, RequestInput } from './request.js';
import { isMultipartMedia } from '../../shared/media-types.js';
import { tr, trFilled } from './strings.js';

export interface BodyFields {
  element: HTMLElement;
  /** The body to send (undefined: none), and the required fields left empty. */
  read(): { body: RequestInput['body']; missing: string[] };
}

type Body = NonNullable<TryItOperation['body']>;

function textBody(body: Body): BodyFields {
  const area = h('textarea', { spellcheck: 'false', rows: '10' });
  area.value = body.example;
  return {
    element: h('fieldset', {}, h('legend', {}, tr('tryItBody')), field(trFilled('tryItRequestBodyOf', 'type', body.mediaType), area, body.required ? tr('tryItRequired') : tr('tryItLeaveEmpty'))),
    read: () => ({ body: area.value !== '' || body.required ? { mediaType: body.mediaType, text: area.value } : undefined, missing: [] }),
  };
}

function fieldControl(spec: TryItBodyField, files: boolean): HTMLInputElement | HTMLSelectElement {
  if (spec.file && files) return h('input', { type: 'file' });
  return valueControl(spec.enum ?? (spec.type === 'boolean' ? ['true', 'false'] : undefined), spec.default ?? spec.example ?? '', spec.required);
}

export function bodyFields(body: Body): BodyFields {
  const fields = body.fields;
  if (!fields) return textBody(body);
  const multipart = isMultipartMedia(body.mediaType);
  const rows = fields.map((spec) => {
    const control = fieldControl(spec, multipart);
    const label = `${spec.name} (${spec.file && multipart ? 'file' : spec.type || 'value'}${spec.required ? ', required' : ''})`;
    return { spec, control, element: field(label, control) };
  });
  const value = (control: HTMLInputElement | HTMLSelectElement, name: string): FieldValue | undefined => {
    if (control instanceof HTMLInputElement && control.type === 'file') {
      const file = control.files?.[0];
      return file ? { name, file } : undefined;
    }
    return control.value !== '' ? { name, value: control.value } : undefined;
  };
  return {
    element: h(
      'fieldset',
      { class: 'sp-try-it-form-body' },
      h('legend', {}, trFilled('tryItBodyOf', 'type', body.mediaType)),
      ...rows.map((r) => r.element),
      h('p', { class: 'sp-try-it-hint' }, multipart ? tr('tryItMultipartHint') : tr('tryItFormHint')),
    ),
    read: () => {
      const values = rows.map((r) => ({ row: r, value: value(r.control, r.spec.name) }));
      const filled = values.flatMap((v) => (v.value ? [v.value] : []));
      return {
        body: filled.length > 0 || body.required ? { mediaType: body.mediaType, fields: filled } : undefined,
        missing: values.filter((v) => v.row.spec.required && !v.value).map((v) => v.row.spec.name),
      };
    },
  };
}
