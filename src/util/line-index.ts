// Offsets in a text → 1-based line and column: the line starts are found once, each position is
// then a binary search (a big spec's diagnostics all point into one file of megabytes).

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  /** The 1-based line and column of `offset` (columns count UTF-16 code units, as editors' offsets do). */
  position(offset: number): { line: number; column: number } {
    const { starts } = this;
    // The last line start at or before the offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  }
}
