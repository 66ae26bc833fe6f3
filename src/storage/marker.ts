/*
 * A note in localStorage, which the browser does not delete with IndexedDB: that games were saved here (an empty
 * database and copy are then told as a loss).
 */
const SAVED = 'tableside.saved-before';

let noted = false;
export function noteDataSaved(): void {
  if (!noted) {
    try {
      localStorage.setItem(SAVED, '1');
    } catch {
      // A full or blocked localStorage costs only the warning after a loss.
    }
  }
  noted = true;
}

export function dataWasSavedBefore(): boolean {
  try {
    return localStorage.getItem(SAVED) === '1';
  } catch {
    return false;
  }
}
