// What the reference's view model is given to turn the spec's text into HTML (model/reference/
// context.ts ReferenceHtml): descriptions through the plain markdown renderer, code through the
// highlighter. The references stage passes it in, so no file of the model runs a renderer.
import { highlightCode } from '../../markdown/highlight.js';
import type { ReferenceHtml } from '../../model/reference/context.js';
import { markdownCache } from './description-html.js';

export const referenceHtml: ReferenceHtml = { descriptions: markdownCache, highlight: highlightCode };
