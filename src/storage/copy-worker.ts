/* The copy worker: the page's second copy (copy.ts) asks, copy-files.ts does the work. */
import { appendLog, readFiles } from './copy-files';
import type { CopyContents, CopyKind } from './copy-log';

export type CopyRequest = { op: 'append'; kind: CopyKind; text: string } | { op: 'read' };
export type CopyReply = { ok: true; contents?: CopyContents } | { ok: false; error: string };

async function answer(req: CopyRequest): Promise<CopyReply> {
  try {
    if (req.op === 'read') return { ok: true, contents: await readFiles() };
    await appendLog(req.kind, req.text);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
}

// One request at a time, answered in the order they came (the page matches answers to requests so).
let queue: Promise<unknown> = Promise.resolve();
self.addEventListener('message', (e: MessageEvent<CopyRequest>) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  queue = queue.then(() => answer(e.data)).then((reply) => self.postMessage(reply));
});
