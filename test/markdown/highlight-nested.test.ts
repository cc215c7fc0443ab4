// A jsx fence written inside a markdown fence is coloured as JSX even when no page loaded the JSX
// grammar before it: the colour never depends on the order pages render in.
import { expect, it } from 'vitest';
import { highlightCode } from '../../src/markdown/highlight.js';

it('highlights a fence nested in a markdown fence with its own on-demand grammar, first thing in the process', () => {
  const html = highlightCode('```jsx\nconst a = <h1>Hi</h1>;\n```', 'md');
  expect(html).toContain('<span class="token tag">');
});
