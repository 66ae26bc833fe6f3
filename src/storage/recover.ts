import type { SecondCopy } from './copy';
import type { IdbStore } from './idb-store';
import { copySeeded, dataWasSavedBefore, markCopySeeded } from './marker';
import { plural } from '../text/words';

/** Data saved by a version of the app without the second copy gets one, once, in the background. */
async function seedCopy(idb: IdbStore, copy: SecondCopy | null): Promise<void> {
  if (!copy || copySeeded()) return;
  for (const s of await idb.listSessions()) await copy.put('session', s);
  // A page at a time (a long history is never held in memory at once), one copy write per page, as a restore does.
  await idb.eachHistory((page) => copy.putMany(page));
  markCopySeeded();
}

/** When the database came back missing or empty, rebuilds it from the second copy; returns what to tell the user. */
export async function recover(
  idb: IdbStore,
  copyOpening: Promise<SecondCopy | null>,
  created: boolean,
): Promise<string | null> {
  if (!created && !(await idb.isEmpty())) {
    void copyOpening.then((copy) => seedCopy(idb, copy)).catch(() => undefined);
    return null;
  }
  const copy = await copyOpening;
  const found = copy ? await copy.read().catch(() => null) : null;
  if (found && found.sessions.length + found.history.length > 0) {
    await idb.putAll(found.sessions, found.history);
    markCopySeeded();
    const what = [
      found.sessions.length > 0 && plural(found.sessions.length, 'game in progress', 'games in progress'),
      found.history.length > 0 && plural(found.history.length, 'finished game', 'finished games'),
    ].filter(Boolean);
    return (
      `The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: ${what.join(' and ')}.` +
      (created ? ' Remembered player names were not in the copy.' : '')
    );
  }
  if (copy) markCopySeeded();
  if (created && dataWasSavedBefore()) {
    return "The games saved on this device are gone: the browser deleted this app's storage, and no second copy could be found. New games are saved as usual.";
  }
  return null;
}
