/*
 * Restoring a backup file, start to end, in one dedicated worker (the page
 * hands it the File and hears progress and the report; tests call
 * `restoreBackup` on their own thread). The file as a whole is read first:
 * nothing is stored from a file that is not a backup of a version this app
 * reads. Then its games are checked a batch at a time, in id order
 * (restore-check.ts), and each batch is stored as it is checked: its games
 * whose ids are free go to the second copy (flushed), then the batch to
 * IndexedDB in one strict transaction with its summaries, which adds only
 * free ids (a stored record, readable or not, is never replaced). A kill
 * between the two loses nothing a second run does not add; a batch is stored
 * whole or not at all, so a restore cut short can simply be run again.
 */
import { addHistory, addPlayers, freeHistory, openForRestore } from '../storage/idb-restore';
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
 * Games per transaction. Each batch costs a commit, a flush of the second copy
 * and a read and write of every summary it touches, so few, large batches are
 * much faster. The first is small, so the progress bar moves soon.
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
  const refused = new Map<string, number>();
  let added = 0;
  let alreadyHere = 0;
  let namesAdded = 0;
  let settled = 0;
  const refuse = (counts: Map<string, number>) => {
    for (const [why, n] of counts) {
      refused.set(why, (refused.get(why) ?? 0) + n);
      settled += n;
    }
  };
  let shown = -1;
  const step = (n: number) => n > shown && onProgress((shown = n), total);
  step(0);
  const report = (): RestoreReport => ({
    added,
    alreadyHere,
    namesAdded,
    refused: [...refused].map(([why, count]) => ({ why, count })).sort((a, b) => b.count - a.count),
  });
  let inCheck = false;
  try {
    let next = opened.batches.next();
    for (;;) {
      const checked = await next.catch((err: unknown) => ((inCheck = true), Promise.reject(err)));
      if (checked.done) break;
      // The next batch is checked while this one is written.
      next = opened.batches.next();
      next.catch(() => undefined);
      const { games, refused: left } = checked.value;
      refuse(left);
      step(settled);
      if (games.length === 0) continue;
      await copy(await freeHistory(db, games));
      const r = await addHistory(db, games, (n) => step(settled + n));
      added += r.added;
      alreadyHere += r.present;
      settled += games.length;
    }
    const { names, refusedNames } = opened.names;
    refuse(refusedNames);
    namesAdded = await addPlayers(db, names);
    step(total);
    return report();
  } catch (err) {
    // The failed batch's transaction stored nothing, the ones before it are kept, and nothing after it is tried
    // (where the check broke, what was not checked): every record not added, already here or refused was not restored.
    const stopped = { why: whyFailed(err), notTried: total - settled };
    return { ...report(), stopped: inCheck ? { ...stopped, inCheck } : stopped };
  }
}

export type RestoreReply = { progress: [done: number, total: number] } | { report: RestoreReport } | { error: string };

/** The second copy's writes in a worker of their own (copy-files-worker.ts), one batch at a time. */
function copyThread(): RestoreTarget['copy'] {
  const worker = new Worker(new URL('../storage/copy-files-worker.ts', import.meta.url), { type: 'module' });
  return (records) =>
    new Promise((resolve, reject) => {
      worker.addEventListener(
        'message',
        (e: MessageEvent<string | null>) => (e.data ? reject(new Error(e.data)) : resolve()),
        {
          once: true,
        },
      );
      worker.addEventListener('error', () => reject(new Error('The second copy could not be written.')), {
        once: true,
      });
      // A worker's postMessage has no target origin: the rule is for windows.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      worker.postMessage(records);
    });
}

/** One restore as the worker runs it, answering through `post`; `copy` is the second copy's writer. */
export async function answer(file: Blob, post: (r: RestoreReply) => void, copy?: RestoreTarget['copy']): Promise<void> {
  try {
    const db = await openForRestore();
    try {
      const target = { db, copy: copy ?? copyThread() };
      post({ report: await restoreBackup(file, target, (done, total) => post({ progress: [done, total] })) });
    } finally {
      db.close();
    }
  } catch (err) {
    post({ error: whyFailed(err) });
  }
}

if ('WorkerGlobalScope' in globalThis) {
  self.addEventListener('message', (e: MessageEvent<Blob>) => {
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    void answer(e.data, (r) => self.postMessage(r));
  });
}
