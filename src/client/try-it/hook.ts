// The "Try it" hook: a script of its own (not part of the runtime, so a site without specs[].tryIt
// ships the same runtime bytes), linked only by sites that turn it on. It is one delegated click
// listener, so it keeps working after client navigation swaps pages in; the console is a chunk it
// imports on the first click. It imports nothing the console imports: a module shared by both
// would become a third file loaded before any click. Attribute names match
// src/shared/try-it-types.ts (TRY_IT_ATTRIBUTE, TRY_IT_SPEC_ID) and src/render/reference/TryItControl.tsx,
// which also writes the one sentence shown here, in the page's language, on the spec's data island.

/** The page's "could not be loaded" sentence with the browser's reason in its `{reason}`. */
function loadFailedText(reason: string): string {
  const sentence = document.getElementById('sp-try-it-spec')?.getAttribute('data-load-failed');
  // A page written before the sentence was added: the reason alone still says what happened.
  return sentence ? sentence.split('{reason}').join(reason) : reason;
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button.sp-try-it-open') : null;
  const control = button?.closest('[data-sp-try-it]');
  if (!(button instanceof HTMLButtonElement) || !(control instanceof HTMLElement)) return;
  button.setAttribute('aria-busy', 'true');
  import('./console.js')
    .then(({ toggleConsole }) => toggleConsole(control, button))
    .catch((error: unknown) => {
      // Offline or a deploy that replaced the chunk: say so beside the button. Browsers keep a failed
      // import failed for the page's life (a new click gets the same error), so the sentence says to reload.
      const note = control.querySelector('.sp-try-it-load-error') ?? control.appendChild(document.createElement('p'));
      note.className = 'sp-try-it-load-error';
      note.setAttribute('role', 'alert');
      note.textContent = loadFailedText(error instanceof Error ? error.message : String(error));
    })
    .finally(() => button.removeAttribute('aria-busy'));
});
