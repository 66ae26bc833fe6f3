import { restoreBackup } from '../src/platform/restore-worker';
import type { Progress } from '../src/platform/restore-worker';
import { MemoryCopy } from './storage/memory-copy';
import { openTablesideDB } from '../src/storage/idb-store';

/**
 * Restores a backup file on this thread through the one restore path, into
 * the app's IndexedDB (fake-indexeddb in tests) and `copy` as the second copy.
 */
export async function restoreHere(
  file: string | Blob,
  { copy = new MemoryCopy(), progress, batch }: { copy?: MemoryCopy; progress?: Progress; batch?: number } = {},
) {
  const db = await openTablesideDB();
  try {
    const blob = typeof file === 'string' ? new Blob([file]) : file;
    return await restoreBackup(blob, { db, copy }, progress, batch);
  } finally {
    db.close();
  }
}
