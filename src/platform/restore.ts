import { BACKUP_FORMAT, BACKUP_MAX_BYTES, BACKUP_VERSION } from '../storage/backup';
import type { HistoryRecord, PlayerName, Store } from '../storage/types';
import { REASONS, strictHistory, strictPlayer } from './strict-record';
import { stageSync } from '../storage/stage';

/*
 * Restoring a backup file: the whole file is checked first (nothing is stored
 * from a file that is not a backup of a version this app reads), then each
 * record on its own. Only records whose ids are free are added, so nothing
 * stored is ever replaced, readable or not. Games are written in batches,
 * each one strict transaction (with its summaries) and one write to the second
 * copy, yielding to the page between them and reporting progress. A batch is
 * stored whole or not at all, so a restore cut short (a failure, a killed
 * page) leaves every earlier batch stored and can simply be run again.
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

/** Games per transaction: big enough that commits are few, small enough that the page stays responsive. */
export const BATCH = 500;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Throws an Error with a plain message when the file as a whole cannot be restored. */
export function readEnvelope(text: string): { history: unknown[]; players: unknown[] } {
  if (text.length > BACKUP_MAX_BYTES) throw new Error('This file is too large to be a Tableside backup.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not a Tableside backup (it is not JSON).');
  }
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d) || d.format !== BACKUP_FORMAT) throw new Error('This file is not a Tableside backup.');
  const v = d.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new Error('This backup has no version this app can read, so nothing was restored.');
  if (v > BACKUP_VERSION) throw new Error('This backup comes from a newer version of Tableside: update the app, then import it again.');
  const list = (x: unknown, what: string): unknown[] => {
    if (x === undefined) return [];
    if (!Array.isArray(x)) throw new Error(`This backup's ${what} are not a list, so nothing was restored.`);
    return x;
  };
  return { history: list(d.history, 'finished games'), players: list(d.players, 'player names') };
}

/** A failure's own words (a DOMException from IndexedDB is not always an Error here). */
const whyFailed = (err: unknown) => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : String(err);
};

/** Reads, checks and adds a backup file's games and names; says exactly what it did. */
export async function restoreBackup(store: Store, text: string, onProgress: Progress = () => undefined): Promise<RestoreReport> {
  const file = stageSync('restore:parse', () => readEnvelope(text));
  const total = file.history.length + file.players.length;
  const refused = new Map<string, number>();
  const refuse = (why: string) => refused.set(why, (refused.get(why) ?? 0) + 1);

  const seen = new Map<unknown, number>();
  for (const r of file.history) {
    const id = (r as { id?: unknown } | null)?.id;
    if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
  }

  let added = 0;
  let alreadyHere = 0;
  let stopped: RestoreReport['stopped'];
  const report = () => ({
    added, alreadyHere,
    refused: [...refused].map(([why, count]) => ({ why, count })).sort((a, b) => b.count - a.count),
  });
  // Two batches in flight: the next one's checks and copy write overlap this one's commit (each batch still
  // reaches the copy before the database; their ids differ, so their order does not matter).
  let previous: Promise<void> = Promise.resolve();
  let i = 0;
  for (; i < file.history.length; i += BATCH) {
    // Set by a batch that failed (in its callback): nothing more is tried.
    if (stopped) break;
    const fresh: HistoryRecord[] = [];
    stageSync('restore:check', () => {
      for (const raw of file.history.slice(i, i + BATCH)) {
        const verdict = strictHistory(raw);
        if ('why' in verdict) refuse(verdict.why);
        else if ((seen.get(verdict.ok.id) ?? 0) > 1) refuse(REASONS.duplicate);
        else fresh.push(verdict.ok);
      }
    });
    const stored = store.addHistory(fresh).then(
      (result) => {
        added += result.added;
        alreadyHere += result.present;
      },
      (err: unknown) => {
        // This batch's transaction stored nothing; the others are kept. Nothing more is tried.
        stopped = { why: stopped?.why ?? whyFailed(err), notTried: (stopped?.notTried ?? 0) + fresh.length };
      },
    );
    await previous;
    if (i > 0) onProgress(i, total);
    previous = stored;
    await nextTask();
  }
  await previous;
  onProgress(Math.min(i, file.history.length), total);
  if (stopped) {
    stopped.notTried += file.history.length - Math.min(i, file.history.length) + file.players.length;
    return { ...report(), namesAdded: 0, stopped };
  }

  const names = new Map<string, PlayerName>();
  for (const raw of file.players) {
    const verdict = strictPlayer(raw);
    if ('why' in verdict) refuse(verdict.why);
    else if (!names.has(verdict.ok.name)) names.set(verdict.ok.name, verdict.ok);
  }
  let namesAdded: number;
  try {
    namesAdded = await store.addPlayers([...names.values()]);
  } catch (err) {
    return { ...report(), namesAdded: 0, stopped: { why: whyFailed(err), notTried: names.size } };
  }
  onProgress(total, total);
  return { ...report(), namesAdded };
}

const games = (n: number) => `${n.toLocaleString('en')} finished game${n === 1 ? '' : 's'}`;

/** The report in words, for the status line. */
export function describeRestore(r: RestoreReport): string {
  const names = r.namesAdded ? ` and ${r.namesAdded} player name${r.namesAdded === 1 ? '' : 's'}` : '';
  const parts = [`Added ${games(r.added)}${names}.`];
  if (r.alreadyHere) parts.push(`${games(r.alreadyHere)} ${r.alreadyHere === 1 ? 'was' : 'were'} already here and kept as ${r.alreadyHere === 1 ? 'it was' : 'they were'}.`);
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
