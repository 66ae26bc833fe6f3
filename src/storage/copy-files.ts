import { copyEntry } from './copy-format';
import { formatSlot } from './slot';
import type { HistoryRecord } from './types';

/*
 * The second copy's files in the Origin Private File System, as any dedicated
 * worker writes them: only a worker may open synchronous access handles, and
 * only they offer `flush()`, which puts bytes on disk before it returns.
 */
interface SyncHandle {
  read(buffer: Uint8Array, options?: { at: number }): number;
  write(buffer: Uint8Array, options?: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}
export type FileWithSync = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncHandle> };
export type Dir = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };

/** Held by every writer of the copy, in every tab (the browser lets it go if a tab dies). */
export const COPY_LOCK = 'tableside-copy';
const encoder = new TextEncoder();

let dir: Promise<Dir> | null = null;
export const openDir = (): Promise<Dir> =>
  (dir ??= navigator.storage
    .getDirectory()
    .then((root) => root.getDirectoryHandle('tableside-copy', { create: true }) as Promise<Dir>));

/** Writes a file whole and flushes it. */
export async function writeSlot(d: Dir, file: string, text: string): Promise<void> {
  const bytes = encoder.encode(text);
  const handle = (await d.getFileHandle(file, { create: true })) as FileWithSync;
  const h = await handle.createSyncAccessHandle();
  try {
    h.write(bytes, { at: 0 });
    h.truncate(bytes.length);
    h.flush();
  } finally {
    h.close();
  }
}

/** The packs folder, or null when no pack was ever written. */
export async function packsDir(d: Dir, create = false): Promise<Dir | null> {
  try {
    return (await d.getDirectoryHandle('packs', { create })) as Dir;
  } catch {
    return null;
  }
}

/** Numbers of the packs, lowest first. */
export async function packNumbers(p: Dir | null): Promise<number[]> {
  const out: number[] = [];
  if (p) for await (const [file] of p.entries()) if (/^\d+$/.test(file)) out.push(Number(file));
  return out.sort((a, b) => a - b);
}

/**
 * Adds a restore's batch of finished games new to this device to the copy:
 * one pack, `packs/<n>`, newer than every slot written before it, on disk when
 * this resolves. Where this browser offers no synchronous access handles there
 * is no copy (the app says so), and nothing is written.
 */
export async function copyFinishedGames(records: HistoryRecord[]): Promise<void> {
  if (records.length === 0 || !('FileSystemSyncAccessHandle' in globalThis)) return;
  const body = JSON.stringify(records.map(copyEntry));
  await navigator.locks.request(COPY_LOCK, async () => {
    const p = (await packsDir(await openDir(), true))!;
    const n = ((await packNumbers(p)).at(-1) ?? 0) + 1;
    await writeSlot(p, String(n), formatSlot(n, body));
  });
}
