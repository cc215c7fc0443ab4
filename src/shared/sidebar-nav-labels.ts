// Words of the sidebar's category controls, shared by the server (src/render/components/Sidebar.tsx)
// and the chunk that fills categories in the browser (src/client/sidebar-nav.ts). A module of its
// own: the runtime does not import it, so the chunk shares no code with the runtime.

/** The label of a category's toggle (server and runtime alike). */
export function categoryToggleLabel(label: string): string {
  return `${label}: show or hide its pages`;
}

/** The link a not-yet-filled category shows: its page, which lists its items (works without JavaScript). */
export function categoryFallbackLabel(label: string): string {
  return `All pages in “${label}”`;
}
