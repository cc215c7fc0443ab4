// A chunk of its own, loaded when a reader opens a closed category of a big sidebar: its items
// come from the sidebar's navigation file (one shared, content-hashed JSON file, fetched once),
// built with the same markup the server gives the categories on a page's open path
// (src/render/components/Sidebar.tsx). Labels are set as text, never as HTML.
// It imports nothing the runtime imports (esbuild would move that into a shared chunk every page
// then loads): the attribute names and the warning function come from the runtime.
import { categoryToggleLabel } from '../shared/sidebar-nav-labels.js';
import type { SidebarNavCategory, SidebarNavNode } from '../shared/sidebar-nav-types.js';

/** What the runtime hands over: the attributes of src/shared/sidebar-nav-types.ts and its devWarn. */
export interface FillContext {
  pathAttribute: string;
  srcAttribute: string;
  warn(key: string, message: string): void;
}

const files = new Map<string, Promise<SidebarNavNode[]>>();

function loadFile(src: string): Promise<SidebarNavNode[]> {
  let pending = files.get(src);
  if (!pending) {
    pending = fetch(src, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${response.status} loading ${src}`);
      return response.json() as Promise<SidebarNavNode[]>;
    });
    files.set(src, pending);
    pending.catch(() => files.delete(src));
  }
  return pending;
}

/** Fills a closed category's list (once); until then it holds a link to the category's page. */
export async function fillCategory(details: HTMLDetailsElement, context: FillContext): Promise<void> {
  const { pathAttribute, srcAttribute, warn } = context;
  const path = details.getAttribute(pathAttribute);
  const src = details.closest(`[${srcAttribute}]`)?.getAttribute(srcAttribute);
  if (path === null || !src) return;
  details.removeAttribute(pathAttribute);
  let nodes: SidebarNavNode[];
  try {
    nodes = await loadFile(src);
  } catch (error) {
    // The link to the category's page stays: it lists the same items.
    details.setAttribute(pathAttribute, path);
    warn(`sidebar:${src}`, `Could not load the sidebar's pages (${error instanceof Error ? error.message : String(error)}); each category links to a page listing them.`);
    return;
  }
  const category = find(nodes, path);
  const list = details.querySelector(':scope > ul');
  if (!category || !list) return warn(`sidebar:${src}:${path}`, `The sidebar file ${src} has no category ${path}: the page and the file are from different builds.`);
  list.replaceChildren(...category.i.map((node, i) => item(node, `${path}.${i}`, pathAttribute)));
  // Categories that start open are filled at once, as the server would have rendered them.
  for (const inner of list.querySelectorAll<HTMLDetailsElement>(`details[${pathAttribute}][open]`)) void fillCategory(inner, context);
}

function find(nodes: SidebarNavNode[], path: string): SidebarNavCategory | undefined {
  let found: SidebarNavNode | undefined;
  let level: SidebarNavNode[] | undefined = nodes;
  for (const index of path.split('.')) {
    found = level?.[Number(index)];
    level = found && 'i' in found ? found.i : undefined;
  }
  return found && 'i' in found ? found : undefined;
}

function link(label: string, href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = 'sidebar-link';
  anchor.href = href;
  anchor.textContent = label;
  if (anchor.pathname === location.pathname) {
    anchor.classList.add('active');
    anchor.setAttribute('aria-current', 'page');
  }
  return anchor;
}

function item(node: SidebarNavNode, path: string, pathAttribute: string): HTMLLIElement {
  const li = document.createElement('li');
  if (!('i' in node)) {
    li.append(link(node.t, node.h));
    return li;
  }
  li.className = 'sidebar-category';
  const label = node.h !== undefined ? link(node.t, node.h) : Object.assign(document.createElement('span'), { className: 'sidebar-category-label', textContent: node.t });
  const list = document.createElement('ul');
  if (node.f) {
    // Cannot close: its items are always listed.
    list.append(...node.i.map((child, i) => item(child, `${path}.${i}`, pathAttribute)));
    li.append(label, list);
    return li;
  }
  const details = document.createElement('details');
  details.className = 'sidebar-details';
  details.setAttribute(pathAttribute, path);
  details.open = !node.c;
  const summary = document.createElement('summary');
  if (node.h !== undefined) {
    li.classList.add('sidebar-category-linked');
    summary.className = 'sidebar-summary sidebar-toggle';
    summary.setAttribute('aria-label', categoryToggleLabel(node.t));
    li.append(label, details);
  } else {
    summary.className = 'sidebar-summary';
    summary.append(label);
    li.append(details);
  }
  details.append(summary, list);
  return li;
}
