import { Screen } from '../../ui/Screen';
import type { GameScreenProps } from '../registry';
import { Lazy } from './Lazy';
import { Play } from './Play';
import { BASE } from './start';

const landing = () => import('./Landing');
const practice = () => import('./Practice');

export default function PatternRelay({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Lazy load={landing} />;
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
