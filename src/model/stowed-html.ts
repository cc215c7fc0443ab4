// A one-off build holds every docs page's HTML from the moment its markdown is rendered until the
// page itself is rendered and written: at 10,000 pages about 260 MB of strings on the JS heap,
// which V8 then lets grow to several times that before collecting. Kept as UTF-8 bytes outside
// the heap meanwhile, the build's peak memory at 10,000 pages went from about 1.5 to 1.3 GB
// (bench/README.md). Reading `html` works as before: the first read decodes it, once.

/** Keeps `page.html` as UTF-8 bytes until it is first read (or replaced). */
export function stowHtml(page: { html: string }): void {
  const bytes = Buffer.from(page.html, 'utf8');
  const settle = (html: string) => Object.defineProperty(page, 'html', { value: html, writable: true, configurable: true, enumerable: true });
  Object.defineProperty(page, 'html', {
    configurable: true,
    enumerable: true,
    get() {
      const html = bytes.toString('utf8');
      settle(html);
      return html;
    },
    set: settle,
  });
}
