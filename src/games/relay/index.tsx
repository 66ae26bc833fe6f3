import { gameById } from '../registry';
import { Placeholder } from '../Placeholder';

export default function Game() {
  return <Placeholder entry={gameById('relay')} summary={['Pattern Relay: rules summary coming.']} />;
}
