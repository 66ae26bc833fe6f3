/*
 * A one-line note beside the database (localStorage, which the browser does
 * not delete with IndexedDB) that games were once saved here. When both the
 * database and the second copy come back empty, it is how the app knows to
 * say that something was lost instead of showing a fresh, empty app.
 */
const KEY = 'tableside.saved-before';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let noted = false;

export function noteDataSaved(): void {
  if (noted) return;
  noted = true;
  try {
    local()?.setItem(KEY, '1');
  } catch {
    // A full or blocked localStorage only costs the warning after a loss.
  }
}

export function dataWasSavedBefore(): boolean {
  try {
    return local()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
