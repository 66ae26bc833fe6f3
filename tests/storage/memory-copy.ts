import { readCopy } from '../../src/storage/copy-log';
import type { CopyKind } from '../../src/storage/copy-log';
import { SecondCopy } from '../../src/storage/copy';

/** The second copy's logs, kept in memory. */
export class MemoryCopy extends SecondCopy {
  readonly logs: Record<CopyKind, string> = { session: '', history: '' };
  async append(kind: CopyKind, text: string) {
    this.logs[kind] += text;
  }
  async read() {
    return readCopy({ session: [this.logs.session], history: [this.logs.history] });
  }
}
