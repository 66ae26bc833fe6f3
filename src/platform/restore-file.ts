import { stage } from '../storage/stage';
import type { AddResult, HistoryRecord, RestoreTarget, Store } from '../storage/types';
import { openBackup } from './restore-check';
import type { CheckedNames, OpenedBackup } from './restore-check';
import type { CheckAsk, CheckReply, GoAhead, Took } from './restore-worker';

/** A batch of a file's games, checked: how many passed, what was refused, and how to store it. */
interface StreamBatch {
  size: number;
  /** Games refused since the previous batch, by reason. */
  refused: Map<string, number>;
  /** Stores the batch (all or none); `onAdded` hears how many of its games have been dealt with. */
  write(onAdded: (n: number) => void): Promise<Pick<AddResult, 'added' | 'present'>>;
}

/** A backup file being checked: its batches come as they are checked, in id order. */
export interface CheckStream extends Pick<OpenedBackup, 'records' | 'ids'> {
  batches: AsyncIterable<StreamBatch>;
  /** The names, checked (they come after the games). */
  names(): Promise<CheckedNames>;
  /** Lets go of the worker, once every batch is stored or given up. */
  close(): void;
}

/** Batches the page stores itself: the stored ids in the file's range are read once, before the first write. */
function pageWriter(store: Store, ids: OpenedBackup['ids']) {
  let stored: Promise<Set<string>> | null = null;
  return (games: HistoryRecord[], refused: Map<string, number>): StreamBatch => ({
    size: games.length,
    refused,
    write: async (onAdded) => {
      stored ??= ids ? store.historyIdsBetween(...ids) : Promise.resolve(new Set());
      return store.addHistory(games, onAdded, await stored);
    },
  });
}

/** Checks on this thread, one batch each time the reader asks for the next (the reader's writes give the page its turns). */
export async function checkHere(store: Store, file: Blob, batch: number, first = batch): Promise<CheckStream> {
  const opened = await openBackup(file, batch, first);
  const writer = pageWriter(store, opened.ids);
  return {
    records: opened.records,
    ids: opened.ids,
    batches: (async function* () {
      for await (const b of opened.batches) yield writer(b.games, b.refused);
    })(),
    names: () => Promise.resolve().then(() => opened.names()),
    close: () => undefined,
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

type Pending = {
  onAdded: (n: number) => void;
  resolve: (r: Pick<AddResult, 'added' | 'present'>) => void;
  reject: (err: Error) => void;
};

/**
 * Reads and checks a backup file in a worker (restore-worker.ts), so the page
 * stays responsive; on the page itself where no worker can start. With a
 * `target` the worker stores the games in IndexedDB itself, the page writing
 * each batch's second copy first; else the games come back and the page adds
 * them. Resolves once the file is known to be a backup this app reads (its
 * batches follow); rejects with a plain message when it cannot be restored at all.
 */
export function checkFile(
  store: Store,
  file: Blob,
  batch: number,
  first: number,
  target: RestoreTarget | null = null,
): Promise<CheckStream> {
  const here = () => checkHere(store, file, batch, first);
  if (typeof Worker === 'undefined') return here();
  return stage(
    'restore:open',
    () =>
      new Promise<CheckStream>((resolve, reject) => {
        let worker: Worker;
        try {
          worker = new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
        } catch {
          resolve(here());
          return;
        }
        const batches = arrivals<StreamBatch>();
        let names!: { resolve: (n: CheckedNames) => void; reject: (err: Error) => void };
        const named = new Promise<CheckedNames>((res, rej) => (names = { resolve: res, reject: rej }));
        // Read only once the games are stored; a failure before then is the batches' to report.
        named.catch(() => undefined);
        const pending = new Map<number, Pending>();
        let writer: ReturnType<typeof pageWriter> | null = null;
        let games: HistoryRecord[] = [];
        let copy: [string, string][] = [];
        let started = false;
        const stop = () => worker.terminate();
        const broke = (err: Error) => {
          stop();
          if (!started) return reject(err);
          batches.fail(err);
          names.reject(err);
          for (const p of pending.values()) p.reject(err);
          pending.clear();
        };
        const ask = (m: CheckAsk | GoAhead | Took) => {
          // A worker's postMessage has no target origin: the rule is for windows.
          // oxlint-disable-next-line unicorn/require-post-message-target-origin
          worker.postMessage(m);
        };
        /** The batches as the reader takes them: each one taken lets a worker that stores them check one more. */
        async function* taking(read: AsyncGenerator<StreamBatch, void>) {
          for await (const b of read) {
            yield b;
            if (target) ask({ took: true });
          }
        }
        /** A batch the worker stores: its copy first, then the worker's go. */
        const stored = (
          seq: number,
          size: number,
          refused: Map<string, number>,
          copy: [string, string][],
        ): StreamBatch => ({
          size,
          refused,
          write: async (onAdded) => {
            await target!.copy(copy);
            return new Promise((res, rej) => {
              pending.set(seq, { onAdded, resolve: res, reject: rej });
              ask({ go: seq });
            });
          },
        });
        worker.addEventListener('message', (e: MessageEvent<CheckReply>) => {
          const r = e.data;
          if ('start' in r) {
            started = true;
            writer = pageWriter(store, r.start.ids);
            resolve({ ...r.start, batches: taking(batches.read()), names: () => named, close: stop });
          } else if ('part' in r) {
            for (const g of r.part) games.push(g);
          } else if ('batch' in r) {
            batches.push(writer!(games, new Map(r.batch)));
            games = [];
          } else if ('copy' in r) {
            for (const entry of r.copy) copy.push(entry);
          } else if ('checked' in r) {
            const { seq, size, refused } = r.checked;
            batches.push(stored(seq, size, new Map(refused), copy));
            copy = [];
          } else if ('dealt' in r) {
            pending.get(r.dealt.seq)?.onAdded(r.dealt.n);
          } else if ('stored' in r) {
            pending.get(r.stored.seq)?.resolve(r.stored);
            pending.delete(r.stored.seq);
          } else if ('failed' in r) {
            pending.get(r.failed.seq)?.reject(new Error(r.failed.why));
            pending.delete(r.failed.seq);
          } else if ('done' in r) {
            batches.end();
            names.resolve(r.done);
          } else broke(new Error(r.error));
        });
        // The worker could not start (or broke before answering): check on the page instead.
        worker.addEventListener('error', () => {
          if (started) return broke(new Error('the rest of the file could not be checked.'));
          stop();
          resolve(here());
        });
        ask({ file, batch, first, write: target !== null });
      }),
  );
}
