/*
 * The second copy's writer: a dedicated worker, because only a worker may use
 * the Origin Private File System's synchronous access handles, and only they
 * offer `flush()`, the call that puts bytes on disk before it returns.
 *
 * Every record lives in two slot files, `<name>.a` and `<name>.b`. A write goes
 * to the older slot with the next sequence number and a checksum, then is
 * flushed, so a kill mid-write tears only that slot: the other still holds the
 * previous version. A delete writes a tombstone first, then removes the slots.
 * Reading picks the newest slot whose checksum holds.
 */
import { formatSlot, newestSlot, parseSlot } from './slot';
import type { Slot } from './slot';

interface SyncHandle {
  read(buffer: Uint8Array, options?: { at: number }): number;
  write(buffer: Uint8Array, options?: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}
type FileWithSync = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncHandle> };
type Dir = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };

export type CopyRequest =
  | { id: number; op: 'hello' }
  | { id: number; op: 'put'; name: string; body: string | null }
  | { id: number; op: 'list' };
export type CopyReply = { id: number; ok: true; bodies?: string[] } | { id: number; ok: false; error: string };

const DIR = 'tableside-copy';
const SLOTS = ['a', 'b'] as const;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

let dir: Promise<Dir> | null = null;
const openDir = () =>
  (dir ??= navigator.storage.getDirectory().then((root) => root.getDirectoryHandle(DIR, { create: true }) as Promise<Dir>));

async function readSlot(d: Dir, file: string): Promise<Slot | null> {
  let handle: FileWithSync;
  try {
    handle = (await d.getFileHandle(file)) as FileWithSync;
  } catch {
    return null;
  }
  const h = await handle.createSyncAccessHandle();
  try {
    const buf = new Uint8Array(h.getSize());
    h.read(buf, { at: 0 });
    return parseSlot(decoder.decode(buf));
  } finally {
    h.close();
  }
}

/** Sequence numbers of a record's slots (-1: missing or torn), read afresh: another tab may have written since. */
async function seqs(d: Dir, name: string): Promise<[number, number]> {
  const [a, b] = await Promise.all(SLOTS.map((x) => readSlot(d, `${name}.${x}`)));
  return [a?.seq ?? -1, b?.seq ?? -1];
}

async function writeSlot(d: Dir, file: string, seq: number, body: string | null): Promise<void> {
  const bytes = encoder.encode(formatSlot(seq, body));
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

async function put(name: string, body: string | null): Promise<void> {
  const d = await openDir();
  const s = await seqs(d, name);
  const older = s[0] <= s[1] ? 0 : 1;
  const seq = Math.max(s[0], s[1]) + 1;
  await writeSlot(d, `${name}.${SLOTS[older]}`, seq, body);
  if (body !== null) return;
  // Tombstone written and flushed: remove the older slot first, so no crash point leaves an old version alone.
  await d.removeEntry(`${name}.${SLOTS[1 - older]}`).catch(() => undefined);
  await d.removeEntry(`${name}.${SLOTS[older]}`).catch(() => undefined);
}

async function list(): Promise<string[]> {
  const d = await openDir();
  const names = new Set<string>();
  for await (const [file] of d.entries()) {
    const m = /^(.+)\.[ab]$/.exec(file);
    if (m?.[1]) names.add(m[1]);
  }
  const bodies: string[] = [];
  for (const name of names) {
    const slots = await Promise.all(SLOTS.map((x) => readSlot(d, `${name}.${x}`)));
    const newest = newestSlot(slots);
    if (newest?.body) bodies.push(newest.body);
  }
  return bodies;
}

async function handle(req: CopyRequest): Promise<CopyReply> {
  try {
    if (req.op === 'hello') {
      const d = await openDir();
      const probe = (await d.getFileHandle('probe', { create: true })) as FileWithSync;
      if (typeof probe.createSyncAccessHandle !== 'function') throw new Error('no sync access handles');
      return { id: req.id, ok: true };
    }
    if (req.op === 'put') {
      // Every tab has its own worker: a Web Lock keeps two of them off the same files (it is let go if a tab dies).
      await navigator.locks.request('tableside-copy', () => put(req.name, req.body));
      return { id: req.id, ok: true };
    }
    return { id: req.id, ok: true, bodies: await navigator.locks.request('tableside-copy', list) };
  } catch (err) {
    return { id: req.id, ok: false, error: String(err) };
  }
}

// One request at a time, in the order they came: the slots of a record are never written twice at once.
let queue: Promise<unknown> = Promise.resolve();
self.addEventListener('message', (e: MessageEvent<CopyRequest>) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  queue = queue.then(() => handle(e.data)).then((reply) => self.postMessage(reply));
});
