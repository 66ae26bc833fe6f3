import type { Store } from '../storage/types';
import { checkFile, checkHere } from './restore-file';
import type { CheckStream } from './restore-file';

import { whyFailed } from './restore-check';

/*
 * Restoring a backup file: the file as a whole is read first (nothing is
 * stored from a file that is not a backup of a version this app reads), then
 * each record on its own (restore-check.ts; in a worker for a file the user
 * picks, which also stores the games where they go to IndexedDB), a batch at
 * a time, in id order. Only records whose ids are free are added, so nothing
 * stored is ever replaced, readable or not. Storing starts with the first
 * batch checked: each batch is one write to the second copy, then one strict
 * transaction (with its summaries), while the next batches are checked, with
 * the page free and the progress bar moving. A batch is stored whole or
 * not at all, so a restore cut short (a failure, a killed page) leaves every
 * earlier batch stored and can simply be run again.
 */

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

/**
 * Games per transaction. Each batch costs a commit, a flush of the second
 * copy and a read and write of every summary it touches (at 100,000 stored
 * games, a player's timelines hold thousands of entries), so few, large
 * batches are much faster; the adds inside one go in parts, so the page still
 * gets its turns while a batch is written.
 */
const BATCH = 6000;
/** Games in the first batch: the database's first write waits for the first batch's copy, so that batch is small. */
const FIRST_BATCH = 1000;
/** Batches under way at once (see restoreStream). */
const IN_FLIGHT = 3;

/** Adds the checked games and names as they come; says exactly what it did. */
async function restoreStream(
  store: Store,
  stream: CheckStream,
  onProgress: Progress = () => undefined,
): Promise<RestoreReport> {
  const total = stream.records;
  const refused = new Map<string, number>();
  let refusedCount = 0;
  let added = 0;
  let alreadyHere = 0;
  let why: string | undefined;
  let inCheck = false;
  const report = () => ({
    added,
    alreadyHere,
    refused: [...refused].map(([reason, n]) => ({ why: reason, count: n })).sort((a, b) => b.count - a.count),
  });
  const refuse = (counts: Map<string, number>) => {
    for (const [reason, n] of counts) {
      refused.set(reason, (refused.get(reason) ?? 0) + n);
      refusedCount += n;
    }
  };
  // Records dealt with: those refused so far, then each batch's as they are written.
  const dealt: number[] = [];
  let moved = 0;
  const step = () => {
    const now = refusedCount + dealt.reduce((a, x) => a + x, 0);
    if (now > moved) onProgress((moved = now), total);
  };
  onProgress(0, total);
  // Batches in flight at once: a later one's copy write overlaps an earlier one's write to the database
  // (each batch still reaches the copy before the database; their ids differ, so their order does not matter).
  const flying: Promise<void>[] = [];
  try {
    for await (const batch of stream.batches) {
      refuse(batch.refused);
      step();
      // After a failure nothing more is written; the rest of the file is still read, to count what it held.
      if (why !== undefined || batch.size === 0) continue;
      const b = dealt.length;
      dealt.push(0);
      const written = batch
        .write((n) => ((dealt[b] = Math.max(dealt[b] ?? 0, n)), step()))
        .then(
          (result) => {
            added += result.added;
            alreadyHere += result.present;
          },
          (err: unknown) => {
            // This batch's transaction stored nothing; the others are kept.
            dealt[b] = 0;
            why ??= whyFailed(err);
          },
        );
      flying.push(written);
      if (flying.length >= IN_FLIGHT) await flying.shift();
    }
  } catch (err) {
    // The check broke part way: what was not checked is not tried.
    if (why === undefined) inCheck = true;
    why ??= whyFailed(err);
  }
  await Promise.all(flying);
  step();
  // Every batch is stored or given up: the names are already checked (they come with the last batch).
  const names = stream.names();
  stream.close();
  // Every record not added, not already here and not refused: the failed batches, the rest, and every name.
  const stop = (reason: string) => ({
    ...report(),
    namesAdded: 0,
    stopped: {
      why: reason,
      notTried: total - refusedCount - added - alreadyHere,
      ...(inCheck ? { inCheck: true as const } : {}),
    },
  });
  if (why !== undefined) return stop(why);

  let namesAdded: number;
  try {
    const { names: fresh, refusedNames } = await names;
    refuse(refusedNames);
    namesAdded = await store.addPlayers(fresh);
  } catch (err) {
    return stop(whyFailed(err));
  }
  onProgress(total, total);
  return { ...report(), namesAdded };
}

/** Reads, checks and adds a backup file's text (on this thread). */
export async function restoreBackup(
  store: Store,
  text: string,
  onProgress?: Progress,
  batch = BATCH,
): Promise<RestoreReport> {
  return store.restoreWith(async () =>
    restoreStream(store, await checkHere(store, new Blob([text]), batch), onProgress),
  );
}

/** Reads and checks a file the user picked in a worker, adding each batch as it is checked. */
export async function restoreFile(
  store: Store,
  file: Blob,
  onProgress?: Progress,
  batch = BATCH,
  first = Math.min(FIRST_BATCH, batch),
): Promise<RestoreReport> {
  return store.restoreWith(async (target) =>
    restoreStream(store, await checkFile(store, file, batch, first, target), onProgress),
  );
}

const gamesIn = (n: number) => `${n.toLocaleString('en')} finished game${n === 1 ? '' : 's'}`;

/** The report in words, for the status line. */
export function describeRestore(r: RestoreReport): string {
  const names = r.namesAdded ? ` and ${r.namesAdded} player name${r.namesAdded === 1 ? '' : 's'}` : '';
  const parts = [`Added ${gamesIn(r.added)}${names}.`];
  if (r.alreadyHere)
    parts.push(
      `${gamesIn(r.alreadyHere)} ${r.alreadyHere === 1 ? 'was' : 'were'} already here and kept as ${r.alreadyHere === 1 ? 'it was' : 'they were'}.`,
    );
  const left = r.refused.reduce((n, x) => n + x.count, 0);
  if (left) parts.push(`Left out ${left}: ${r.refused.map((x) => `${x.why} (${x.count})`).join('; ')}.`);
  if (r.stopped) {
    parts.unshift(
      r.stopped.inCheck
        ? `Restoring stopped part way: ${r.stopped.why}`
        : `Restoring stopped part way: the device's storage failed (${r.stopped.why}).`,
    );
    parts.push(
      `${r.stopped.notTried.toLocaleString('en')} record${r.stopped.notTried === 1 ? ' was' : 's were'} not restored. Nothing already stored was changed; import the same file again to add the rest.`,
    );
  }
  return parts.join(' ');
}
