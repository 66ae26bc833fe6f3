// Restoring a backup file, in a worker of its own (tests call `restoreBackup` on their thread). Each batch goes to the
// second copy, then to IndexedDB, adding free ids only: a kill between the two loses nothing a second run does not add.
import { addHistory, addPlayers, freeHistory, openForRestore } from '../storage/idb-restore';
import { OpfsCopy } from '../storage/copy';
import type { HistoryRecord } from '../storage/types';
import { openBackup, whyFailed } from './restore-check';

export interface RestoreReport {
  added: number;
  /** Games whose id is already stored: kept as they were. */
  alreadyHere: number;
  namesAdded: number;
  /** Records left out, by reason, most frequent first. */
  refused: { why: string; count: number }[];
  /** Set when storing stopped part way: why, whether the file's check broke (else the storage failed), and how many records of the file were not tried. */
  stopped?: { why: string; notTried: number; inCheck?: true };
}

export type Progress = (done: number, total: number) => void;

/** Where a restore stores the games. */
export interface RestoreTarget {
  db: Awaited<ReturnType<typeof openForRestore>>;
  /** Adds finished games new to this device to the second copy; on disk when it resolves. */
  copy(records: HistoryRecord[]): Promise<void>;
}

/**
 * Games per transaction: each costs a commit, a flush of the second copy and a read and write of every summary it
 * touches, so few, large batches are much faster. The first is small, so the writing starts soon.
 */
const BATCH = 6000;
const FIRST_BATCH = 1000;

/** Checks and stores a backup file; says exactly what it did. Rejects with a plain message when the file cannot be restored at all. */
export async function restoreBackup(
  file: Blob,
  { db, copy }: RestoreTarget,
  onProgress: Progress = () => undefined,
  batch = BATCH,
): Promise<RestoreReport> {
  const opened = await openBackup(file, batch, Math.min(FIRST_BATCH, batch));
  const total = opened.records;
  const counts = { added: 0, alreadyHere: 0, namesAdded: 0 };
  const refused = new Map<string, number>();
  let settled = 0;
  let shown = -1;
  const step = (n: number) => n > shown && onProgress((shown = n), total);
  const refuse = (left: Map<string, number>) => {
    for (const [why, n] of left) refused.set(why, (refused.get(why) ?? 0) + n);
    settled += [...left.values()].reduce((sum, n) => sum + n, 0);
    step(settled);
  };
  const report = (): RestoreReport => ({
    ...counts,
    refused: [...refused].map(([why, count]) => ({ why, count })).sort((a, b) => b.count - a.count),
  });
  step(0);
  let inCheck = false;
  try {
    let next = opened.batches.next();
    for (;;) {
      const checked = await next.catch((err: unknown) => {
        inCheck = true;
        throw err;
      });
      if (checked.done) break;
      // The next batch is checked while this one is written.
      next = opened.batches.next();
      next.catch(() => undefined);
      const { games, refused: left } = checked.value;
      refuse(left);
      if (games.length === 0) continue;
      await copy(await freeHistory(db, games));
      const added = await addHistory(db, games, (n) => step(settled + n));
      counts.added += added.added;
      counts.alreadyHere += added.present;
      settled += games.length;
    }
    refuse(opened.names.refusedNames);
    counts.namesAdded = await addPlayers(db, opened.names.names);
    step(total);
    return report();
  } catch (err) {
    // The failed batch stored nothing, those before it are kept, and nothing after it was tried.
    const stopped = { why: whyFailed(err), notTried: total - settled };
    return { ...report(), stopped: inCheck ? { ...stopped, inCheck } : stopped };
  }
}

export type RestoreReply = { progress: [done: number, total: number] } | { report: RestoreReport } | { error: string };

/** One restore as the worker runs it, answering through `post`; `copy`, when given, stands for the second copy. */
export async function answer(file: Blob, post: (r: RestoreReply) => void, copy?: RestoreTarget['copy']): Promise<void> {
  let db: RestoreTarget['db'] | undefined;
  try {
    db = await openForRestore();
    // The copy's worker keeps its synchronous file writes off this thread (beside IndexedDB's work they stalled a
    // restore). Where this browser cannot keep the copy, the games go to IndexedDB only, as the app's own saves do.
    const second = copy ? null : await OpfsCopy.open();
    copy ??= (records) => second?.putMany(records) ?? Promise.resolve();
    post({ report: await restoreBackup(file, { db, copy }, (done, total) => post({ progress: [done, total] })) });
  } catch (err) {
    post({ error: whyFailed(err) });
  } finally {
    db?.close();
  }
}

if ('WorkerGlobalScope' in globalThis) {
  self.addEventListener('message', (e: MessageEvent<Blob>) => {
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    void answer(e.data, (r) => self.postMessage(r));
  });
}
