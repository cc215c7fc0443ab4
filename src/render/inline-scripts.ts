// Tiny inline scripts that must work before (or without) the runtime bundle. Hand-written ES5,
// kept short because they are repeated in every page.
import { STORAGE_KEYS } from '../shared/storage-keys.js';
import { embedJson as js } from './embed-json.js';

export const BASE_URL_BANNER = {
  id: 'sp-base-url-banner',
  headline: 'This site did not load properly.',
  configured: 'The configured base URL is ',
  suggest: 'We suggest trying baseUrl: ',
  check: 'Check the baseUrl of the site configuration.',
};

/**
 * At the end of <body>: when the page is opened under a path that does not start with the
 * configured baseUrl, a red banner says the site did not load properly and, on the home page,
 * suggests the base URL to use. With a wrong base URL the stylesheet and the runtime (absolute
 * URLs under the base URL) do not load either, so this carries its own styles.
 */
export function baseUrlBannerScript(): string {
  const t = BASE_URL_BANNER;
  return (
    '(function(){var d=document,b=d.documentElement.getAttribute("data-base-url")||"/",p=location.pathname;' +
    `if((p.charAt(p.length-1)=="/"?p:p+"/").indexOf(b)==0||d.getElementById(${js(t.id)}))return;` +
    'var e=d.createElement("div"),s=d.getElementById("sp-page"),h=s&&s.getAttribute("data-route")==="";' +
    `e.id=${js(t.id)};e.setAttribute("role","alert");e.style.cssText="background:#d92d20;color:#fff;padding:12px 20px;font:16px/1.5 system-ui,sans-serif";` +
    `var l=[${js(t.headline)},${js(t.configured)}+b+", but this page was opened at "+p+".",h?${js(t.suggest)}+p.replace(/\\/index\\.html?$/,"/").replace(/\\/?$/,"/"):${js(t.check)}];` +
    'for(var i=0;i<l.length;i++){var q=d.createElement("p");q.style.margin="0";q.textContent=l[i];e.appendChild(q)}' +
    'd.body.insertBefore(e,d.body.firstChild)})()'
  );
}

/**
 * Right after a closeable announcement bar: hides it before first paint when it was dismissed
 * and the configured id is unchanged (the runtime shows the close button and resets the rest).
 */
export function announcementScript(): string {
  return (
    '(function(){try{var b=document.currentScript.previousElementSibling,s=localStorage;' +
    `if(s.getItem(${js(STORAGE_KEYS.announcementDismissed)})==="true"&&s.getItem(${js(STORAGE_KEYS.announcementId)})===b.getAttribute("data-announcement-id"))b.hidden=true}catch(e){}})()`
  );
}
