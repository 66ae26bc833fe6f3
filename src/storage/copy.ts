import { logText, recordsText } from './copy-log';
import type { CopyContents, CopyKind } from './copy-log';
import type { CopyReply, CopyRequest } from './copy-worker';
import type { HistoryRecord, StoredSession } from './types';

/** Every game in progress and finished game, kept outside IndexedDB (which a browser may delete): writes resolve on disk. */
export abstract class SecondCopy {
  /** Appends log text (copy-log.ts) to a kind's log. */
  abstract append(kind: CopyKind, text: string): Promise<void>;
  abstract read(): Promise<CopyContents>;

  put(kind: CopyKind, record: StoredSession | HistoryRecord) {
    return this.append(kind, recordsText([record]));
  }
  remove(kind: CopyKind, id: string) {
    return this.append(kind, logText([[id]]));
  }
  /** Finished games new to the copy: one append for all of them, none for none. */
  putMany(records: HistoryRecord[]) {
    return records.length ? this.append('history', recordsText(records)) : Promise.resolve();
  }
}

/** The copy in the Origin Private File System, written by copy-worker.ts, which answers in the order asked. */
export class OpfsCopy extends SecondCopy {
  #waiting: ((r: CopyReply) => void)[] = [];
  #stopped = false;

  private constructor(private readonly worker: Worker) {
    super();
    worker.addEventListener('message', (e: MessageEvent<CopyReply>) => this.#waiting.shift()?.(e.data));
    worker.addEventListener('error', () => {
      this.#stopped = true;
      for (const answer of this.#waiting.splice(0)) answer({ ok: false, error: 'worker stopped' });
    });
  }

  /** Starts the worker and checks that it can write; null when this browser cannot keep the copy. */
  static async open(): Promise<OpfsCopy | null> {
    if (typeof Worker === 'undefined' || !navigator.storage?.getDirectory) return null;
    try {
      const copy = new OpfsCopy(new Worker(new URL('./copy-worker.ts', import.meta.url), { type: 'module' }));
      // Appending nothing checks that a sync handle opens and flushes, and moves an older copy in.
      await copy.append('session', '');
      return copy;
    } catch {
      return null;
    }
  }

  async #ask(req: CopyRequest): Promise<CopyReply & { ok: true }> {
    const reply = this.#stopped
      ? ({ ok: false, error: 'copy unavailable' } as const)
      : await new Promise<CopyReply>((resolve) => {
          this.#waiting.push(resolve);
          // A worker's postMessage has no target origin: the rule is for windows.
          // oxlint-disable-next-line unicorn/require-post-message-target-origin
          this.worker.postMessage(req);
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
}
