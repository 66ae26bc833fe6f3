import { noteDataSaved } from '../storage/marker';
import type { Store } from '../storage/types';
import type { Progress, RestoreReply, RestoreReport } from './restore-worker';
import { historyChanged } from './store';

const CANNOT =
  'Restoring cannot run now: the app is not saving to this device. Nothing was added; reload the app, then try again.';
const BROKE = 'Restoring stopped: its worker failed. Import the same file again to add what is missing.';

/**
 * Restores a file in its own worker, which `start` starts (the app's: it hands the worker the games' record checks);
 * refused while data is kept in memory only: an added game must outlive the app.
 */
export function restoreFile(
  store: Pick<Store, 'mode'>,
  file: Blob,
  onProgress: Progress,
  start: () => Worker,
): Promise<RestoreReport> {
  if (store.mode === 'memory' || typeof Worker === 'undefined') return Promise.reject(new Error(CANNOT));
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return Promise.reject(new Error(CANNOT));
  }
  historyChanged();
  return new Promise<RestoreReport>((resolve, reject) => {
    worker.addEventListener('message', ({ data: r }: MessageEvent<RestoreReply>) => {
      if ('progress' in r) return onProgress(...r.progress);
      if ('error' in r) return reject(new Error(r.error));
      if (r.report.added) noteDataSaved();
      resolve(r.report);
    });
    worker.addEventListener('error', () => reject(new Error(BROKE)));
    // A worker's postMessage has no target origin: the rule is for windows.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage(file);
  }).finally(() => {
    worker.terminate();
    // History and Stats read again: the games are there.
    historyChanged();
  });
}

/** `n` things in words: "1 finished game", "12,000 finished games". */
const count = (n: number, thing: string) => `${n.toLocaleString('en')} ${thing}${n === 1 ? '' : 's'}`;

/** The report in words, for the status line. */
export function describeRestore(r: RestoreReport): string {
  const names = r.namesAdded ? ` and ${count(r.namesAdded, 'player name')}` : '';
  const parts = [`Added ${count(r.added, 'finished game')}${names}.`];
  const one = r.alreadyHere === 1;
  const kept = `${one ? 'was' : 'were'} already here and kept as ${one ? 'it was' : 'they were'}`;
  if (r.alreadyHere) parts.push(`${count(r.alreadyHere, 'finished game')} ${kept}.`);
  const left = r.refused.reduce((n, x) => n + x.count, 0);
  if (left) parts.push(`Left out ${left}: ${r.refused.map((x) => `${x.why} (${x.count})`).join('; ')}.`);
  if (r.stopped) {
    const { why, notTried, inCheck } = r.stopped;
    parts.unshift(`Restoring stopped part way: ${inCheck ? why : `the device's storage failed (${why}).`}`);
    const lost = `${count(notTried, 'record')} ${notTried === 1 ? 'was' : 'were'} not restored.`;
    parts.push(`${lost} Nothing already stored was changed; import the same file again to add the rest.`);
  }
  return parts.join(' ');
}
