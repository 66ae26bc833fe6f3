import { Lazy } from '../../ui/Lazy';
import { NotFound } from '../NotFound';
import type { GameScreenProps } from '../registry';
import Landing from './Landing';
import { Play } from './Play';

// Setup is this chunk's first screen, so it ships in it: opening /pattern-relay is one chunk fetch (its imports
// are preloaded beside it), not three in a row. Practice, opened rarely, stays a chunk of its own.
const practice = () => import('./Practice');

export default function PatternRelay({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Landing />;
  if (first === 'play' && id) return <Play key={id} id={id} />;
  if (first === 'practice' && !id) return <Lazy title="Pattern Relay" load={practice} props={{}} />;
  return <NotFound title="Pattern Relay" game="relay" message="There is no Pattern Relay page at this address." />;
}
