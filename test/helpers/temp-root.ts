// Where a test run's temporary folders go (os.tmpdir(): the sites tests write and build, the shared
// builds, chromium's profile). The tests make and remove about 100,000 files and folders. On this
// machine's ext4 disk each new file or folder is given an inode only after a search past every
// inode freed in the last half minute (the kernel's recently_deleted(); bench/README.md, session
// 23), so a test building a site just after another test removed one paid for that removal: a
// 10,000-page build spent 5.2 s of system CPU in /tmp and 1.7 s in /dev/shm. So when TMPDIR is not
// set and /dev/shm is a RAM file system with room (a container's default 64 MB is not), the run
// uses a folder there; the tests exercise the same code either way (every folder a test makes is
// on one file system, as in /tmp). `SPECPRESS_TEST_TMPDIR` names another folder; a TMPDIR set by
// the caller is kept.
import { mkdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** statfs's f_type of tmpfs. */
const TMPFS_MAGIC = 0x01021994;
/** Free space asked of /dev/shm: the run's peak (the 10,000-page site, shared builds, chromium) with room to spare. */
const ROOM = 4 * 2 ** 30;

function ramFolder(): string | undefined {
  try {
    const stats = statfsSync('/dev/shm');
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM) return undefined;
    const folder = join('/dev/shm', `specpress-tests-${process.getuid?.() ?? 'user'}`);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return folder;
  } catch {
    return undefined;
  }
}

/** Sets TMPDIR for this process and the workers and browser it starts; returns the folder, or undefined if left as it was. */
export function useTestTempRoot(): string | undefined {
  const chosen = process.env.SPECPRESS_TEST_TMPDIR ?? (process.env.TMPDIR ? undefined : ramFolder());
  if (chosen) process.env.TMPDIR = chosen;
  return chosen;
}
