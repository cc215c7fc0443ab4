// Mermaid diagrams arrive as their source in <pre class="mermaid"> (readable without JavaScript).
// The renderer, mermaid with it, is a chunk of its own (`mermaid-<hash>.js`, see bin/build.mjs)
// that only a page with a diagram loads.
import { devWarn, errorText } from './warn.js';

export function enhanceDiagrams(page: HTMLElement): void {
  if (page.querySelector('pre.mermaid'))
    import('./diagrams-render.js').then(
      (chunk) => chunk.draw(page),
      (error: unknown) => devWarn('mermaid', errorText(error)),
    );
}
