import { Screen } from '../../ui/Screen';
import type { GameScreenProps } from '../registry';
import { Landing } from './Landing';
import { Play } from './Play';
import { Practice } from './Practice';
import { Result } from './Result';
import { BASE } from './start';

export default function PatternRelay({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Landing />;
  if (first === 'play' && id) return <Play id={id} />;
  if (first === 'practice' && !id) return <Practice />;
  if (first === 'result' && id) return <Result id={id} />;
  return (
    <Screen title="Pattern Relay">
      <p>There is no Pattern Relay page at this address.</p>
      <a class="btn" href={BASE}>
        Back to Pattern Relay
      </a>
    </Screen>
  );
}
