import { deleteText, recordsText } from './copy-log';
import type { CopyContents, CopyKind, CopyRevs } from './copy-log';
import type { CopyReply, CopyRequest } from './copy-worker';
import type { HistoryRecord, StoredSession } from './types';

/** Every game in progress and finished game, kept outside IndexedDB (which a browser may delete): writes resolve on disk. */
export abstract class SecondCopy {
  /** Appends log text (copy-log.ts) to a kind's log. */
  abstract append(kind: CopyKind, text: string): Promise<void>;
  abstract read(): Promise<CopyContents>;
  /** Each id's rev per kind (records stay where they are): what a reconciliation compares. */
  abstract revs(): Promise<CopyRevs>;

  put(kind: CopyKind, record: StoredSession | HistoryRecord) {
    return this.append(kind, recordsText([record]));
  }
  /** Deletes `id` over every entry of it up to `rev` (the rev of the record deleted). */
  remove(kind: CopyKind, id: string, rev: number) {
    return this.append(kind, deleteText(id, rev));
  }
  /** Finished games new to the copy: one append for all of them, none for none. */
  putMany(records: HistoryRecord[]) {
    return records.length ? this.append('history', recordsText(records)) : Promise.resolve();
  }
}

const startWorker = () => new Worker(new URL('./copy-worker.ts', import.meta.url), { type: 'module' });

/**
 * The copy in the Origin Private File System, written by copy-worker.ts, which answers in the order asked. A worker
 * that stopped fails what it was asked, and the next request starts a new one.
 */
export class OpfsCopy extends SecondCopy {
  #waiting: ((r: CopyReply) => void)[] = [];
  #worker: Worker | null = null;

  private constructor(private readonly start: () => Worker) {
    super();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.start();
    worker.addEventListener('message', (e: MessageEvent<CopyReply>) => this.#waiting.shift()?.(e.data));
    worker.addEventListener('error', () => {
      worker.terminate();
      if (this.#worker === worker) this.#worker = null;
      for (const answer of this.#waiting.splice(0)) answer({ ok: false, error: 'worker stopped' });
    });
    return (this.#worker = worker);
  }

  /** Starts the worker and checks that it can write; null when this browser cannot keep the copy. */
  static async open(start = startWorker): Promise<OpfsCopy | null> {
    if (typeof Worker === 'undefined' || !navigator.storage?.getDirectory) return null;
    try {
      const copy = new OpfsCopy(start);
      // Appending nothing checks that a sync handle opens and flushes, and moves an older copy in.
      await copy.append('session', '');
      return copy;
    } catch {
      return null;
    }
  }

  async #ask(req: CopyRequest): Promise<CopyReply & { ok: true }> {
    const reply = await new Promise<CopyReply>((resolve) => {
      const worker = this.#started();
      this.#waiting.push(resolve);
      // A worker's postMessage has no target origin: the rule is for windows.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      worker.postMessage(req);
    });
    if (!reply.ok) throw new Error(`The second copy failed: ${reply.error}`);
    return reply;
  }

  async append(kind: CopyKind, text: string) {
    await this.#ask({ op: 'append', kind, text });
  }
  async read() {
    return (await this.#ask({ op: 'read' })).contents!;
  }
  async revs() {
    return (await this.#ask({ op: 'revs' })).revs!;
  }
}
