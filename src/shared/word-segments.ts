// Words of languages written without spaces between them (Chinese, Japanese; Korean joins its
// particles to words): MiniSearch's default tokenizer splits on spaces and punctuation only, so a
// word in the middle of a sentence would never be found. Intl.Segmenter (Node 20, every current
// browser) cuts such text into words; the build indexes a locale's pages with it and the browser
// cuts the query with it, so the two always agree.

/** Whether a language's search cuts text into words with Intl.Segmenter (zh, ja, ko). */
export function segmentsWords(lang: string): boolean {
  const primary = lang.toLowerCase().split('-')[0];
  return primary === 'zh' || primary === 'ja' || primary === 'ko';
}

/** A MiniSearch `tokenize` for `lang`: its words (and numbers), in order. */
export function wordSegmenter(lang: string): (text: string) => string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return (text) => {
    const words: string[] = [];
    for (const part of segmenter.segment(text)) if (part.isWordLike) words.push(part.segment);
    return words;
  };
}
