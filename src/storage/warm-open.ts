import { DB_NAME } from './db-name';
import { mark } from './stage';

/**
 * Opening a database of many games takes a phone most of a second: this opens it as the page starts, before the
 * storage code has loaded. With no version asked it never creates or upgrades anything, and it lets go when another
 * open needs an upgrade or a deletion. Returns the function that lets go (once the app's own open has answered).
 */
export function openEarly(): () => void {
  let held: IDBDatabase | null = null;
  let done = false;
  const letGo = () => {
    done = true;
    held?.close();
    held = null;
  };
  try {
    const req = indexedDB.open(DB_NAME);
    req.addEventListener('upgradeneeded', () => req.transaction?.abort());
    // Called off, or no storage here: the app's own open finds out and says so.
    req.addEventListener('error', (e) => e.preventDefault());
    req.addEventListener('success', () => {
      mark('db-warm');
      held = req.result;
      held.addEventListener('versionchange', letGo);
      if (done) letGo();
    });
  } catch {
    // No IndexedDB at all: the app's own open says so.
  }
  return letGo;
}
