// The spec's numbers for the page behaviours (site-spec §2, §9), in one place.

/** The layout is mobile up to 996 px (the same query as templates/assets/theme.css). */
export const MOBILE_QUERY = '(max-width: 996px)';

/** Route-change progress bar. */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800, trickleRate: 0.02 } as const;

/**
 * Fired (bubbling) on a sample panel the browser has just written (a language the page does not
 * carry): an open "Try it" console then shows its live request there too.
 */
export const SAMPLE_WRITTEN_EVENT = 'sp:sample-written';

/** A lazily loaded part shows its spinner only after this delay. */
export const LAZY_DELAY_MS = 200;
