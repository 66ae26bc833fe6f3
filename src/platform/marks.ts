/**
 * Named moments on the performance timeline ("ts:" + name), read by the
 * History/Stats benchmark (scripts/bench-history.mjs) to say where the time
 * between a tap and the first rows goes. Cheap; a no-op where unsupported.
 */
export function mark(name: string): void {
  try {
    performance.mark(`ts:${name}`);
  } catch {
    // No performance timeline (an old browser, a test runner): nothing to record.
  }
}
