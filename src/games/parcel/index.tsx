import type { GameScreenProps } from '../registry';
import { Screen } from '../../ui/Screen';
import { Play } from './Play';
import { Setup } from './Setup';

/** Parcel Parade: [] setup, ['play', id] a parade in progress. */
export default function ParcelParade({ path }: GameScreenProps) {
  if (path.length === 0) return <Setup />;
  if (path[0] === 'play' && path[1] && path.length === 2) return <Play key={path[1]} id={path[1]} />;
  return (
    <Screen title="Parcel Parade">
      <p role="alert">There is no Parcel Parade page here.</p>
      <a class="btn" href="/parcel-parade">Go to Parcel Parade setup</a>
    </Screen>
  );
}
