// The restore's worker (platform/restore-worker.ts does the work): started by the backup screen, it first hands
// storage and restore each game's record kind and checks, which only the app may import.
import { answer } from '../platform/restore-worker';
import { registerRecordKinds } from '../storage/record-kind';
import { RECORD_CHECKS } from './record-checks';

registerRecordKinds(RECORD_CHECKS);
self.addEventListener('message', (e: MessageEvent<Blob>) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  void answer(e.data, (r) => self.postMessage(r));
});
