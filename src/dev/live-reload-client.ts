// The script the watch server adds to every HTML page: it listens to /__specpress/events,
// reloads when the page (or a stylesheet or script) changed, keeps the scroll position across a
// markdown edit, and shows build errors in an overlay. Plain ES2017; errors are set as textContent.
import { escapeHtml, QUOTED_ATTRIBUTE_ENTITIES } from '../shared/escape-html.js';

export const EVENTS_PATH = '/__specpress/events';

const client = `(() => {
  const me = document.currentScript;
  const file = me ? me.getAttribute('data-file') : '';
  const scrollKey = 'specpress:scroll:' + location.pathname;
  const saved = sessionStorage.getItem(scrollKey);
  if (saved !== null) {
    sessionStorage.removeItem(scrollKey);
    const y = Number(saved);
    window.scrollTo(0, y);
    addEventListener('load', () => window.scrollTo(0, y));
  }
  let buildId;
  const affectsPage = (path) => path === file || /\\.(css|js|svg|png|jpe?g|gif|webp|avif|ico|woff2?)$/.test(path);
  const reload = (keepScroll) => {
    if (keepScroll) sessionStorage.setItem(scrollKey, String(window.scrollY));
    location.reload();
  };
  const hide = () => document.getElementById('specpress-overlay')?.remove();
  const show = (text) => {
    hide();
    const box = document.createElement('div');
    box.id = 'specpress-overlay';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.92);color:#f8f8f2;overflow:auto;padding:32px;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace';
    const title = document.createElement('div');
    title.style.cssText = 'color:#ff6b6b;font-weight:bold;margin-bottom:12px';
    title.textContent = 'specpress: the build failed; this tab shows the last good build and recovers on the next good save';
    const pre = document.createElement('pre');
    pre.style.cssText = 'white-space:pre-wrap;margin:0';
    pre.textContent = text;
    const close = document.createElement('button');
    close.textContent = 'Dismiss';
    close.style.cssText = 'margin-top:16px';
    close.onclick = hide;
    box.append(title, pre, close);
    document.body.append(box);
  };
  const source = new EventSource(${JSON.stringify(EVENTS_PATH)});
  source.addEventListener('hello', (e) => {
    const data = JSON.parse(e.data);
    if (buildId !== undefined && data.buildId !== buildId) return reload(false);
    buildId = data.buildId;
    if (data.error) show(data.error); else hide();
  });
  source.addEventListener('build-error', (e) => show(JSON.parse(e.data).text));
  source.addEventListener('reload', (e) => {
    const data = JSON.parse(e.data);
    buildId = data.buildId;
    hide();
    if (data.all || !file || data.changed.some(affectsPage)) reload(data.keepScroll);
  });
})();`;

/** Adds the live-reload script before `</body>`; `file` is the output path the page came from ('' = reload on any change). */
export function injectLiveReload(html: string, file: string): string {
  const tag = `<script data-specpress-live-reload data-file="${escapeHtml(file, QUOTED_ATTRIBUTE_ENTITIES)}">${client}</script>`;
  const index = html.toLowerCase().lastIndexOf('</body>');
  return index === -1 ? html + tag : html.slice(0, index) + tag + html.slice(index);
}

/** The page shown while no build has succeeded yet; the overlay lists the errors. */
export function waitingPage(): string {
  return injectLiveReload(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>specpress: waiting for a good build</title></head><body><p style="font:16px system-ui;margin:40px">specpress is waiting for the first good build. Fix the errors shown in the terminal; this page reloads by itself.</p></body></html>',
    '',
  );
}
