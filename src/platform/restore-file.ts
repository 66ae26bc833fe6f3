import { stage } from '../storage/stage';
import { checkBackup } from './restore-check';
import type { Checked } from './restore-check';
import type { CheckReply } from './restore-worker';

/**
 * Reads and checks a backup file in a worker (restore-worker.ts), so the page
 * stays responsive; on the page itself where no worker can start.
 * Rejects with a plain message when the file cannot be restored at all.
 */
export function checkFile(file: Blob): Promise<Checked> {
  if (typeof Worker === 'undefined') return stage('restore:read', () => file.text()).then(checkBackup);
  return stage('restore:read+check', () => new Promise<Checked>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(file.text().then(checkBackup));
      return;
    }
    const games: Checked['games'] = [];
    let started = false;
    worker.addEventListener('message', (e: MessageEvent<CheckReply>) => {
      started = true;
      const r = e.data;
      if ('part' in r) {
        games.push(...r.part);
        return;
      }
      worker.terminate();
      if ('error' in r) reject(new Error(r.error));
      else resolve({ ...r.done, games });
    });
    // The worker could not start (or broke before answering): check on the page instead.
    worker.addEventListener('error', () => {
      worker.terminate();
      if (!started) resolve(file.text().then(checkBackup));
      else reject(new Error('The file could not be checked.'));
    });
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage(file);
  }));
}
