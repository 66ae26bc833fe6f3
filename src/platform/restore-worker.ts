/*
 * Reads and checks a backup file off the page's thread (parsing and checking
 * 12,000 games would otherwise hold the screen for seconds). The checked
 * games come back in parts, so the page never takes one long message at once.
 */
import { checkBackup } from './restore-check';
import type { Checked } from './restore-check';

export type CheckReply =
  | { part: Checked['games'] }
  | { done: Omit<Checked, 'games'> }
  | { error: string };

/** Games per message: the page takes each message in one task, so parts stay small. */
const PART = 100;
const post = (reply: CheckReply) => {
  // A worker's postMessage has no target origin: the rule is for windows.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(reply);
};

self.addEventListener('message', (e: MessageEvent<Blob>) => {
  void e.data.text().then((text) => {
    let checked: Checked;
    try {
      checked = checkBackup(text);
    } catch (err) {
      post({ error: err instanceof Error ? err.message : String(err) });
      return;
    }
    const { games, ...rest } = checked;
    for (let i = 0; i < games.length; i += PART) post({ part: games.slice(i, i + PART) });
    post({ done: rest });
  }, (err: unknown) => post({ error: `The file could not be read (${String(err)}).` }));
});
