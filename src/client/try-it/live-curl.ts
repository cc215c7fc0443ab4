// While its console is open, an operation's curl sample on the page (the build-time one in the
// samples column, its copy button included) shows the request the reader is composing, written
// by the same builder Send uses; closing the console puts the spec's sample back.
export interface LiveSample {
  show(text: string): void;
  restore(): void;
}

export function pageCurlSample(section: Element | null): LiveSample {
  const original = section?.querySelector<HTMLElement>('.operation-samples .code-panel[data-lang="curl"] pre > code');
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
