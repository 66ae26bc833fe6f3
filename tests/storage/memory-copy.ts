import { readCopy, readRevs } from '../../src/storage/copy-log';
import type { CopyKind } from '../../src/storage/copy-log';
import { SecondCopy } from '../../src/storage/copy';

/** The second copy's logs, kept in memory; `failing` makes every append fail, as a full or broken disk does. */
export class MemoryCopy extends SecondCopy {
  readonly logs: Record<CopyKind, string> = { session: '', history: '' };
  failing = false;
  async append(kind: CopyKind, text: string) {
    if (this.failing) throw new Error('The second copy failed: disk full');
    this.logs[kind] += text;
  }
  async read() {
    return readCopy({ session: [this.logs.session], history: [this.logs.history] });
  }
  async revs() {
    return readRevs({ session: [this.logs.session], history: [this.logs.history] });
  }
}
