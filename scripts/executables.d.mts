// Types of executables.mjs for the e2e tests (TypeScript) that share its Chromium lookup.
export function isExecutable(path: string): boolean;
export function findChromium(): string | null;
export const CHROMIUM_ARGS: string[];
