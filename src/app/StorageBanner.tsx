import { skippedRecords, storageNotice, storageProblem } from '../platform/store';

/** How each kind of record left out is counted in words: one, many. */
const KINDS: Record<string, [string, string]> = {
  'a game in progress': ['game in progress', 'games in progress'],
  'a finished game': ['finished game', 'finished games'],
  'a remembered name': ['remembered name', 'remembered names'],
};

/** "8 saved items could not be read and were left out: 3 games in progress, 2 remembered names, 3 finished games." */
export function skippedInWords(skipped: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const what of skipped) counts.set(what, (counts.get(what) ?? 0) + 1);
  const kinds = [...counts].map(([what, n]) => `${n} ${KINDS[what]?.[n === 1 ? 0 : 1] ?? what}`);
  const n = skipped.length;
  return `${n} saved item${n === 1 ? '' : 's'} could not be read and ${n === 1 ? 'was' : 'were'} left out: ${kinds.join(', ')}.`;
}

/** What the user needs to know about storage, under the top bar on every screen. */
export function StorageBanner() {
  const skipped = skippedRecords.value;
  return (
    <>
      {storageProblem.value && (
        <div class="banner notice notice-error" role="alert">
          {storageProblem.value}
        </div>
      )}
      {storageNotice.value && (
        <div class="banner notice row" role="alert">
          <span>{storageNotice.value}</span>
          <button type="button" class="btn btn-quiet" onClick={() => (storageNotice.value = null)}>
            OK
          </button>
        </div>
      )}
      {skipped.length > 0 && (
        <div class="banner notice" role="status">
          {skippedInWords(skipped)}
        </div>
      )}
    </>
  );
}
