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
 *
 * A restore adds thousands of finished games at once: each batch is one pack
 * file, `packs/<n>`, the batch's records in one checksummed body (the slot
 * format, with the pack's number as its sequence), written and flushed once.
 * Only finished games go into packs. A finished game's slot records the
 * newest pack that existed when it was written: it outranks that pack and
 * older ones, and a newer pack outranks it; among packs the higher number
 * wins. Once any pack exists, deleting a finished game keeps its tombstone
 * slot, so a packed game it deletes never comes back (until a newer pack
 * brings it, as a restore run again after the delete should).
 */
import { COPY_LOCK, copyFinishedGames, openDir, packNumbers, packsDir, writeSlot } from './copy-files';
import type { Dir, FileWithSync } from './copy-files';
import { believe, formatSlot, newestSlot, parseSlot } from './slot';
import type { Slot } from './slot';
import type { HistoryRecord } from './types';

export type CopyRequest =
  | { id: number; op: 'hello' }
  /** `packable`: the record may also be in a pack (finished games only). */
  | { id: number; op: 'put'; name: string; body: string | null; packable?: boolean }
  | { id: number; op: 'putMany'; records: HistoryRecord[] }
  | { id: number; op: 'list' };
export type CopyReply = { id: number; ok: true; bodies?: string[] } | { id: number; ok: false; error: string };

const SLOTS = ['a', 'b'] as const;
const decoder = new TextDecoder();

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

/** `packable`: a finished game, which a pack may also hold; its slot then records the newest pack, to outrank it. */
async function put(name: string, body: string | null, packable = false): Promise<void> {
  const d = await openDir();
  const s = await seqs(d, name);
  const older = s[0] <= s[1] ? 0 : 1;
  const seq = Math.max(s[0], s[1]) + 1;
  const packs = packable ? ((await packNumbers(await packsDir(d))).at(-1) ?? 0) : 0;
  await writeSlot(d, `${name}.${SLOTS[older]}`, formatSlot(seq, body, packs));
  if (body !== null) return;
  // Tombstone written and flushed: remove the older slot first, so no crash point leaves an old version alone.
  await d.removeEntry(`${name}.${SLOTS[1 - older]}`).catch(() => undefined);
  // A pack may hold the record: the tombstone stays to outrank it.
  if (packs > 0) return;
  await d.removeEntry(`${name}.${SLOTS[older]}`).catch(() => undefined);
}

async function list(): Promise<string[]> {
  const d = await openDir();
  const names = new Set<string>();
  for await (const [file] of d.entries()) {
    const m = /^(.+)\.[ab]$/.exec(file);
    if (m?.[1]) names.add(m[1]);
  }
  const slots = new Map<string, Slot | null>();
  for (const name of names)
    slots.set(name, newestSlot(await Promise.all(SLOTS.map((x) => readSlot(d, `${name}.${x}`)))));
  const packs = new Map<number, string>();
  const p = await packsDir(d);
  for (const n of await packNumbers(p)) {
    const pack = await readSlot(p!, String(n));
    if (pack?.body) packs.set(n, pack.body);
  }
  return believe(slots, packs);
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
      await navigator.locks.request(COPY_LOCK, () => put(req.name, req.body, req.packable));
      return { id: req.id, ok: true };
    }
    if (req.op === 'putMany') {
      await copyFinishedGames(req.records);
      return { id: req.id, ok: true };
    }
    return { id: req.id, ok: true, bodies: await navigator.locks.request(COPY_LOCK, list) };
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
