// Restoring a backup file, in a worker of its own (src/app/restore-worker.ts starts it; tests call `restoreBackup`
// on their thread). Each batch goes to the
// second copy, then to IndexedDB, adding free ids only: a kill between the two loses nothing a second run does not add.
import { addHistory, addPlayers, freeHistory, openForRestore } from '../storage/idb-restore';
import { OpfsCopy } from '../storage/copy';
import type { SecondCopy } from '../storage/copy';
import { withWriteLock } from '../storage/write-lock';
import { openBackup } from './restore-check';

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

/** A failure's own words (a DOMException from IndexedDB is not always an Error here). */
const whyFailed = (err: unknown): string => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : String(err);
};

/** Where a restore stores games: the second copy (null where none is kept, as for the app's saves), then IndexedDB. */
export interface RestoreTarget {
  db: Awaited<ReturnType<typeof openForRestore>>;
  copy: Pick<SecondCopy, 'putMany'> | null;
}

/** Games per transaction. Each costs a commit, a copy flush and summary reads and writes, so few big ones are faster. */
const BATCH = 6000;
const FIRST_BATCH = 1000; // small, so the writing starts soon

/** Checks and stores a backup file; says exactly what it did. Rejects with a plain message when the file cannot be restored at all. */
export async function restoreBackup(
  file: Blob,
  { db, copy }: RestoreTarget,
  onProgress: Progress = () => undefined,
  batch = BATCH,
): Promise<RestoreReport> {
  const { records: total, batches, names } = await openBackup(file, batch, Math.min(FIRST_BATCH, batch));
  const report: RestoreReport = { added: 0, alreadyHere: 0, namesAdded: 0, refused: [] };
  const refused = new Map<string, number>();
  let settled = 0; // records added, already here or refused
  let shown = -1;
  const step = (n: number) => n > shown && onProgress((shown = n), total);
  const refuse = (left: Map<string, number>) => {
    for (const [why, n] of left) refused.set(why, (refused.get(why) ?? 0) + n);
    settled += [...left.values()].reduce((sum, n) => sum + n, 0);
    step(settled);
  };
  step(0);
  let inCheck = false;
  try {
    let next = batches.next();
    for (;;) {
      inCheck = true;
      const checked = await next;
      inCheck = false;
      if (checked.done) break;
      // The next batch is checked while this one is written.
      next = batches.next();
      next.catch(() => undefined);
      const { games, refused: left } = checked.value;
      refuse(left);
      if (games.length === 0) continue;
      // Copy and database under the writes lock, shared: a reconciliation never sees a batch in one and not the other.
      const added = await withWriteLock('shared', async () => {
        await copy?.putMany(await freeHistory(db, games));
        return addHistory(db, games, (n) => step(settled + n));
      });
      report.added += added.added;
      report.alreadyHere += added.present;
      settled += games.length;
    }
    refuse(names.refusedNames);
    report.namesAdded = await addPlayers(db, names.names);
    step(total);
  } catch (err) {
    // The failed batch stored nothing, those before it are kept, and nothing after it was tried.
    report.stopped = { why: whyFailed(err), notTried: total - settled, ...(inCheck ? { inCheck } : {}) };
  }
  report.refused = [...refused].map(([why, count]) => ({ why, count })).sort((a, b) => b.count - a.count);
  return report;
}

export type RestoreReply = { progress: [done: number, total: number] } | { report: RestoreReport } | { error: string };

/** One restore as the worker runs it, answering through `post`; `copy`, when given, stands for the second copy. */
export async function answer(file: Blob, post: (r: RestoreReply) => void, copy?: RestoreTarget['copy']): Promise<void> {
  let db: RestoreTarget['db'] | undefined;
  try {
    db = await openForRestore();
    // The copy's own worker keeps its synchronous writes off this thread (beside IndexedDB's, they stalled a restore).
    const target = { db, copy: copy ?? (await OpfsCopy.open()) };
    post({ report: await restoreBackup(file, target, (done, total) => post({ progress: [done, total] })) });
  } catch (err) {
    post({ error: whyFailed(err) });
  } finally {
    db?.close();
  }
}
