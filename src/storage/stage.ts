/** A named moment ("ts:" + name) for the benchmark (see src/platform/marks.ts). Cheap; a no-op where unsupported. */
export function mark(name: string): void {
  try {
    performance.mark(`ts:${name}`);
  } catch {
    // No performance timeline (an old browser, a test runner): nothing to record.
  }
}
