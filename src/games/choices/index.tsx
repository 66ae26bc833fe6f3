import type { GameScreenProps } from '../registry';
import { Frame } from './Frame';
import { Landing } from './Landing';
import { BASE, Play } from './Play';

/** Pattern of Choices: [] setup, ['play', id] a game in progress. */
export default function PatternOfChoices({ path }: GameScreenProps) {
  if (path.length === 0) return <Landing />;
  if (path[0] === 'play' && path[1] && path.length === 2) return <Play key={path[1]} id={path[1]} />;
  return (
    <Frame where="Page not found">
      <p role="alert">There is no Pattern of Choices page here.</p>
      <a class="btn" href={BASE}>
        Go to Pattern of Choices setup
      </a>
    </Frame>
  );
}
