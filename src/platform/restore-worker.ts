/*
 * Reads and checks a backup file off the page's thread (parsing and checking
 * 12,000 games would otherwise hold the screen for seconds). Each batch's
 * games go back as soon as they are checked, so the page stores the first
 * batch while this checks the next; in parts, so the page never takes one
 * long message at once.
 */
import { openBackup } from './restore-check';
import type { CheckedNames, OpenedBackup } from './restore-check';
import type { HistoryRecord } from '../storage/types';

export interface CheckAsk {
  file: Blob;
  /** Valid games per batch, and in the first (see openBackup). */
  batch: number;
  first: number;
}

export type CheckReply =
  | { start: Pick<OpenedBackup, 'records' | 'ids'> }
  | { part: HistoryRecord[] }
  /** Closes a batch (its games are the parts since the last one): what was refused in it. */
  | { batch: [string, number][] }
  | { done: CheckedNames }
  | { error: string };

/** Games per message: the page takes each message in one task, so parts stay small. */
const PART = 100;
const post = (reply: CheckReply) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(reply);
};

self.addEventListener('message', (e: MessageEvent<CheckAsk>) => {
  void e.data.file.text().then((text) => {
    let opened: OpenedBackup;
    try {
      opened = openBackup(text, e.data.batch, e.data.first);
    } catch (err) {
      post({ error: err instanceof Error ? err.message : String(err) });
      return;
    }
    post({ start: { records: opened.records, ids: opened.ids } });
    for (const { games, refused } of opened.batches) {
      for (let i = 0; i < games.length; i += PART) post({ part: games.slice(i, i + PART) });
      post({ batch: [...refused] });
    }
    post({ done: opened.names() });
  }, (err: unknown) => post({ error: `The file could not be read (${String(err)}).` }));
});
