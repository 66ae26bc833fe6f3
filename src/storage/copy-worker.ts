/* The copy worker: the page's second copy (copy.ts) asks, copy-files.ts does the work. */
import { appendLog, readFiles } from './copy-files';
import type { CopyContents, CopyKind } from './copy-log';

export type CopyRequest = { id: number; op: 'append'; kind: CopyKind; text: string } | { id: number; op: 'read' };
export type CopyReply = { id: number; ok: true; contents?: CopyContents } | { id: number; ok: false; error: string };

async function answer(req: CopyRequest): Promise<CopyReply> {
  try {
    if (req.op === 'read') return { id: req.id, ok: true, contents: await readFiles() };
    await appendLog(req.kind, req.text);
    return { id: req.id, ok: true };
  } catch (err) {
    return { id: req.id, ok: false, error: String(err) };
  }
}

// One request at a time, in the order they came.
let queue: Promise<unknown> = Promise.resolve();
self.addEventListener('message', (e: MessageEvent<CopyRequest>) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  queue = queue.then(() => answer(e.data)).then((reply) => self.postMessage(reply));
});
