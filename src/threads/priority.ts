// A helper thread whose work only has to be done by the end of the build (the output writer; the
// search indexer on most sites) yields the CPU to the main thread, the build's critical path:
// every page is rendered there. On a machine with few cores, at equal priority the main thread
// waited for a core while they worked: 4,000 pages on 2 cores, 0.3 s of the 1.4 s render step
// (bench/README.md, session 26). At the lowest priority they still get every cycle the main
// thread leaves; they are only second in line. A helper with more work than that leaves it
// unfinished when the main thread is done (search/indexer.ts says when the indexer keeps its place).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest priority a thread can set for itself without privileges (nice 19). */
const LOWEST = 19;

/**
 * Lowers the calling thread's scheduling priority, on Linux, where a priority belongs to a thread
 * (elsewhere `setpriority` of the process id would lower the whole process, main thread included,
 * so nothing is done). A system without /proc, or one that refuses, leaves the priority as it is.
 */
export function yieldToMainThread(): void {
  if (process.platform !== 'linux') return;
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    // Never the main thread (whose id is the process id): the whole build would yield to others.
    if (Number.isInteger(thread) && thread !== process.pid) setPriority(thread, LOWEST);
  } catch {
    // Keeps the priority it has: only the build's speed on a busy machine depends on it.
  }
}
