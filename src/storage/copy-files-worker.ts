import { copyFinishedGames } from './copy-files';
import type { HistoryRecord } from './types';

/*
 * A restore's writes to the second copy, on a thread of their own: the
 * restore's worker starts this one, so the copy's synchronous file writes
 * never share a thread with its IndexedDB work (seen to stall a restore).
 */
self.addEventListener('message', async (e: MessageEvent<HistoryRecord[]>) => {
  const error = await copyFinishedGames(e.data).then(
    () => null,
    (err: unknown) => String(err),
  );
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(error);
});
