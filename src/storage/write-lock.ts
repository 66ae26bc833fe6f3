/** Every write with its copy holds it shared; a reconciliation holds it alone, so it never sees half a write. */
const WRITES = 'tableside-writes';

/** Runs `work` holding the writes lock (where the browser has Web Locks; else at once). */
export function withWriteLock<T>(mode: LockMode, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(WRITES, { mode }, work) : work();
}
