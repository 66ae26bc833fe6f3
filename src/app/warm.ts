import { historyVersion, store } from '../platform/store';
import type { HistoryRecord, Summary } from '../storage/types';

/** Rows per History page (a screen of rows at every size, and a few to scroll into). */
export const PAGE = 40;

/**
 * A read kept for the next screen that needs it, valid while no finished game
 * has been written since it began (`historyVersion`), so History and Stats draw
 * at once on the next visit and, read ahead on the tap, on the first one too.
 * Screens still read afresh on every visit: another tab may have written.
 */
function kept<T>(read: () => Promise<T>) {
  let last: { version: number; value: T } | null = null;
  let pending: { version: number; promise: Promise<T> } | null = null;
  return {
    /** The kept value, when nothing was written since it was read. */
    now(): T | undefined {
      return last && last.version === historyVersion() ? last.value : undefined;
    },
    /** Reads afresh (joining a read already under way that began since the last write) and keeps the answer. */
    read(): Promise<T> {
      const version = historyVersion();
      if (pending?.version === version) return pending.promise;
      const promise = read().then((value) => {
        if (version === historyVersion()) last = { version, value };
        return value;
      });
      pending = { version, promise };
      void promise.then(
        () => pending?.promise === promise && (pending = null),
        () => pending?.promise === promise && (pending = null),
      );
      return promise;
    },
  };
}

/** The first page of the whole history, newest first. */
export const firstHistoryPage = kept<HistoryRecord[]>(() => store().pageHistory({}, 0, PAGE));
/** How many finished games there are (from the summaries). */
export const historyCount = kept<number>(() => store().countHistory({}));
/** The per-game and per-player summaries Stats and the name lists read. */
export const keptSummaries = kept<Summary[]>(() => store().listSummaries());

/**
 * Reads ahead what History or Stats shows first (on the first touch, beside fetching their code): what the screen
 * tapped draws first is asked for first, the rest once it is in.
 */
export function readAhead(screen: 'history' | 'stats'): void {
  const [first, ...rest] =
    screen === 'history'
      ? [firstHistoryPage, historyCount, keptSummaries]
      : [keptSummaries, firstHistoryPage, historyCount];
  const later = () => rest.forEach((k) => k.read().catch(() => undefined));
  first!.read().then(later, later);
}
