// A tiny element builder for the console. Strings become text nodes, never markup: everything
// the console shows from a spec goes through here (or through .value of a field).
type Child = Node | string | false | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child !== false && child !== undefined) element.append(child);
  return element;
}

let next = 0;
/** A page-unique id for a label's `for`. */
export const uid = (what: string) => `sp-try-it-${what}-${++next}`;

/** A labelled field: `<div><label for=…>label</label> control</div>`, with an optional hint. */
export function field(label: string, control: HTMLElement, hint?: string): HTMLDivElement {
  control.id ||= uid('field');
  const hintElement = hint ? h('span', { class: 'sp-try-it-hint', id: `${control.id}-hint` }, hint) : undefined;
  if (hintElement) control.setAttribute('aria-describedby', hintElement.id);
  return h('div', { class: 'sp-try-it-field' }, h('label', { for: control.id }, label), control, hintElement);
}

/** A checkbox with its label after it. */
export function checkbox(label: string, input: HTMLInputElement, hint?: string): HTMLDivElement {
  input.id ||= uid('check');
  const hintElement = hint ? h('span', { class: 'sp-try-it-hint', id: `${input.id}-hint` }, hint) : undefined;
  if (hintElement) input.setAttribute('aria-describedby', hintElement.id);
  return h('div', { class: 'sp-try-it-check' }, input, h('label', { for: input.id }, label), hintElement);
}
