import type { CodeSampleView } from '../../model/reference/view-model.js';
import { CodeBlock } from './CodeBlock.js';
import { useLinks } from './links.js';

/**
 * Request samples as tabs. Without JavaScript every panel shows, each with its label; the client
 * runtime sets `data-tabs-ready` on the container, unhides the tablist and hides other panels.
 */
export function CodeSamples({ samples, idBase }: { samples: CodeSampleView[]; idBase: string }) {
  const id = useLinks().uniqueId(`samples-${idBase}`);
  if (samples.length === 0) return null;
  return (
    <div className="code-samples" data-code-samples>
      <div className="code-tabs" role="tablist" aria-label="Request samples" hidden>
        {samples.map((s, i) => (
          <button key={s.lang} type="button" role="tab" id={`${id}-tab-${s.lang}`} aria-controls={`${id}-${s.lang}`} aria-selected={i === 0 ? 'true' : 'false'} tabIndex={i === 0 ? 0 : -1} data-lang={s.lang}>
            {s.label}
          </button>
        ))}
      </div>
      {samples.map((s) => (
        <div key={s.lang} className="code-panel" role="tabpanel" id={`${id}-${s.lang}`} aria-labelledby={`${id}-tab-${s.lang}`} data-lang={s.lang}>
          <CodeBlock highlighted={s.highlighted} language={s.highlightLang} label={s.label} />
        </div>
      ))}
    </div>
  );
}
