/* The copy worker: a second copy (copy.ts, the page's or a restore's) asks, copy-files.ts does the work. */
import { appendLog, readFileRevs, readFiles } from './copy-files';
import type { CopyContents, CopyKind, CopyRevs } from './copy-log';

export type CopyRequest = { op: 'append'; kind: CopyKind; text: string } | { op: 'read' } | { op: 'revs' };
export type CopyReply = { ok: true; contents?: CopyContents; revs?: CopyRevs } | { ok: false; error: string };

const answer = async (req: CopyRequest): Promise<CopyReply & { ok: true }> => {
  if (req.op === 'read') return { ok: true, contents: await readFiles() };
  if (req.op === 'revs') return { ok: true, revs: await readFileRevs() };
  await appendLog(req.kind, req.text);
  return { ok: true };
};

// One request at a time, answered in the order they came (the page matches answers to requests so).
let queue: Promise<unknown> = Promise.resolve();
self.addEventListener('message', ({ data: req }: MessageEvent<CopyRequest>) => {
  queue = queue
    .then(() => answer(req))
    .then(
      (reply): CopyReply => reply,
      (err: unknown): CopyReply => ({ ok: false, error: String(err) }),
    )
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    .then((reply) => self.postMessage(reply));
});
