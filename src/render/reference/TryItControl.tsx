// The "Try it" control of one operation (specs[].tryIt on): a button the try-it script opens the
// console from, and the operation's request data as JSON beside it. Without JavaScript the button
// does nothing (type=button) and a note says why. Nothing of the console itself is in the page:
// it is a chunk loaded on the first click (src/client/try-it/).
import type { TryItOperation, TryItSpec } from '../../shared/try-it-types.js';
import { TRY_IT_ATTRIBUTE, TRY_IT_SPEC_ID } from '../../shared/try-it-types.js';
import { embedJson } from '../embed-json.js';
import { useUiStrings } from '../components/ui-strings-context.js';
import { tryItStrings } from '../../config/ui-strings/index.js';

export function TryItControl({ operationId, data }: { operationId: string; data: TryItOperation }) {
  const strings = useUiStrings();
  return (
    <div className="sp-try-it" {...{ [TRY_IT_ATTRIBUTE]: operationId }}>
      <button type="button" className="button sp-try-it-open" aria-expanded="false">
        {strings.refTryIt}
      </button>
      <noscript>
        <p className="sp-try-it-note">{strings.refTryItNoJs}</p>
      </noscript>
      <script type="application/json" className="sp-try-it-data" dangerouslySetInnerHTML={{ __html: embedJson(data) }} />
    </div>
  );
}

/**
 * Once per page: the spec's servers, security schemes, proxy and timeout, and the console's words
 * in the page's language where they are not English (here, not in the site data every page carries).
 * Its `data-load-failed` is the one sentence the try-it hook shows itself (when the console's chunk
 * cannot be fetched): the hook imports no words table, so it reads it from here.
 */
export function TryItSpecData({ data }: { data: TryItSpec }) {
  const ui = useUiStrings();
  const strings = tryItStrings(ui);
  return <script type="application/json" id={TRY_IT_SPEC_ID} data-load-failed={ui.refTryItLoadFailed} dangerouslySetInnerHTML={{ __html: embedJson(strings ? { ...data, strings } : data) }} />;
}
