import { store } from '../../platform/store';
import type { HistoryRecord } from '../../storage/types';
import { useResource } from '../../ui/resource';
import { bestSwapsIn } from './history';

/** A game at its end: its id once its save has landed (null until then), and its record. */
export interface EndedGame {
  saved: string | null;
  record: () => HistoryRecord;
}

/**
 * The personal best for this many players, from the kept summaries (never the
 * Parcel Parade games themselves): undefined while loading, null when there is none.
 * At a game's end (`ended`) it is read once that game's save has landed and with
 * the game taken back out, so the game is never compared with itself, whichever
 * lands first, the save or the read (a correction saved again included).
 */
export function useBestSwaps(players: number, ended?: EndedGame): number | null | undefined {
  const waiting = ended !== undefined && ended.saved === null;
  const best = useResource(
    () =>
      waiting
        ? Promise.resolve(undefined)
        : store()
            .listSummaries()
            .then((all) => bestSwapsIn(all, players, ended?.record())),
    [players, waiting, ended?.saved],
  );
  if (waiting || best.loading.value) return undefined;
  return best.failed.value ? null : best.value.value;
}
