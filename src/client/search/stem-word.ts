// The stemmer a search's query words need: its index's language's (shared/search-stems.ts).
// English's is in this chunk; another language's is a module of its own that the index's manifest
// names (`stemmer`), imported here when that locale's search first loads, so a page in French
// downloads French's stemmer and no other's.
import type { SearchPieces } from '../../shared/search-pieces.js';
import { englishStem, type StemWord } from '../../shared/search-stems.js';

/** `pieces`' stemmer; undefined for an index whose words are not stemmed. */
export async function stemWordOf(pieces: SearchPieces): Promise<StemWord | undefined> {
  if (pieces.stemmer) return ((await import(new URL(pieces.stemmer, location.href).href)) as { stemmer: StemWord }).stemmer;
  return pieces.stem === 'english' ? englishStem : undefined;
}
