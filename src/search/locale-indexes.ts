// The search indexes of a site's other locales (model/docs-locales.ts): one per locale, of its
// translated docs pages only (an untranslated copy is the default locale's page, found in its
// index), made in-line as the pages are rendered. Chinese, Japanese and Korean are cut into
// words with Intl.Segmenter (shared/word-segments.ts), at index time here and at query time in
// the browser. A language with a stemmer (shared/search-stems.ts) has its words stemmed.
import type { PageModel } from '../model/types.js';
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { segmentsWords, wordSegmenter } from '../shared/word-segments.js';
import { pageDocuments, searchPageOf } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';
import { indexPieces, type IndexPieces } from './index-pieces.js';
import { stemLanguage } from '../shared/search-stems.js';

/** One locale's finished index. */
export interface LocaleIndexed {
  /** The locale's `<html lang>`: the browser picks the index by it. */
  lang: string;
  index: IndexPieces;
  segmented: boolean;
}

export class LocaleIndexes {
  private readonly writers = new Map<string, { writer: IndexWriter; segmented: boolean }>();

  /** Indexes a page of a locale other than the default (other pages are skipped). */
  add(page: PageModel): void {
    if (page.locale === undefined) return;
    const searched = searchPageOf(page, page.locale);
    if (!searched) return;
    const lang = page.locales?.links.find((link) => link.code === page.locale)?.lang ?? page.locale;
    let entry = this.writers.get(lang);
    if (!entry) {
      const segmented = segmentsWords(lang);
      entry = { writer: new IndexWriter(SEARCH_OPTIONS, segmented ? wordSegmenter(lang) : undefined, true), segmented };
      this.writers.set(lang, entry);
    }
    entry.writer.addNumbered(pageDocuments(searched));
  }

  /** Each locale's index, in the order their first pages came. */
  result(): LocaleIndexed[] {
    return [...this.writers].map(([lang, { writer, segmented }]) => ({ lang, index: indexPieces(writer, undefined, stemLanguage(lang)), segmented }));
  }
}
