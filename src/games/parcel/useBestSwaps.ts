import { store } from '../../platform/store';
import { useResource } from '../../ui/resource';
import { bestSwapsIn } from './history';

/**
 * The personal best for this many players, from the kept summaries (never the
 * Parcel Parade games themselves): undefined while loading, null when there is none.
 */
export function useBestSwaps(players: number): number | null | undefined {
  const best = useResource(
    () =>
      store()
        .listSummaries()
        .then((all) => bestSwapsIn(all, players)),
    [players],
  );
  return best.failed.value ? null : best.value.value;
}
