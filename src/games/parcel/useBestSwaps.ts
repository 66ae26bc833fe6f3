import { useEffect, useState } from 'preact/hooks';
import { store } from '../../platform/store';
import { bestSwaps } from './history';

/** The personal best for this many players from history: undefined while loading, null when there is none. */
export function useBestSwaps(players: number): number | null | undefined {
  const [best, setBest] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    store()
      .listHistory('parcel')
      .then((rs) => setBest(bestSwaps(rs, players)))
      .catch(() => setBest(null));
  }, [players]);
  return best;
}
