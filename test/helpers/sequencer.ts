// The order vitest starts test files in (vitest.config.ts sequence.sequencer): the slowest first,
// so that on the run's workers no long file starts near the end and runs on alone while the other
// worker idles (a clean clone has no timings of an earlier run, and vitest then starts the
// largest files first: the 20 s install test started last and ended the run alone). SLOWEST holds
// each slow file's seconds in a clean run, its beforeAll included (vitest's own timings leave out
// a beforeAll: the 10,000-page build of search-at-scale was not in its 3 s); every other file
// follows, in vitest's order. Update it from a JSON report (`--reporter=json`) when a file's time
// changes much; a listed file that no longer exists stops the run here.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds of a clean run on the project's 2-core machine (the clean-clone run of the fifth pass,
 * bench/README.md: `npm test` at load average 2–5, two workers), beforeAll included (a build's share
 * counted where it is paid); search-at-scale's is its 10,000-page build, which vitest's file time
 * leaves out (the file's own time is under 2 s). code-samples-run and large-output are scaled by
 * their CPU saved in the sixth pass (the Java samples compiled in one JVM; three builds, not four);
 * code-samples-run, output-folder and stopping by theirs in the seventh (one process per sample
 * language; smaller interrupted builds; bench/README.md).
 */
export const SLOWEST: Record<string, number> = {
  // 106 s before the seventh pass; 21 % less CPU in runs beside the code before (bench/README.md).
  'test/e2e/accessibility.test.ts': 83,
  'test/e2e/try-it.test.ts': 49,
  'test/e2e/proposal.test.ts': 45,
  'test/e2e/search-at-scale.test.ts': 35,
  'test/safety/output-folder.test.ts': 20,
  'test/cli/install.test.ts': 29,
  'test/e2e/navigation.test.ts': 20,
  'test/reference/code-samples-run.test.ts': 8,
  'test/safety/stopping.test.ts': 16,
  'test/dev/build-cache.test.ts': 17,
  'test/e2e/chrome.test.ts': 16,
  'test/safety/hostile-input.test.ts': 16,
  'test/e2e/expand-all.test.ts': 15,
  // 14 s before the sixth pass; loaded once without JavaScript now: 13 % less in a run beside the code before (bench/README.md).
  'test/e2e/reference-width.test.ts': 12,
  'test/reference/links-split.test.ts': 12,
  'test/safety/bounds.test.ts': 10,
  'test/e2e/search.test.ts': 10,
  'test/e2e/reference-operation-pages.test.ts': 10,
  'test/e2e/reference-highlighting.test.ts': 10,
  'test/e2e/sidebar.test.ts': 9,
  'test/e2e/tabs.test.ts': 9,
  'test/e2e/mermaid-math.test.ts': 9,
  'test/dev/watch-reference-edits.test.ts': 9,
  'test/generate/build-cache.test.ts': 9,
  'test/safety/paths.test.ts': 8,
  'test/e2e/mdx-pages.test.ts': 8,
  'test/safety/large-output.test.ts': 6,
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    for (const path of Object.keys(SLOWEST)) if (!existsSync(join(root, path))) throw new Error(`test/helpers/sequencer.ts lists ${path}, which does not exist: update SLOWEST`);
    const seconds = (file: TestSpecification) => SLOWEST[relative(root, file.moduleId).split('\\').join('/')] ?? 0;
    // Array.prototype.sort is stable: the files not listed keep vitest's order.
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
