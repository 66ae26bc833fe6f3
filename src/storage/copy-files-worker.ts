import { copyFinishedGames } from './copy-files';
import type { HistoryRecord } from './types';

/*
 * A restore's writes to the second copy, started by the restore's worker: the copy's synchronous
 * file writes on the thread of its IndexedDB work were seen to stall a restore.
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
