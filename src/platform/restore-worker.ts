/*
 * Reads and checks a backup file off the page's thread (parsing and checking
 * 12,000 games would otherwise hold the screen for seconds), a batch at a
 * time, so storing starts with the first batch. Where the games go to
 * IndexedDB (`write`), this worker stores them itself, so the page never
 * copies them or encodes them for the database: for each batch it sends the
 * second copy's part (the page writes it, and says "go"), then adds the batch
 * and says how it went. Otherwise it sends each batch's games back, in parts,
 * so the page never takes one long message at once, and the page adds them.
 */
import { copyEntry } from '../storage/copy-log';
import { addHistory, historyIdsBetween, openForRestore } from '../storage/restore-writer';
import type { HistoryRecord } from '../storage/types';
import { nextTask } from '../storage/stage';
import { openBackup, whyFailed } from './restore-check';
import type { CheckedNames, OpenedBackup } from './restore-check';

export interface CheckAsk {
  file: Blob;
  /** Valid games per batch, and in the first (see openBackup). */
  batch: number;
  first: number;
  /** Store the games here, in IndexedDB. */
  write?: boolean;
}
/** The page's word that batch `go`'s copy is written: the batch may go to the database. */
export type GoAhead = { go: number };
/** The page's word that it has taken one more stored batch off the stream (written it, or given it up). */
export type Took = { took: true };

export type CheckReply =
  | { start: Pick<OpenedBackup, 'records' | 'ids'> }
  | { part: HistoryRecord[] }
  /** Closes a batch (its games are the parts since the last one): what was refused in it. */
  | { batch: [string, number][] }
  /** Part of a batch's copy (entries of games whose ids are free), in parts as the games are. */
  | { copy: [string, string][] }
  /** Closes a batch checked, to be stored here (its copy is the parts since the last one): its size and what was refused. */
  | { checked: { seq: number; size: number; refused: [string, number][] } }
  | { dealt: { seq: number; n: number } }
  | { stored: { seq: number; added: number; present: number } }
  | { failed: { seq: number; why: string } }
  | { done: CheckedNames }
  | { error: string };

/** Games per message: the page takes each message in one task, so parts stay small. */
const PART = 100;
const post = (reply: CheckReply) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(reply);
};

/** Batches checked and waiting for their copy, by number. */
const waiting = new Map<number, () => void>();
/** Stored batches the page has taken; this worker checks at most AHEAD batches more, so it never holds the file's games. */
const AHEAD = 2;
let taken = 0;
let wake = () => undefined as void;
const room = async (sent: number): Promise<void> => {
  if (sent - taken <= AHEAD) return;
  await new Promise<void>((resolve) => (wake = resolve));
  return room(sent);
};

async function sendBack(opened: OpenedBackup) {
  for await (const { games, refused } of opened.batches) {
    for (let i = 0; i < games.length; i += PART) post({ part: games.slice(i, i + PART) });
    post({ batch: [...refused] });
  }
  post({ done: opened.names() });
}

/** The database, and the ids stored in the file's range, or null when this worker cannot write (the page then adds the games). */
async function openTarget(opened: OpenedBackup) {
  try {
    const db = await openForRestore();
    try {
      return { db, stored: opened.ids ? await historyIdsBetween(db, ...opened.ids) : new Set<string>() };
    } catch {
      db.close();
      return null;
    }
  } catch {
    return null;
  }
}

async function storeHere(opened: OpenedBackup, { db, stored }: NonNullable<Awaited<ReturnType<typeof openTarget>>>) {
  const writes: Promise<void>[] = [];
  let seq = 0;
  for await (const { games, refused } of opened.batches) {
    const n = seq++;
    const copy = games.filter((r) => !stored.has(r.id)).map(copyEntry);
    const go = new Promise<void>((resolve) => waiting.set(n, resolve));
    for (let i = 0; i < copy.length; i += PART) post({ copy: copy.slice(i, i + PART) });
    post({ checked: { seq: n, size: games.length, refused: [...refused] } });
    writes.push(
      go
        .then(() => addHistory(db, games, (dealt) => post({ dealt: { seq: n, n: dealt } })))
        .then(
          (r) => post({ stored: { seq: n, added: r.added, present: r.present } }),
          (err: unknown) => post({ failed: { seq: n, why: whyFailed(err) } }),
        ),
    );
    // The page's "go" for an earlier batch is heard between batches.
    await nextTask();
    await room(seq);
  }
  post({ done: opened.names() });
  await Promise.all(writes);
  db.close();
}

self.addEventListener('message', (e: MessageEvent<CheckAsk | GoAhead | Took>) => {
  const ask = e.data;
  if ('took' in ask) {
    taken++;
    wake();
    return;
  }
  if ('go' in ask) {
    waiting.get(ask.go)?.();
    waiting.delete(ask.go);
    return;
  }
  taken = 0;
  void (async () => {
    let opened: OpenedBackup;
    try {
      opened = await openBackup(ask.file, ask.batch, ask.first);
    } catch (err) {
      post({ error: whyFailed(err) });
      return;
    }
    const target = ask.write ? await openTarget(opened) : null;
    post({ start: { records: opened.records, ids: opened.ids } });
    if (target) await storeHere(opened, target);
    else await sendBack(opened);
  })().catch((err: unknown) => post({ error: `the rest of the file could not be checked (${whyFailed(err)}).` }));
});
