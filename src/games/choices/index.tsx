import { gameById } from '../registry';
import { Placeholder } from '../Placeholder';

export default function Game() {
  return <Placeholder entry={gameById('choices')} summary={['Pattern of Choices: rules summary coming.']} />;
}
