import type { SecondCopy } from './copy';
import type { CopyLoss } from './copy-log';
import type { IdbStore } from './idb-store';
import { dataWasSavedBefore } from './marker';

/** What a rebuild from the second copy brought back, and each record it could not (facts: the app words them). */
export interface RebuildReport {
  sessions: number;
  history: number;
  /** Remembered names are not in the copy: true when the database was new (they are gone). */
  namesLost: boolean;
  lost: CopyLoss[];
}

/**
 * When the database came back missing or empty, rebuilds it from the second copy; returns what to tell the user: the
 * rebuild's report, a sentence when both copies are gone, or null (nothing to rebuild; the copy is reconciled later).
 */
export async function recover(
  idb: IdbStore,
  copyOpening: Promise<SecondCopy | null>,
  created: boolean,
): Promise<RebuildReport | string | null> {
  if (!created && !(await idb.isEmpty())) return null;
  // One rebuild across tabs: a tab that finds the database empty while another rebuilds it waits, then finds it full.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks
    ? locks.request('tableside-rebuild', () => rebuild(idb, copyOpening, created))
    : rebuild(idb, copyOpening, created);
}

async function rebuild(
  idb: IdbStore,
  copyOpening: Promise<SecondCopy | null>,
  created: boolean,
): Promise<RebuildReport | string | null> {
  if (!(await idb.isEmpty())) return null;
  const copy = await copyOpening;
  const found = copy ? await copy.read().catch(() => null) : null;
  if (found && found.sessions.length + found.history.length + found.lost.length > 0) {
    await idb.putAll(found.sessions, found.history);
    return { sessions: found.sessions.length, history: found.history.length, namesLost: created, lost: found.lost };
  }
  if (created && dataWasSavedBefore()) {
    return "The games saved on this device are gone: the browser deleted this app's storage, and no second copy could be found. New games are saved as usual.";
  }
  return null;
}
