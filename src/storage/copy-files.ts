/*
 * The second copy's files: a kind's log is `<kind>.1`, `<kind>.2`... read in order and appended to at the last, under
 * the Web Lock. Compaction writes the live entries to a new last file before removing the older ones (a kill between
 * only reads entries twice). An older copy (copy-old.ts) is moved in first; the file `moved` marks that done, and an
 * old folder found after it (a tab on the older version wrote it) is removed: its games are in the database.
 */
import { compactText, logText, readCopy, readRevs } from './copy-log';
import type { CopyContents, CopyKind, CopyRevs } from './copy-log';
import { readOldCopy } from './copy-old';

interface SyncHandle {
  read(buffer: Uint8Array, options: { at: number }): number;
  write(buffer: Uint8Array, options: { at: number }): number;
  getSize(): number;
  flush(): void;
  close(): void;
}
type FileWithSync = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncHandle> };
type Dir = FileSystemDirectoryHandle & { keys(): AsyncIterable<string> };

const DIR = 'tableside-log';
const OLD_DIR = 'tableside-copy';
const MOVED = 'moved';
const COMPACT_AFTER = 1 << 20;
let grown = 0;

/** Runs `use` on a file's sync handle (the file created if missing), closing it after. */
async function withFile<T>(d: Dir, name: string, use: (h: SyncHandle) => T): Promise<T> {
  const file = (await d.getFileHandle(name, { create: true })) as FileWithSync;
  const h = await file.createSyncAccessHandle();
  try {
    return use(h);
  } finally {
    h.close();
  }
}

const readText = (d: Dir, name: string) =>
  withFile(d, name, (h) => {
    const buf = new Uint8Array(h.getSize());
    h.read(buf, { at: 0 });
    return new TextDecoder().decode(buf);
  });

const appendText = (d: Dir, name: string, text: string) =>
  withFile(d, name, (h) => {
    h.write(new TextEncoder().encode(text), { at: h.getSize() });
    h.flush();
  });

/** A kind's log files, oldest first (`<kind>.1` when there is none yet). */
async function logNames(d: Dir, kind: CopyKind): Promise<string[]> {
  const numbers: number[] = [];
  for await (const name of d.keys()) {
    const m = /^(\w+)\.(\d+)$/.exec(name);
    if (m?.[1] === kind) numbers.push(Number(m[2]));
  }
  return (numbers.length ? numbers.sort((a, b) => a - b) : [1]).map((n) => `${kind}.${n}`);
}

async function readLogs(d: Dir, kind: CopyKind): Promise<string[]> {
  return Promise.all((await logNames(d, kind)).map((name) => readText(d, name)));
}

async function append(d: Dir, kind: CopyKind, text: string): Promise<void> {
  const names = await logNames(d, kind);
  const last = names.at(-1)!;
  await appendText(d, last, text);
  // Games in progress are appended whole at every save; finished games once each, so their log is never compacted.
  if (kind === 'history' || (grown += text.length) < COMPACT_AFTER) return;
  // The live entries and every damaged line still counted go to the new file: compaction never hides a loss.
  const compacted = compactText(await readLogs(d, kind));
  await appendText(d, `${kind}.${Number(last.split('.')[1]) + 1}`, compacted);
  for (const name of names) await d.removeEntry(name);
  grown = 0;
}

async function moveOldCopy(root: Dir, d: Dir): Promise<void> {
  const old = (await root.getDirectoryHandle(OLD_DIR).catch(() => null)) as Dir | null;
  if (!old) return;
  if (!(await d.getFileHandle(MOVED).catch(() => null))) {
    const files = new Map<string, string>();
    const packs = new Map<number, string>();
    for await (const name of old.keys()) if (/\.[ab]$/.test(name)) files.set(name, await readText(old, name));
    const p = (await old.getDirectoryHandle('packs').catch(() => null)) as Dir | null;
    if (p) for await (const name of p.keys()) if (/^\d+$/.test(name)) packs.set(Number(name), await readText(p, name));
    const entries = readOldCopy(files, packs);
    await append(d, 'session', logText(entries.session));
    await append(d, 'history', logText(entries.history));
    await appendText(d, MOVED, '');
  }
  await root.removeEntry(OLD_DIR, { recursive: true });
}

/** Runs `work` on the copy's folder under the Web Lock, an older copy moved in first. */
function locked<T>(work: (d: Dir) => Promise<T>): Promise<T> {
  return navigator.locks.request('tableside-copy', async () => {
    const root = (await navigator.storage.getDirectory()) as Dir;
    const d = (await root.getDirectoryHandle(DIR, { create: true })) as Dir;
    await moveOldCopy(root, d);
    return work(d);
  });
}

/** Appends log text (copy-log.ts) to a kind's log, on disk when this resolves. */
export const appendLog = (kind: CopyKind, text: string) => locked((d) => append(d, kind, text));

const readBoth = async (d: Dir) => ({ session: await readLogs(d, 'session'), history: await readLogs(d, 'history') });

export const readFiles = (): Promise<CopyContents> => locked(async (d) => readCopy(await readBoth(d)));

/** Each id's rev per kind, for a reconciliation: no record leaves the worker. */
export const readFileRevs = (): Promise<CopyRevs> => locked(async (d) => readRevs(await readBoth(d)));
