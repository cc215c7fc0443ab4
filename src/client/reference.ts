// API reference pages (markup from src/render/reference): the navigation highlights the
// operation being read and filters as you type; code-sample tabs switch and remember the chosen
// language across operations and pages.
import { SAMPLE_WRITTEN_EVENT } from './constants.js';
import { LABELS } from './strings.js';
import { tr } from './reference-strings.js';
import { closest, decodeHash } from './dom.js';
import { highlightNearViewport, restoreHighlighting } from './highlighting.js';
import { startScrollSpy, targetsOf } from './scroll-spy.js';
import { storage } from './storage.js';
import { devWarn } from './warn.js';
import { expandWithin, hasCollapsible, isExpanded, toggleExpandAll } from './expand-all.js';
import { closeInPlace, openCopy, openInPlace } from './schema-in-place.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';
import type { SampleRequest } from '../shared/samples/request.js';

const NAV_LINKS = 'aside.reference-nav a[data-nav-target], #sp-mobile-panel a[data-nav-target]';

// --- navigation: current item --------------------------------------------------------------

export function startReferenceNav(): () => void {
  return startScrollSpy(
    () => targetsOf(document.querySelectorAll<HTMLElement>(NAV_LINKS), (link) => link.dataset.navTarget),
    (targets, active) => {
      const current = targets[active]?.target;
      for (const { link, target } of targets) {
        const on = target === current;
        if (link.classList.contains('active') === on) continue;
        link.classList.toggle('active', on);
        if (on) {
          link.setAttribute('aria-current', 'location');
          keepVisible(link);
        } else link.removeAttribute('aria-current');
      }
    },
  );
}

/** Scrolls the navigation's own scroll box (never the window) so the active link is visible. */
function keepVisible(link: HTMLElement): void {
  const box = link.closest('aside.reference-nav')?.querySelector<HTMLElement>('nav') ?? link.closest<HTMLElement>('aside.reference-nav');
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - link.offsetHeight) box.scrollTop = top - box.clientHeight / 3;
}

// --- navigation: filter --------------------------------------------------------------------

/** What the filter matches: the method, the path and the item's text (its badge and summary). */
function haystack(link: HTMLElement): string {
  const { method = '', path = '' } = link.dataset;
  return `${method} ${path} ${link.textContent ?? ''}`.toLowerCase();
}

/**
 * Shows the navigation items matching every term of `query` (method, path, summary or label);
 * a group (tag) stays while one of its items does or its own label matches. Returns the number
 * of matching items.
 */
export function filterNav(nav: Element, query: string): number {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (link: HTMLElement | null) => link !== null && terms.every((term) => haystack(link).includes(term));
  const items = [...nav.querySelectorAll<HTMLElement>('li')];
  const leaves = items.filter((li) => !li.querySelector('ul'));
  let shown = 0;
  for (const li of leaves) {
    li.hidden = !matches(li.querySelector<HTMLElement>('a[data-nav-target]'));
    if (!li.hidden) shown++;
  }
  for (const group of items.filter((li) => li.querySelector('ul'))) {
    const children = [...group.querySelectorAll<HTMLElement>('ul li')];
    if (matches(group.querySelector<HTMLElement>(':scope > a[data-nav-target]')) && !children.some((li) => !li.hidden)) {
      for (const li of children) li.hidden = false; // the tag matched: show all its operations
    }
    group.hidden = !children.some((li) => !li.hidden);
  }
  let empty = nav.querySelector<HTMLElement>('.reference-filter-empty');
  if (!empty) {
    empty = document.createElement('p');
    empty.className = 'reference-filter-empty';
    empty.textContent = tr('noMatches');
    empty.setAttribute('role', 'status');
    nav.append(empty);
  }
  empty.hidden = shown > 0 || nav.querySelectorAll('li:not([hidden])').length > 0;
  return shown;
}

// --- code-sample tabs ----------------------------------------------------------------------

/** The file name of the sample-code chunk (src/client/sample-code.ts), set by bin/build.mjs. */
declare const __SP_SAMPLE_CODE__: string | undefined;

type SampleCode = typeof import('./sample-code.js');
/** Here, not in the runtime's strings: only the reference part needs it, and those are in every page's runtime. */
const SAMPLE_FAILED = 'This sample could not be written. Reload the page to try again.';
let sampleCode: Promise<SampleCode> | undefined;

/** The generators' chunk, imported once (undefined where the build named none: unit tests). */
function loadSampleCode(): Promise<SampleCode> | undefined {
  if (typeof __SP_SAMPLE_CODE__ === 'undefined') return undefined;
  return (sampleCode ??= import(new URL(`./${__SP_SAMPLE_CODE__}`, import.meta.url).href) as Promise<SampleCode>);
}

/** A pointer over (or focus on) a sample tab starts loading the generators, so a click rarely waits. */
function preloadSampleCode(target: EventTarget | null): void {
  if (sampleCode || !closest(target, '.code-samples [role="tab"]') || !document.querySelector('.code-panel[data-generate]')) return;
  loadSampleCode()?.catch(() => (sampleCode = undefined));
}

/**
 * Writes the sample of a language the page does not carry (`data-generate`) from its set's
 * request, with the build's generators (a chunk loaded the first time); a panel that cannot be
 * written says so instead of staying empty.
 */
async function writeSample(panel: HTMLElement): Promise<void> {
  panel.removeAttribute('data-generate');
  const say = (text: string) => {
    const note = document.createElement('p');
    note.className = 'example-file';
    note.textContent = text;
    panel.replaceChildren(note);
  };
  const fail = (why: string) => {
    devWarn('sample code', why);
    say(SAMPLE_FAILED);
  };
  // Until the generators' chunk has loaded (the first time, on a slow network), the panel says so.
  say(LABELS.loading);
  try {
    const request = JSON.parse(panel.closest<HTMLElement>('[data-request]')?.dataset.request ?? 'null') as SampleRequest | null;
    const code = loadSampleCode();
    if (!request || !code) return fail('no request to write this sample from');
    // Escaped by the generators (every piece goes through escapeHtml), as the build's samples are.
    const html = (await code).sampleBlockHtml(panel.dataset.lang ?? '', request, LABELS.copy);
    if (html === undefined) return fail(`no generator for ${panel.dataset.lang}`);
    panel.innerHTML = html;
    panel.querySelector('button.copy-button')?.removeAttribute('hidden');
    panel.dispatchEvent(new Event(SAMPLE_WRITTEN_EVENT, { bubbles: true }));
  } catch (error) {
    sampleCode = undefined;
    fail(String(error));
  }
}

/** A panel being shown: its sample written (a language the page does not carry) or its highlighting restored. */
function showPanel(panel: HTMLElement): void {
  if (panel.hasAttribute('data-generate')) void writeSample(panel);
  else restoreHighlighting(panel); // highlighted in the HTML for the first language only
}

function select(tab: HTMLElement, focus = false): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const on = other === tab;
    other.setAttribute('aria-selected', on ? 'true' : 'false');
    other.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.hidden = !on;
    if (on) showPanel(panel);
  }
  if (focus) tab.focus();
}

/** Selects `lang` in every tab list that has it. */
function selectLanguage(lang: string, except?: Element): void {
  for (const list of document.querySelectorAll('[role="tablist"]')) {
    if (list === except) continue;
    const tab = list.querySelector<HTMLElement>(`[role="tab"][data-lang="${CSS.escape(lang)}"]`);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab);
  }
}

function chooseTab(tab: HTMLElement, focus = false): void {
  select(tab, focus);
  const lang = tab.dataset.lang;
  if (!lang) return;
  storage.set(STORAGE_KEYS.codeSampleLanguage, lang);
  selectLanguage(lang, tab.closest('[role="tablist"]') ?? undefined);
}

// --- schemas in place ----------------------------------------------------------------------

/**
 * A link to a named schema inside an operation opens the schema right there (schema-in-place.ts),
 * and closes it on a second click; in an expanded operation the copy opens fully, as the rest did.
 * False (the link is followed) when the schema is not on this page (a split reference) or the
 * click asks for a new tab.
 */
function toggleSchemaInPlace(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (openCopy(link)) {
    closeInPlace(link);
    return true;
  }
  const copy = openInPlace(link);
  if (!copy) return false;
  const docs = link.closest('.operation-docs');
  if (docs && isExpanded(docs)) expandWithin(copy, docs);
  return true;
}

// --- wiring --------------------------------------------------------------------------------

export function startReference(): void {
  // Controls only the runtime can work ("Expand all") show from now on (reference.css).
  document.documentElement.classList.add('sp-ref-js');
  window.addEventListener('hashchange', () => void forwardMissingAnchor());
  document.addEventListener('input', (event) => {
    const input = closest<HTMLInputElement>(event.target, 'input.reference-filter');
    const nav = input?.closest('.reference-nav-inner, aside.reference-nav') ?? input?.parentElement;
    if (input && nav) filterNav(nav, input.value);
  });
  document.addEventListener('pointerover', (event) => preloadSampleCode(event.target), { passive: true });
  document.addEventListener('focusin', (event) => preloadSampleCode(event.target));
  document.addEventListener('click', (event) => {
    const tab = closest<HTMLElement>(event.target, '[role="tablist"] [role="tab"]');
    if (tab) chooseTab(tab);
    const expand = closest<HTMLButtonElement>(event.target, 'button.expand-all');
    if (expand) toggleExpandAll(expand);
  });
  // Before the router (capture): a schema opened in place is not a navigation.
  document.addEventListener(
    'click',
    (event) => {
      const link = closest<HTMLAnchorElement>(event.target, 'a.schema-link');
      if (link && toggleSchemaInPlace(link, event)) event.preventDefault();
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    const tab = closest<HTMLElement>(event.target, '[role="tablist"] [role="tab"]');
    if (!tab) return;
    const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    chooseTab(tabs[(next + tabs.length) % tabs.length], true);
  });
}

/** After each render: show the filter, apply the remembered language, highlight the examples near the viewport. */
export function enhanceReference(page: HTMLElement): void {
  void forwardMissingAnchor();
  for (const input of document.querySelectorAll<HTMLInputElement>('input.reference-filter')) input.hidden = false;
  // "Expand all" shows where the operation has something to open (not beside a bare 204 answer).
  for (const button of page.querySelectorAll<HTMLButtonElement>('button.expand-all')) {
    const docs = button.closest('.operation-docs');
    button.hidden = !docs || !hasCollapsible(docs);
  }
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    list.hidden = false; // without JavaScript every panel shows, labelled, and the tabs stay hidden
    const selected = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? list.querySelector<HTMLElement>('[role="tab"]');
    if (selected) select(selected);
  }
  const lang = storage.get(STORAGE_KEYS.codeSampleLanguage);
  if (lang) selectLanguage(lang);
  highlightNearViewport(page);
}

// --- deep links into a split reference -----------------------------------------------------

let anchorMaps: Map<string, Promise<Record<string, string>>> | undefined;

/**
 * A reference split into pages (by size) carries `data-anchor-map`, the URL of a JSON map from
 * every anchor to the page holding it. A link written for the unsplit page (`/api#operation/x`)
 * whose anchor is not on this page goes on to the page that has it. Without JavaScript, the
 * navigation lists every anchor at its page.
 */
async function forwardMissingAnchor(): Promise<void> {
  const mapUrl = document.querySelector<HTMLElement>('.reference[data-anchor-map]')?.dataset.anchorMap;
  const anchor = decodeHash(location.hash);
  if (!mapUrl || !anchor || document.getElementById(anchor)) return;
  anchorMaps ??= new Map();
  let map = anchorMaps.get(mapUrl);
  if (!map) {
    map = fetch(mapUrl).then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}));
    anchorMaps.set(mapUrl, map);
  }
  const page = (await map.catch(() => ({}) as Record<string, string>))[anchor];
  if (page && page !== location.pathname && decodeHash(location.hash) === anchor) location.replace(`${page}${location.hash}`);
}
