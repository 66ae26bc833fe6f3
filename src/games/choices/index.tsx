import type { GameScreenProps } from '../registry';
import { Lost } from './Frame';
import { Landing } from './Landing';
import { LazyOnline } from './online/Lazy';
import { Play } from './Play';

/** Pattern of Choices: [] setup, ['play', id] a game in progress. */
export default function PatternOfChoices({ path }: GameScreenProps) {
  if (path.length === 0) return <Landing />;
  if (path[0] === 'online') return <LazyOnline path={path.slice(1)} />;
  if (path[0] === 'play' && path[1] && path.length === 2) return <Play key={path[1]} id={path[1]} />;
  return <Lost where="Page not found" message="There is no Pattern of Choices page here." />;
}
