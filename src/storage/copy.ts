import { copyBody, copyEntry, copyName, readCopy } from './copy-format';
import type { CopyContents, CopyKind } from './copy-format';
import type { CopyReply, CopyRequest } from './copy-worker';
import type { HistoryRecord, StoredSession } from './types';

/**
 * The second, independent copy of every game in progress and every finished
 * game, kept outside IndexedDB so that it survives the browser deleting the
 * database. `put`, `putMany` and `remove` resolve once the copy is on disk.
 */
export interface SecondCopy {
  /** False when this browser offers no place for it (the app then keeps one copy and says so in Settings). */
  readonly available: boolean;
  put(kind: CopyKind, record: StoredSession | HistoryRecord): Promise<void>;
  /** Finished games new to the copy (a restore's batch): one write for all of them. */
  putMany(records: HistoryRecord[]): Promise<void>;
  remove(kind: CopyKind, id: string): Promise<void>;
  read(): Promise<CopyContents>;
}

/** For tests and for browsers without the Origin Private File System: the same behaviour, in memory. */
export class MemoryCopy implements SecondCopy {
  readonly available = true;
  readonly files = new Map<string, string>();
  async put(kind: CopyKind, record: StoredSession | HistoryRecord) {
    this.files.set(copyName(kind, record.id), copyBody(kind, record));
  }
  async putMany(records: HistoryRecord[]) {
    for (const [name, body] of records.map(copyEntry)) this.files.set(name, body);
  }
  async remove(kind: CopyKind, id: string) {
    this.files.delete(copyName(kind, id));
  }
  async read() {
    return readCopy([...this.files.values()]);
  }
}

type Waiting = { resolve: (r: CopyReply) => void };
type Request = CopyRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The copy in the Origin Private File System, written by `copy-worker.ts` with flushed sync access handles. */
export class OpfsCopy implements SecondCopy {
  #worker: Worker;
  #next = 1;
  #waiting = new Map<number, Waiting>();
  #ok = true;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.addEventListener('message', (e: MessageEvent<CopyReply>) => {
      this.#waiting.get(e.data.id)?.resolve(e.data);
      this.#waiting.delete(e.data.id);
    });
    worker.addEventListener('error', () => this.#broken());
  }

  get available() {
    return this.#ok;
  }

  /** Starts the worker and checks that it can write; null when this browser cannot keep the copy. */
  static async open(): Promise<OpfsCopy | null> {
    if (typeof Worker === 'undefined' || !navigator.storage?.getDirectory) return null;
    try {
      const copy = new OpfsCopy(new Worker(new URL('./copy-worker.ts', import.meta.url), { type: 'module' }));
      const reply = await copy.#ask({ op: 'hello' });
      return reply.ok ? copy : null;
    } catch {
      return null;
    }
  }

  #broken() {
    this.#ok = false;
    for (const w of this.#waiting.values()) w.resolve({ id: 0, ok: false, error: 'worker stopped' });
    this.#waiting.clear();
  }

  #ask(req: Request): Promise<CopyReply> {
    if (!this.#ok) return Promise.resolve({ id: 0, ok: false, error: 'copy unavailable' });
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, { resolve });
      // A worker's postMessage has no target origin: the rule is for windows.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      this.#worker.postMessage({ ...req, id });
    });
  }

  async #write(name: string, body: string | null, packable = false) {
    const reply = await this.#ask({ op: 'put', name, body, packable });
    if (!reply.ok) throw new Error(`The second copy could not be written: ${reply.error}`);
  }

  put(kind: CopyKind, record: StoredSession | HistoryRecord) {
    return this.#write(copyName(kind, record.id), copyBody(kind, record));
  }
  async putMany(records: HistoryRecord[]) {
    const reply = await this.#ask({ op: 'putMany', records });
    if (!reply.ok) throw new Error(`The second copy could not be written: ${reply.error}`);
  }
  remove(kind: CopyKind, id: string) {
    // Only finished games are ever in a batch file (`putMany`): only theirs may need a lasting tombstone.
    return this.#write(copyName(kind, id), null, kind === 'history');
  }
  async read() {
    const reply = await this.#ask({ op: 'list' });
    if (!reply.ok) throw new Error(`The second copy could not be read: ${reply.error}`);
    return readCopy(reply.bodies ?? []);
  }
}
