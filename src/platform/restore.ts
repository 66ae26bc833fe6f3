import { noteDataSaved } from '../storage/marker';
import type { Store } from '../storage/types';
import type { Progress, RestoreReply, RestoreReport } from './restore-worker';
import { historyChanged } from './store';

const CANNOT =
  'Restoring cannot run now: the app is not saving to this device. Nothing was added; reload the app, then try again.';

/**
 * Restores a file the user picked in a worker (restore-worker.ts), which
 * stores the games itself: the page only hears progress and the report, so it
 * never holds the file or waits on the work. Never where the app keeps its
 * data in memory only: a game must not be reported added that closing the app
 * loses. Rejects with a plain message when nothing could be restored.
 */
export function restoreFile(store: Pick<Store, 'mode'>, file: Blob, onProgress: Progress): Promise<RestoreReport> {
  if (store.mode === 'memory' || typeof Worker === 'undefined') return Promise.reject(new Error(CANNOT));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.reject(new Error(CANNOT));
  }
  historyChanged();
  return new Promise<RestoreReport>((resolve, reject) => {
    worker.addEventListener('message', (e: MessageEvent<RestoreReply>) => {
      const r = e.data;
      if ('progress' in r) return onProgress(...r.progress);
      if ('error' in r) return reject(new Error(r.error));
      if (r.report.added) noteDataSaved();
      resolve(r.report);
    });
    worker.addEventListener('error', () =>
      reject(new Error('Restoring stopped: its worker failed. Import the same file again to add what is missing.')),
    );
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage(file);
  }).finally(() => {
    worker.terminate();
    // History and Stats read again: the games are there.
    historyChanged();
  });
}

const gamesIn = (n: number) => `${n.toLocaleString('en')} finished game${n === 1 ? '' : 's'}`;

/** The report in words, for the status line. */
export function describeRestore(r: RestoreReport): string {
  const names = r.namesAdded ? ` and ${r.namesAdded} player name${r.namesAdded === 1 ? '' : 's'}` : '';
  const parts = [`Added ${gamesIn(r.added)}${names}.`];
  if (r.alreadyHere)
    parts.push(
      `${gamesIn(r.alreadyHere)} ${r.alreadyHere === 1 ? 'was' : 'were'} already here and kept as ${r.alreadyHere === 1 ? 'it was' : 'they were'}.`,
    );
  const left = r.refused.reduce((n, x) => n + x.count, 0);
  if (left) parts.push(`Left out ${left}: ${r.refused.map((x) => `${x.why} (${x.count})`).join('; ')}.`);
  if (r.stopped) {
    parts.unshift(
      r.stopped.inCheck
        ? `Restoring stopped part way: ${r.stopped.why}`
        : `Restoring stopped part way: the device's storage failed (${r.stopped.why}).`,
    );
    parts.push(
      `${r.stopped.notTried.toLocaleString('en')} record${r.stopped.notTried === 1 ? ' was' : 's were'} not restored. Nothing already stored was changed; import the same file again to add the rest.`,
    );
  }
  return parts.join(' ');
}
