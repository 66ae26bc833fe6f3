import { stage } from '../storage/stage';
import type { HistoryRecord } from '../storage/types';
import { openBackup } from './restore-check';
import type { CheckedBatch, CheckedNames, OpenedBackup } from './restore-check';
import type { CheckAsk, CheckReply } from './restore-worker';

/** A backup file being checked: its batches come as they are checked, in id order. */
export interface CheckStream extends Pick<OpenedBackup, 'records' | 'ids'> {
  batches: AsyncIterable<CheckedBatch>;
  /** The names, checked (they come after the games). */
  names(): Promise<CheckedNames>;
}

/** Checks on this thread, one batch each time the reader asks for the next (the reader's writes give the page its turns). */
export function checkHere(text: string, batch: number, first = batch): CheckStream {
  const opened = openBackup(text, batch, first);
  return {
    records: opened.records,
    ids: opened.ids,
    batches: (async function* () {
      yield* opened.batches;
    })(),
    names: () => Promise.resolve().then(() => opened.names()),
  };
}

/** What arrives, read in order by one reader that may wait for the next. */
function arrivals<T>() {
  const items: T[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  return {
    push: (x: T) => (items.push(x), poke()),
    end: () => ((ended = true), poke()),
    fail: (err: Error) => ((failure = err), poke()),
    async *read(): AsyncGenerator<T, void> {
      for (;;) {
        if (items.length) {
          yield items.shift()!;
          continue;
        }
        if (failure) throw failure;
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/**
 * Reads and checks a backup file in a worker (restore-worker.ts), so the page
 * stays responsive; on the page itself where no worker can start. Resolves
 * once the file is known to be a backup this app reads (its batches follow);
 * rejects with a plain message when the file cannot be restored at all.
 */
export function checkFile(file: Blob, batch: number, first: number): Promise<CheckStream> {
  const here = () => stage('restore:read', () => file.text()).then((text) => checkHere(text, batch, first));
  if (typeof Worker === 'undefined') return here();
  return stage('restore:open', () => new Promise<CheckStream>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(here());
      return;
    }
    const batches = arrivals<CheckedBatch>();
    let names!: { resolve: (n: CheckedNames) => void; reject: (err: Error) => void };
    const named = new Promise<CheckedNames>((resolve, reject) => (names = { resolve, reject }));
    // Read only once the games are stored; a failure before then is the batches' to report.
    named.catch(() => undefined);
    let games: HistoryRecord[] = [];
    let started = false;
    const broke = (err: Error) => {
      worker.terminate();
      if (!started) return reject(err);
      batches.fail(err);
      names.reject(err);
    };
    worker.addEventListener('message', (e: MessageEvent<CheckReply>) => {
      const r = e.data;
      if ('start' in r) {
        started = true;
        resolve({ ...r.start, batches: batches.read(), names: () => named });
      } else if ('part' in r) {
        for (const g of r.part) games.push(g);
      } else if ('batch' in r) {
        batches.push({ games, refused: new Map(r.batch) });
        games = [];
      } else if ('done' in r) {
        worker.terminate();
        batches.end();
        names.resolve(r.done);
      } else broke(new Error(r.error));
    });
    // The worker could not start (or broke before answering): check on the page instead.
    worker.addEventListener('error', () => {
      if (started) return broke(new Error('the rest of the file could not be checked.'));
      worker.terminate();
      resolve(here());
    });
    const ask: CheckAsk = { file, batch, first };
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage(ask);
  }));
}
