/* The copy worker: a second copy (copy.ts, the page's or a restore's) asks, copy-files.ts does the work. */
import { appendLog, readFiles } from './copy-files';
import type { CopyContents, CopyKind } from './copy-log';

export type CopyRequest = { op: 'append'; kind: CopyKind; text: string } | { op: 'read' };
export type CopyReply = { ok: true; contents?: CopyContents } | { ok: false; error: string };

// One request at a time, answered in the order they came (the page matches answers to requests so).
let queue: Promise<unknown> = Promise.resolve();
self.addEventListener('message', ({ data: req }: MessageEvent<CopyRequest>) => {
  queue = queue
    .then(() => (req.op === 'read' ? readFiles() : appendLog(req.kind, req.text).then(() => undefined)))
    .then(
      (contents): CopyReply => ({ ok: true, contents }),
      (err: unknown): CopyReply => ({ ok: false, error: String(err) }),
    )
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    .then((reply) => self.postMessage(reply));
});
