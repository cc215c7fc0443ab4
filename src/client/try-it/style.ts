// The console's styles travel with its chunk: the site's stylesheet stays byte for byte what it
// is without Try it. A constructed stylesheet is used where the browser has one (a Content
// Security Policy without 'unsafe-inline' styles does not stop it), a <style> element otherwise.
const CSS = `
.sp-try-it { margin: 0.75rem 0; }
.sp-try-it-console { margin-top: 0.75rem; padding: 0.75rem 1rem; border: 1px solid var(--sp-color-border); border-radius: var(--sp-radius, 6px); background: var(--sp-color-surface, transparent); }
.sp-try-it-console fieldset { border: 0; padding: 0; margin: 0 0 0.75rem; min-width: 0; }
.sp-try-it-console legend { font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
.sp-try-it-field { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; margin: 0.35rem 0; }
.sp-try-it-field > label { flex: 0 0 14rem; max-width: 100%; overflow-wrap: anywhere; font-size: 0.875rem; }
.sp-try-it-field > input, .sp-try-it-field > select, .sp-try-it-field > textarea { flex: 1 1 12rem; min-width: 0; max-width: 100%; font: 0.875rem var(--sp-font-mono, monospace); padding: 4px 6px; border: 1px solid var(--sp-color-border); border-radius: 4px; background: var(--sp-color-bg); color: var(--sp-color-text); }
.sp-try-it-field > textarea { flex-basis: 100%; min-height: 8rem; }
.sp-try-it-field > input[type='file'] { font-family: inherit; }
.sp-try-it-check { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: baseline; margin: 0.35rem 0; font-size: 0.875rem; }
.sp-try-it-check > label { flex: 1 1 0; min-width: 0; overflow-wrap: anywhere; }
.sp-try-it-scopes { margin: 0.5rem 0 !important; }
.sp-try-it-hint { flex-basis: 100%; font-size: 0.8rem; color: var(--sp-color-muted); margin: 0.25rem 0; }
.sp-try-it-actions { display: flex; gap: 0.5rem; margin: 0.5rem 0; }
.sp-try-it-console pre { max-height: 24rem; overflow: auto; padding: 0.5rem; background: var(--sp-color-code-bg); border-radius: 4px; font-size: 0.8rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.sp-try-it-ok { color: var(--sp-color-success); }
.sp-try-it-error, .sp-try-it-load-error { color: var(--sp-color-danger); }
`;

let added = false;

export function addStyles(): void {
  if (added) return;
  added = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    document.head.append(Object.assign(document.createElement('style'), { textContent: CSS }));
  }
}
