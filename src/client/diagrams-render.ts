// The diagrams part of the runtime (`mermaid-<hash>.js`, see parts.ts), linked only by pages with
// a diagram: mermaid diagrams arrive as their source in <pre class="mermaid"> (readable without
// JavaScript), and this draws each as SVG with mermaid, the source kept (hidden) beside it, in the
// site's colour mode, again when that changes. A diagram mermaid cannot draw keeps its source in
// view with a short message. A build of its own (bin/build.mjs), sharing nothing with the runtime.
import mermaid from 'mermaid';

let drawn = 0;
let watching = false;

const dark = () => document.documentElement.dataset.theme === 'dark';

/** The part's entry (see parts.ts). */
export function enhance(page: HTMLElement): Promise<void> {
  return draw(page);
}

async function draw(root: ParentNode): Promise<void> {
  const theme = dark() ? 'dark' : 'default';
  mermaid.initialize({
    startOnLoad: false,
    // Labels are text: no HTML, no click handlers or links run from a diagram.
    securityLevel: 'strict',
    theme,
    fontFamily: getComputedStyle(document.body).fontFamily,
    // Errors are shown here (the source stays readable), not as mermaid's error picture.
    suppressErrorRendering: true,
    logLevel: 'fatal',
  });
  for (const pre of root.querySelectorAll<HTMLElement>('pre.mermaid')) await drawOne(pre, theme);
  if (!watching) {
    watching = true;
    // The colour-mode switch sets <html data-theme>: draw again in the new colours.
    new MutationObserver(() => void draw(document)).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
}

async function drawOne(pre: HTMLElement, theme: string): Promise<void> {
  // The copy button's wrapper (src/client/copy.ts), when there is one, goes with the source.
  const source = pre.parentElement?.classList.contains('sp-copy-wrap') ? pre.parentElement : pre;
  const next = source.nextElementSibling;
  const previous = next?.matches('.sp-diagram, .sp-diagram-error') ? next : undefined;
  if (previous instanceof HTMLElement && previous.dataset.theme === theme) return;
  const result = document.createElement('div');
  result.dataset.theme = theme;
  try {
    const { svg } = await mermaid.render(`sp-diagram-${++drawn}`, pre.textContent ?? '');
    result.className = 'sp-diagram';
    result.innerHTML = svg;
    source.hidden = true;
  } catch (error) {
    result.className = 'sp-diagram-error';
    result.setAttribute('role', 'note');
    result.textContent = `This diagram could not be drawn: ${firstLine(error)}`;
    source.hidden = false;
  }
  if (previous) previous.replaceWith(result);
  else source.after(result);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n').find((text) => text.trim() !== '') ?? 'unknown error';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
