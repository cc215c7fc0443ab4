// The API reference part's words (expand all, the operations filter), in the page's language.
import { REFERENCE_STRINGS_EN } from '../shared/client-strings/reference.js';
import { translator } from './strings.js';

export const tr = /* @__PURE__ */ translator(REFERENCE_STRINGS_EN);
