// MDX and React pages are the author's code, run in this process at build time: loading a page's
// module and rendering it run under a time limit, so a page that never ends (a loop in its code or
// in a component it renders) is an error naming it instead of a build that hangs, and `watch`
// keeps serving the last good build. node:vm's `timeout` starts a watchdog that terminates
// whatever JavaScript runs during the call, the host functions it calls included (React's
// renderer, the page's module). Pages cannot wait on anything: an MDX or React page is compiled as
// CommonJS (no top-level await) and rendered with renderToStaticMarkup, which is synchronous.
import vm from 'node:vm';
import { DEFAULT_PAGE_TIME_LIMIT_SECONDS } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';

// Set from the config by the pipeline: the page code runs in several stages (load, model, render)
// that do not carry the config.
let limitMs = DEFAULT_PAGE_TIME_LIMIT_SECONDS * 1000;

/** The limit of the build under way (`security.pageTimeLimitSeconds`). */
export function setPageTimeLimit(seconds: number): void {
  limitMs = Math.max(1, Math.round(seconds * 1000));
}

/** A page's code ran longer than the limit; what it was doing was stopped. */
export class PageTimeLimitExceeded extends Error {
  constructor(readonly seconds: number) {
    super(`it was still running after ${seconds} s`);
    this.name = 'PageTimeLimitExceeded';
  }
}

// One script and one context for every call: `run` is set before each.
const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
const script = new vm.Script('run()', { filename: 'specpress-page-time-limit' });

/** Runs a page's code (`run`, in this realm) under the time limit; throws PageTimeLimitExceeded past it. */
export function withPageTimeLimit<T>(run: () => T): T {
  const outer = context.run;
  context.run = run;
  try {
    return script.runInContext(context, { timeout: limitMs }) as T;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PageTimeLimitExceeded(limitMs / 1000);
    throw error;
  } finally {
    context.run = outer;
  }
}

/** The error for a page over the limit, at its file. `what`: 'MDX page', 'React page'. */
export function pageTimeLimitDiagnostic(file: string, what: string, error: PageTimeLimitExceeded): Diagnostic {
  return diagnostic('page-time-limit', 'error', `This ${what} was stopped: ${error.message} (loading or rendering it); the page is not built`, { file }, PAGE_TIME_LIMIT_HINT);
}

export const PAGE_TIME_LIMIT_HINT = `Look for a loop that never ends in the page or in a component it imports (its code runs at build time). A page that truly needs longer can raise security.pageTimeLimitSeconds (default ${DEFAULT_PAGE_TIME_LIMIT_SECONDS}).`;
