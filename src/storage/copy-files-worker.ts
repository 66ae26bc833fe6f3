import { copyFinishedGames } from './copy-files';
import type { HistoryRecord } from './types';

/*
 * A restore's writes to the second copy, on a thread of their own: the
 * restore's worker starts this one, so the copy's synchronous file writes
 * never share a thread with its IndexedDB work (seen to stall a restore).
 */
self.addEventListener('message', (e: MessageEvent<HistoryRecord[]>) => {
  const reply = (error: string | null) => {
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    self.postMessage(error);
  };
  copyFinishedGames(e.data).then(
    () => reply(null),
    (err: unknown) => reply(String(err)),
  );
});
