// A reference page's HTML is made when it is first read, not when the reference is modelled.
// Rendered up front, every page of a big reference lived on the heap until the whole site was
// written: GitHub's 75 MB of reference HTML, and Microsoft Graph's 850 MB (a 3 GB peak). Read
// when the page is rendered and let go once it is written, only one page's HTML is held at a time.
// Whatever reads `html` or `navHtml` first (the page's render, a cache key) renders both, once.

/** Defines `html` and `navHtml` of `page` as the result of `render`, run on the first read of either. */
export function renderWhenRead(page: { html: string; navHtml: string }, render: () => { html: string; navHtml: string }): void {
  const settle = (key: 'html' | 'navHtml', value: string) => Object.defineProperty(page, key, { value, writable: true, configurable: true, enumerable: true });
  const renderBoth = () => {
    const body = render();
    settle('html', body.html);
    settle('navHtml', body.navHtml);
    return body;
  };
  for (const key of ['html', 'navHtml'] as const) {
    Object.defineProperty(page, key, {
      configurable: true,
      enumerable: true,
      get: () => renderBoth()[key],
      // A value set before the first read (the pipeline lets a written page's HTML go) replaces the render.
      set: (value: string) => settle(key, value),
    });
  }
}
