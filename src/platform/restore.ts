import type { Store } from '../storage/types';
import { checkBackup } from './restore-check';
import type { Checked } from './restore-check';
import { checkFile } from './restore-file';

export { readEnvelope } from './restore-check';

/*
 * Restoring a backup file: the whole file is checked first (nothing is stored
 * from a file that is not a backup of a version this app reads), then each
 * record on its own (restore-check.ts; in a worker for a file the user picks).
 * Only records whose ids are free are added, so nothing stored is ever
 * replaced, readable or not. Games are written in batches, in id order (so a
 * batch's stored ids are one key range to read), each batch one strict
 * transaction (with its summaries) and one write to the second copy, with
 * the page free between them and the progress bar moving. A batch is stored
 * whole or not at all, so a restore cut short (a failure, a killed page)
 * leaves every earlier batch stored and can simply be run again.
 */

export interface RestoreReport {
  added: number;
  /** Games whose id is already stored: kept as they were. */
  alreadyHere: number;
  namesAdded: number;
  /** Records left out, by reason, most frequent first. */
  refused: { why: string; count: number }[];
  /** Set when storing stopped part way: why, and how many records of the file were not tried. */
  stopped?: { why: string; notTried: number };
}

export type Progress = (done: number, total: number) => void;

/**
 * Games per transaction. Each batch costs a commit, a flush of the second
 * copy and a read and write of every summary it touches, so fewer, larger
 * batches are much faster; the adds inside one go in parts, so the page still
 * gets its turns while a batch is written.
 */
export const BATCH = 2000;
/** Batches under way at once (see restoreChecked). */
const IN_FLIGHT = 3;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A failure's own words (a DOMException from IndexedDB is not always an Error here). */
const whyFailed = (err: unknown) => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : String(err);
};

const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Adds checked games and names; says exactly what it did. */
export async function restoreChecked(store: Store, checked: Checked, onProgress: Progress = () => undefined, batch = BATCH): Promise<RestoreReport> {
  const { games, names, refusedGames, refusedNames, records: total } = checked;
  const refused = new Map(refusedGames);
  let added = 0;
  let alreadyHere = 0;
  let stopped: RestoreReport['stopped'];
  const report = () => ({
    added, alreadyHere,
    refused: [...refused].map(([why, n]) => ({ why, count: n })).sort((a, b) => b.count - a.count),
  });
  // The records refused while checking are dealt with; then each batch's records as they are written.
  const left = count(refusedGames);
  const dealt: number[] = [];
  let moved = left;
  const step = (b: number, n: number) => {
    dealt[b] = Math.max(dealt[b] ?? 0, n);
    const now = left + dealt.reduce((a, x) => a + x, 0);
    if (now > moved) onProgress((moved = now), total);
  };
  onProgress(left, total);
  // Batches in flight at once: a later one's key read and copy write overlap an earlier one's write to the
  // database (each batch still reaches the copy before the database; their ids differ, so their order does not matter).
  const flying: Promise<void>[] = [];
  let i = 0;
  for (; i < games.length; i += batch) {
    // Set by a batch that failed (in its callback): nothing more is tried.
    if (stopped) break;
    const part = games.slice(i, i + batch);
    const b = i / batch;
    const stored = store.addHistory(part, (n) => step(b, n)).then(
      (result) => {
        added += result.added;
        alreadyHere += result.present;
      },
      (err: unknown) => {
        // This batch's transaction stored nothing; the others are kept. Nothing more is tried.
        stopped = { why: stopped?.why ?? whyFailed(err), notTried: (stopped?.notTried ?? 0) + part.length };
      },
    );
    flying.push(stored);
    if (flying.length >= IN_FLIGHT) await flying.shift();
    await nextTask();
  }
  await Promise.all(flying);
  const tried = Math.min(i, games.length);
  if (left + tried > moved) onProgress(left + tried, total);
  if (stopped) {
    // The games no batch took, and every name (names come after the games).
    stopped.notTried += games.length - tried + (total - games.length - left);
    return { ...report(), namesAdded: 0, stopped };
  }

  for (const [why, n] of refusedNames) refused.set(why, (refused.get(why) ?? 0) + n);
  let namesAdded: number;
  try {
    namesAdded = await store.addPlayers(names);
  } catch (err) {
    return { ...report(), namesAdded: 0, stopped: { why: whyFailed(err), notTried: names.length } };
  }
  onProgress(total, total);
  return { ...report(), namesAdded };
}

/** Reads, checks and adds a backup file's text (on this thread). */
export async function restoreBackup(store: Store, text: string, onProgress?: Progress, batch = BATCH): Promise<RestoreReport> {
  return restoreChecked(store, checkBackup(text), onProgress, batch);
}

/** Reads and checks a file the user picked in a worker, then adds it. */
export async function restoreFile(store: Store, file: Blob, onProgress?: Progress): Promise<RestoreReport> {
  return restoreChecked(store, await checkFile(file), onProgress);
}

const gamesIn = (n: number) => `${n.toLocaleString('en')} finished game${n === 1 ? '' : 's'}`;

/** The report in words, for the status line. */
export function describeRestore(r: RestoreReport): string {
  const names = r.namesAdded ? ` and ${r.namesAdded} player name${r.namesAdded === 1 ? '' : 's'}` : '';
  const parts = [`Added ${gamesIn(r.added)}${names}.`];
  if (r.alreadyHere) parts.push(`${gamesIn(r.alreadyHere)} ${r.alreadyHere === 1 ? 'was' : 'were'} already here and kept as ${r.alreadyHere === 1 ? 'it was' : 'they were'}.`);
  const left = r.refused.reduce((n, x) => n + x.count, 0);
  if (left) parts.push(`Left out ${left}: ${r.refused.map((x) => `${x.why} (${x.count})`).join('; ')}.`);
  if (r.stopped) {
    parts.unshift(`Restoring stopped part way: the device's storage failed (${r.stopped.why}).`);
    parts.push(
      `${r.stopped.notTried.toLocaleString('en')} record${r.stopped.notTried === 1 ? ' was' : 's were'} not restored. Nothing already stored was changed; import the same file again to add the rest.`,
    );
  }
  return parts.join(' ');
}
