import { Screen } from '../../ui/Screen';
import type { GameScreenProps } from '../registry';
import Landing from './Landing';
import { Lazy } from './Lazy';
import { Play } from './Play';
import { BASE } from './start';

// Setup is this chunk's first screen, so it ships in it: opening /pattern-relay is one chunk fetch (its imports
// are preloaded beside it), not three in a row. Practice, opened rarely, stays a chunk of its own.
const practice = () => import('./Practice');

export default function PatternRelay({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Landing />;
  if (first === 'play' && id) return <Play id={id} />;
  if (first === 'practice' && !id) return <Lazy load={practice} />;
  return (
    <Screen title="Pattern Relay">
      <p>There is no Pattern Relay page at this address.</p>
      <a class="btn" href={BASE}>
        Back to Pattern Relay
      </a>
    </Screen>
  );
}
