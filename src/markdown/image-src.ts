// Where an image written in content comes from, as markdown and MDX pages both read it: from the
// site root (`/img/x.png`: gets the base URL, like links), beside the page (`./img/x.png`:
// published with it), or anywhere else (a URL, `data:`, `#`): left as written.
import { hasScheme } from '../shared/url-schemes.js';

export type ImageSource = 'site-root' | 'beside-page' | 'as-written';

export function imageSource(src: string): ImageSource {
  if (src.startsWith('/') && !src.startsWith('//')) return 'site-root';
  if (src !== '' && !(hasScheme(src) || src.startsWith('/') || src.startsWith('#'))) return 'beside-page';
  return 'as-written';
}
