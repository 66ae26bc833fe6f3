import { useSignal, useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { store } from '../../platform/store';
import { bestSwapsIn } from './history';

/**
 * The personal best for this many players, from the kept summaries (never the
 * Parcel Parade games themselves): undefined while loading, null when there is none.
 */
export function useBestSwaps(players: number): number | null | undefined {
  const best = useSignal<number | null | undefined>(undefined);
  const wanted = useSignal(players);
  useEffect(() => void (wanted.value = players), [players]);
  useSignalEffect(() => {
    const n = wanted.value;
    let live = true;
    store()
      .listSummaries()
      .then((all) => live && (best.value = bestSwapsIn(all, n)))
      .catch(() => live && (best.value = null));
    return () => void (live = false);
  });
  return best.value;
}
