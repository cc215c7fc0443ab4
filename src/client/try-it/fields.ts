// The server and parameter fields of the console, from the operation's data: a select for enums
// (and booleans), a text field otherwise, prefilled with the default or the spec's example.
import type { TryItParameter, TryItServer } from '../../shared/try-it-types.js';
import { field, h } from './dom.js';
import type { RequestInput } from './request.js';
import { fillServerUrl } from '../../shared/server-url.js';
import { refusalWords } from './refusal-words.js';
import { tr, trFilled } from './strings.js';

export function valueControl(values: string[] | undefined, initial: string, required: boolean): HTMLInputElement | HTMLSelectElement {
  if (values && values.length > 0) {
    const select = h('select', {});
    if (!required) select.append(h('option', { value: '' }, tr('tryItNotSentOption')));
    for (const value of values) select.append(h('option', { value }, value));
    select.value = values.includes(initial) ? initial : required ? values[0] : '';
    return select;
  }
  const input = h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' });
  input.value = initial;
  return input;
}

export interface ServerFields {
  element: HTMLElement;
  /** The chosen server's URL with its variables filled in; throws when a value would lead to another host. */
  read(): string;
}

export function serverFields(servers: TryItServer[]): ServerFields {
  const list = servers.length > 0 ? servers : [{ url: '/', variables: [] }];
  const choice = h('select', {});
  list.forEach((server, i) => choice.append(h('option', { value: String(i) }, server.url)));
  const variableBoxes = list.map((server) => {
    const controls = server.variables.map((variable) => ({ name: variable.name, control: valueControl(variable.enum.length ? variable.enum : undefined, variable.default, true) }));
    return { element: h('div', {}, ...controls.map(({ name, control }) => field(trFilled('tryItServerVariable', 'name', name), control))), controls };
  });
  const show = () => variableBoxes.forEach((box, i) => (box.element.hidden = String(i) !== choice.value));
  choice.addEventListener('change', show);
  show();
  return {
    element: h('div', { class: 'sp-try-it-servers' }, field(tr('tryItServer'), choice), ...variableBoxes.map((b) => b.element)),
    read: () => {
      const i = Number(choice.value);
      const box = variableBoxes[i];
      // The one rule of shared/server-url.ts: a variable fills only its part of the URL, so the
      // request (and its credentials) goes only to the host the chosen server names.
      const { url, refused } = fillServerUrl(list[i].url, (name) => box.controls.find((c) => c.name === name)?.control.value);
      if (refused.length > 0) throw new Error(refusalWords(refused[0], list[i].url));
      return url;
    },
  };
}

export interface ParameterFields {
  element: HTMLElement | undefined;
  read(): { parameters: RequestInput['parameters']; missing: string[] };
}

export function parameterFields(parameters: TryItParameter[]): ParameterFields {
  const rows = parameters.map((param) => {
    const values = param.enum ?? (param.type === 'boolean' ? ['true', 'false'] : undefined);
    const control = valueControl(values, param.default ?? param.example ?? '', param.required);
    const label = `${param.name} (${param.in}${param.type ? `, ${param.type}` : ''}${param.required ? ', required' : ''})`;
    return { param, control, element: field(label, control) };
  });
  return {
    element: rows.length ? h('fieldset', { class: 'sp-try-it-params' }, h('legend', {}, tr('tryItParameters')), ...rows.map((r) => r.element)) : undefined,
    read: () => {
      const filled = rows.filter((r) => r.control.value !== '');
      return {
        parameters: filled.map((r) => ({ ...r.param, value: r.control.value })),
        missing: rows.filter((r) => r.param.required && r.control.value === '').map((r) => r.param.name),
      };
    },
  };
}
