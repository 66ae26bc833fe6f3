import { useEffect, useState } from 'preact/hooks';
import { copyProblem, skippedRecords, storageNotice, storageProblem } from '../platform/store';
import type { RebuildReport } from '../storage/recover';

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

/** A notice as words: a rebuild's report is worded by a module fetched only then. */
function useNoticeText(notice: string | RebuildReport | null): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (typeof notice !== 'object' || notice === null) return;
    let current = true;
    void import('./screens/rebuilt-words').then((m) => current && setText(m.rebuiltInWords(notice)));
    return () => {
      current = false;
    };
  }, [notice]);
  return typeof notice === 'string' ? notice : notice && text;
}

/** What the user needs to know about storage, under the top bar on every screen. */
export function StorageBanner() {
  const skipped = skippedRecords.value;
  const notice = useNoticeText(storageNotice.value);
  return (
    <>
      {storageProblem.value && (
        <div class="banner notice notice-error" role="alert">
          {storageProblem.value}
        </div>
      )}
      {copyProblem.value && (
        <div class="banner notice row" role="alert">
          <span>{copyProblem.value}</span>
          <button type="button" class="btn btn-quiet" onClick={() => (copyProblem.value = null)}>
            OK
          </button>
        </div>
      )}
      {notice && (
        <div class="banner notice row" role="alert">
          <span>{notice}</span>
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
