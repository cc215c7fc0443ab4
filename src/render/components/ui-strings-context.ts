// The page's UI strings (src/config/ui-strings/), given once by render-page.tsx and read by every
// component that shows a word of the chrome. English outside a page (a component rendered alone).
import { createContext, createElement, Fragment, useContext } from 'react';
import { en, type UiStrings } from '../../config/ui-strings/en.js';

export const UiStringsContext = createContext<UiStrings>(en);

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}

/** A sentence with a link in it: `{name}` in the string is where `link` goes. */
export function withLink(sentence: string, name: string, link: JSX.Element): JSX.Element {
  const at = sentence.indexOf(`{${name}}`);
  // A string without the place (a config's own wording) still shows the link, after it.
  if (at < 0) return createElement(Fragment, null, sentence, ' ', link);
  return createElement(Fragment, null, sentence.slice(0, at) || null, link, sentence.slice(at + name.length + 2) || null);
}
