import type { Store } from './types';

// A JSON file of finished games and remembered names; src/platform/restore.ts reads one back.

export const BACKUP_FORMAT = 'tableside-backup';
export const BACKUP_VERSION = 1;
/** Finished games per read while a backup is written: one page's text is all the page holds at once. */
const PAGE = 1000;

/** Written a page at a time into a Blob of parts (kept outside the page's memory, so any size fits); games in id order. */
export async function backupFile(store: Store, now: number): Promise<{ file: Blob; games: number }> {
  const parts: BlobPart[] = [
    `{"format":"${BACKUP_FORMAT}","version":${BACKUP_VERSION},"exportedAt":${now},"history":[`,
  ];
  let games = 0;
  let last = '';
  await store.eachHistory(async (page) => {
    // A read that starts again part way (a store falling back) never writes a game twice.
    const fresh = page.filter((r) => r.id > last);
    if (!fresh.length) return;
    last = fresh.at(-1)!.id;
    parts.push(new Blob([(games ? ',' : '') + fresh.map((r) => JSON.stringify(r)).join(',')]));
    games += fresh.length;
  }, PAGE);
  parts.push(`],"players":${JSON.stringify(await store.listPlayers())}}`);
  return { file: new Blob(parts, { type: 'application/json' }), games };
}
