import type { GameScreenProps } from '../registry';
import { NotFound } from '../NotFound';
import { Play } from './Play';
import { Setup } from './Setup';

/** Parcel Parade: [] setup, ['play', id] a parade in progress. */
export default function ParcelParade({ path }: GameScreenProps) {
  if (path.length === 0) return <Setup />;
  if (path[0] === 'play' && path[1] && path.length === 2) return <Play key={path[1]} id={path[1]} />;
  return <NotFound title="Parcel Parade" game="parcel" message="There is no Parcel Parade page here." />;
}
