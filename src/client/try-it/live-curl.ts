// While its console is open, an operation's curl sample on the page (the build-time one in the
// samples column, its copy button included) shows the request the reader is composing, written
// by the same builder Send uses; closing the console puts the spec's sample back.
export interface LiveSample {
  show(text: string): void;
  restore(): void;
}

export function pageCurlSample(section: Element | null): LiveSample {
  // With several bodies to send, the samples of the one on show (a switcher's checked tab).
  const all = [...(section?.querySelectorAll<HTMLElement>('.operation-samples .code-panel[data-lang="curl"] pre > code') ?? [])];
  const original = all.find((code) => code.closest<HTMLElement>('.sp-tab-panel')?.offsetParent !== null) ?? all[0];
  let live: HTMLElement | undefined;
  return {
    show(text) {
      if (!original) return;
      if (!live) {
        live = original.cloneNode(false) as HTMLElement;
        live.setAttribute('data-sp-try-it-live', '');
      }
      live.textContent = text;
      if (!live.isConnected) original.replaceWith(live);
    },
    restore() {
      if (original && live?.isConnected) live.replaceWith(original);
    },
  };
}
