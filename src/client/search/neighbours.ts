// The typo fallback's choice of files (pieces.ts): a query word's term file is chosen by its first
// letters, so a typo there leads to a file without the word. The files whose keys are one edit
// (a letter replaced, added or left out) away from the word's first letters may hold it; those
// whose keys confirm the most of the word's letters after the edit come first ("vonfigure": the
// key "con" confirms "on"; "vol" confirms nothing after its "l"), then a letter replaced by its
// neighbour on the keyboard (the likeliest slip: "v" for "c"), and only the first few are read.

/** The rows of a QWERTY keyboard, each half a key right of the one above. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Whether two letters are side by side on a QWERTY keyboard (in a row, or diagonally). */
function nearKeys(a: string, b: string): boolean {
  const at = (letter: string) => {
    const row = ROWS.findIndex((keys) => keys.includes(letter));
    return row < 0 ? undefined : [row, ROWS[row].indexOf(letter) + row / 2];
  };
  const [x, y] = [at(a), at(b)];
  if (!x || !y) return false;
  return (x[0] === y[0] && Math.abs(x[1] - y[1]) === 1) || (Math.abs(x[0] - y[0]) === 1 && Math.abs(x[1] - y[1]) === 0.5);
}

/**
 * The keys of the term files (from `keys`, the index's KEYS_FILE) most likely to hold a term one
 * edit from `word` in its first letters, at most `max`, best first; never `own` (the word's own key).
 * `split`: the keys whose own files hold only the terms of exactly their letters.
 */
export function neighbourKeys(word: string, own: string, keys: readonly string[], split: ReadonlySet<string>, max: number): string[] {
  const letters = [...word];
  const ranked: [key: string, rank: number, length: number][] = [];
  for (const key of keys) {
    if (key === own || key === '') continue;
    const keyLetters = [...key];
    // A split key's own file holds the terms of exactly its letters: a neighbour only if the whole word is a typo of it.
    const rank = split.has(key) ? (editDistance(word, key, 1) <= 1 ? 2 * keyLetters.length : undefined) : afterEdit(keyLetters, letters);
    if (rank !== undefined) ranked.push([key, rank, keyLetters.length]);
  }
  ranked.sort((a, b) => b[1] - a[1] || b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return ranked.slice(0, max).map(([key]) => key);
}

/**
 * If `key` is one edit from the beginning of `word` (and not its beginning itself): twice the
 * number of the key's letters after the edit that agree with the word's, plus one for a letter
 * replaced by its keyboard neighbour; else undefined.
 */
function afterEdit(key: readonly string[], word: readonly string[]): number | undefined {
  let p = 0;
  while (p < key.length && key[p] === word[p]) p++;
  if (p === key.length) return undefined;
  const same = (from: number, to: number, shift: number) => {
    for (let i = from; i < to; i++) if (word[i + shift] === undefined || key[i] !== word[i + shift]) return false;
    return true;
  };
  let best: number | undefined;
  // Replaced, added in the word's place (the term has a letter the word lacks), left out (the word has one more).
  if (same(p + 1, key.length, 0)) best = 2 * (key.length - p - 1) + (word[p] !== undefined && nearKeys(key[p], word[p]) ? 1 : 0);
  if (same(p + 1, key.length, -1)) best = Math.max(best ?? 0, 2 * (key.length - p - 1));
  if (same(p, key.length, 1)) best = Math.max(best ?? 0, 2 * (key.length - p));
  return best;
}

/** Levenshtein distance of two terms, or `max + 1` once it is sure to be more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length];
}
