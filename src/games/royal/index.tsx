import { gameById } from '../registry';
import { Placeholder } from '../Placeholder';

export default function Game() {
  return <Placeholder entry={gameById('royal')} summary={['Royal Draft: rules summary coming.']} />;
}
