import type { ExampleView } from '../../model/reference/view-model.js';
import { CodeBlock } from './CodeBlock.js';

/** Named examples of one body; each labelled by its summary when there are several. */
export function ExampleList({ examples }: { examples: ExampleView[] }) {
  return (
    <>
      {examples.map((e) => (
        <div key={e.name} className="example">
          {examples.length > 1 && <p className="example-label">{e.summary ?? e.name}</p>}
          <CodeBlock highlighted={e.highlighted} language={e.language} />
        </div>
      ))}
    </>
  );
}
