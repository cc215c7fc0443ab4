// The search dialog's styles, added once when the chunk loads (the base stylesheet stays as is).
// Colours come from the theme's custom properties, so dark mode follows.
const CSS = `
.sp-search-backdrop{position:fixed;inset:0;z-index:400;background:rgb(0 0 0 / 40%);display:flex;align-items:flex-start;justify-content:center;padding:10vh 16px 16px}
.sp-search-backdrop[hidden]{display:none}
.sp-search-dialog{width:min(680px,100%);max-height:80vh;display:flex;flex-direction:column;background:var(--sp-color-bg);color:var(--sp-color-text);border:1px solid var(--sp-color-border);border-radius:var(--sp-radius);box-shadow:0 16px 48px rgb(0 0 0 / 25%);overflow:hidden}
.sp-search-bar{display:flex;gap:8px;padding:12px;border-bottom:1px solid var(--sp-color-border)}
.sp-search-input{flex:1;font:inherit;font-size:1.05rem;padding:8px 12px;border:2px solid var(--sp-color-primary);border-radius:6px;background:var(--sp-color-bg);color:var(--sp-color-text)}
.sp-search-close{font:inherit;font-size:.8rem;padding:4px 8px;border:1px solid var(--sp-color-border);border-radius:6px;background:var(--sp-color-surface);color:var(--sp-color-muted);cursor:pointer}
.sp-search-body{overflow:auto;padding:4px 12px 12px}
.sp-search-group-title{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--sp-color-muted);margin:14px 4px 6px}
.sp-search-group ul{list-style:none;margin:0;padding:0}
.sp-search-hit{display:flex;flex-direction:column;gap:2px;padding:8px 10px;border-radius:6px;color:inherit;text-decoration:none;border:1px solid transparent}
.sp-search-hit:hover,.sp-search-hit[aria-selected=true]{background:var(--sp-color-surface);border-color:var(--sp-color-primary);text-decoration:none}
.sp-search-hit-title{font-weight:600}
.sp-search-hit-context{font-size:.8rem;color:var(--sp-color-muted)}
.sp-search-hit-excerpt{font-size:.88rem;color:var(--sp-color-muted)}
.sp-search-hit mark{background:rgb(255 214 0 / 45%);color:inherit;border-radius:2px;padding:0 1px}
[data-theme=dark] .sp-search-hit mark{background:rgb(255 214 0 / 30%);color:var(--sp-color-text)}
.sp-search-empty,.sp-search-hint{color:var(--sp-color-muted);padding:8px 4px;margin:0}
.sp-search-footer{display:flex;gap:16px;flex-wrap:wrap;justify-content:space-between;padding:8px 12px;border-top:1px solid var(--sp-color-border);font-size:.8rem;color:var(--sp-color-muted)}
.sp-search-footer kbd{font:inherit;border:1px solid var(--sp-color-border);border-radius:4px;padding:0 4px}
.search-page-form{display:flex;gap:8px;margin:16px 0}
.search-page-form input{flex:1;font:inherit;padding:8px 12px;border:1px solid var(--sp-color-border);border-radius:6px;background:var(--sp-color-bg);color:var(--sp-color-text)}
.search-page .sp-search-group-title{font-size:1rem;text-transform:none;letter-spacing:0;color:var(--sp-color-text)}
.copy-markdown-row{margin:0 0 16px}
`;

export function addStyles(): void {
  if (document.getElementById('sp-search-styles')) return;
  const style = document.createElement('style');
  style.id = 'sp-search-styles';
  style.textContent = CSS;
  document.head.append(style);
}
