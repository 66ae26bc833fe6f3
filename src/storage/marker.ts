/*
 * Notes in localStorage, which the browser does not delete with IndexedDB: that games were saved here (an empty
 * database and copy are then told as a loss), and that the second copy holds what was stored before it existed.
 */
const SAVED = 'tableside.saved-before';
const SEEDED = 'tableside.copy-seeded';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function note(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // A full or blocked localStorage costs only the warning after a loss, or copying to the second copy again.
  }
}

let noted = false;
export function noteDataSaved(): void {
  if (!noted) note(SAVED);
  noted = true;
}
export const dataWasSavedBefore = () => read(SAVED);
export const copySeeded = () => read(SEEDED);
export const markCopySeeded = () => note(SEEDED);
