/** A named moment ("ts:" + name) for the benchmark (see src/platform/marks.ts). Cheap; a no-op where unsupported. */
export const mark = (name: string): void => void performance.mark?.(`ts:${name}`);
