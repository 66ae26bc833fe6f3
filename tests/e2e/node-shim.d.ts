// Minimal typings for the Node built-ins the e2e helpers use.
// The project has no @types/node (and adding it to tsconfig "types" would
// leak Node globals such as NodeJS.Timeout into src/). These are module
// declarations only: nothing becomes global. If @types/node is ever added
// for tests, delete this file.
declare module 'node:fs' {
  export function accessSync(path: string, mode?: number): void;
  export function appendFileSync(path: string, data: string): void;
  export function cpSync(source: string, destination: string, options?: { recursive?: boolean }): void;
  export function existsSync(path: string): boolean;
  export function mkdirSync(path: string, options?: { recursive?: boolean }): string | undefined;
  export function mkdtempSync(prefix: string): string;
  export function readFileSync(path: string, encoding: 'utf8'): string;
  export function readdirSync(path: string): string[];
  export function rmSync(path: string, options?: { recursive?: boolean; force?: boolean; maxRetries?: number }): void;
  export function statSync(path: string): { isFile(): boolean; isDirectory(): boolean; size: number };
  export const constants: { readonly X_OK: number; readonly R_OK: number };
}
declare module 'node:os' {
  export function tmpdir(): string;
}
declare module 'node:path' {
  export function join(...parts: string[]): string;
  export function resolve(...parts: string[]): string;
  export function dirname(path: string): string;
  export const delimiter: string;
}
declare module 'node:url' {
  export function fileURLToPath(url: string | URL): string;
}
declare module 'node:process' {
  export const env: Record<string, string | undefined>;
  export function cwd(): string;
  export function kill(pid: number, signal?: string): true;
}
declare module 'node:buffer' {
  // Playwright's setInputFiles wants a Node Buffer, not a plain Uint8Array.
  export const Buffer: { from(text: string): Uint8Array & { toString(encoding?: string): string } };
}
