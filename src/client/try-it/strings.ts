// The Try it console's words, in the page's language (its site data's strings over the English table).
import { TRY_IT_STRINGS_EN } from '../../shared/client-strings/try-it.js';
import { translator } from '../strings.js';

export const tr = /* @__PURE__ */ translator(TRY_IT_STRINGS_EN);
