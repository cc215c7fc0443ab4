// What rendered markdown holds besides its HTML: the headings (TOC, search sections) and the links
// (link checks). Apart from the renderer so that the plain model (model/types.ts) can name them
// without importing it (test/architecture: model/ imports no renderer).

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface MarkdownLink {
  href: string;
  /** The link as written in the markdown, when the build rewrote it (`./setup.md` → `/docs/setup`). */
  written?: string;
  /** An image's source written beside the page (`./img/x.png`): the build reads that file (model/page-images.ts). */
  image?: true;
  line: number;
  column: number;
  /** The file it is written in, when not the page's own: a partial an MDX page imports (its line and column are that file's). */
  file?: string;
}
