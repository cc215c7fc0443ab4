import { parse, type HTMLElement } from 'node-html-parser';

export function html(source: string): HTMLElement {
  return parse(source, { comment: false });
}

export function texts(root: HTMLElement, selector: string): string[] {
  return root.querySelectorAll(selector).map((el) => el.text.trim());
}
