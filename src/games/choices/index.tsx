import type { GameScreenProps } from '../registry';
import { NotFound } from '../NotFound';
import { Landing } from './Landing';
import { LazyOnline } from './online/Lazy';
import { Play } from './Play';

/** Pattern of Choices: [] setup, ['play', id] a game in progress. */
export default function PatternOfChoices({ path }: GameScreenProps) {
  if (path.length === 0) return <Landing />;
  if (path[0] === 'online') return <LazyOnline path={path.slice(1)} />;
  if (path[0] === 'play' && path[1] && path.length === 2) return <Play key={path[1]} id={path[1]} />;
  return <NotFound title="Pattern of Choices" game="choices" message="There is no Pattern of Choices page here." />;
}
