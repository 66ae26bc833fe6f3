import { Lazy } from '../Lazy';
import { NotFound } from '../NotFound';
import type { GameScreenProps } from '../registry';
import { Play } from './Play';

const landing = () => import('./Landing');
const practice = () => import('./Practice');

export default function PatternRelay({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Lazy title="Pattern Relay" load={landing} props={{}} />;
  if (first === 'play' && id) return <Play key={id} id={id} />;
  if (first === 'practice' && !id) return <Lazy title="Pattern Relay" load={practice} props={{}} />;
  return <NotFound title="Pattern Relay" game="relay" message="There is no Pattern Relay page at this address." />;
}
