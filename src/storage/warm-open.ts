import { DB_NAME } from './db-name';
import { mark } from './stage';

/**
 * Opening a database of many games takes the browser most of a second on a
 * phone, and the app's own open (safe-store.ts) starts only once the storage
 * code has loaded. This asks for the database as the page starts, so the
 * browser opens it while the page loads and draws; the app's own connection
 * then finds it open. It asks for no version, so it never creates or upgrades
 * anything (an upgrade it would start is called off: the app's open does it),
 * and it lets go at once when another open needs an upgrade or a deletion.
 * Returns the function that lets go (once the app's own open has answered).
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
