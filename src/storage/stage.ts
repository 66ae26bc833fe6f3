/*
 * Named stages of a long job (a restore), as User Timing measures: the
 * benchmark (scripts/bench-history.mjs) sums them, and DevTools shows them.
 */
/** A named moment ("ts:" + name) for the benchmark (see src/platform/marks.ts). Cheap; a no-op where unsupported. */
export function mark(name: string): void {
  try {
    performance.mark(`ts:${name}`);
  } catch {
    // No performance timeline (an old browser, a test runner): nothing to record.
  }
}

export function stageSync<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure?.(name, { start });
  }
}

export async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure?.(name, { start });
  }
}
