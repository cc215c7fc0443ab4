// While its console is open, an operation's curl sample on the page (the one in the samples
// column, its copy button included) shows the request the reader is composing, written by the
// same builder Send uses; closing the console puts the spec's sample back. Where curl is not the
// site's first language its sample is written by the browser when its tab is first opened, so
// the sample is looked for at each change, and the console refreshes when one is written
// (SAMPLE_WRITTEN_EVENT).
export interface LiveSample {
  show(text: string): void;
  restore(): void;
}

export function pageCurlSample(section: Element | null): LiveSample {
  let original: HTMLElement | undefined;
  let live: HTMLElement | undefined;
  /** With several bodies to send, the samples of the one on show (a switcher's checked tab). */
  const find = () => {
    const all = [...(section?.querySelectorAll<HTMLElement>('.operation-samples .code-panel[data-lang="curl"] pre > code') ?? [])];
    return all.find((code) => code.closest<HTMLElement>('.sp-tab-panel')?.offsetParent !== null) ?? all[0];
  };
  return {
    show(text) {
      original ??= find();
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
