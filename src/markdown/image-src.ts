// Where an image written in content comes from, as markdown and MDX pages both read it: from the
// site root (`/img/x.png`: gets the base URL, like links), beside the page (`./img/x.png`:
// published with it), or anywhere else (a URL, `data:`, `#`): left as written.
export type ImageSource = 'site-root' | 'beside-page' | 'as-written';

export function imageSource(src: string): ImageSource {
  if (src.startsWith('/') && !src.startsWith('//')) return 'site-root';
  if (src !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src)) return 'beside-page';
  return 'as-written';
}
