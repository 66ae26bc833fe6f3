import { gameById } from '../registry';
import { Placeholder } from '../Placeholder';

export default function Game() {
  return <Placeholder entry={gameById('parcel')} summary={['Parcel Parade: rules summary coming.']} />;
}
