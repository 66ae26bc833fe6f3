import './royal.css';
import type { GameScreenProps } from '../registry';
import { NotFound } from '../NotFound';
import { Landing } from './Landing';
import { Play } from './Play';
import { Result } from './Result';
import { NewScorer } from './Scorer';

/** Royal Draft: [] landing, ['scorer'], ['play', id], ['result', historyId]. */
export default function RoyalDraft({ path }: GameScreenProps) {
  const [first, id] = path;
  if (!first) return <Landing />;
  if (first === 'scorer' && !id) return <NewScorer />;
  if (first === 'play' && id) return <Play key={id} id={id} />;
  if (first === 'result' && id) return <Result id={id} />;
  return <NotFound title="Royal Draft" game="royal" message="There is no such page in Royal Draft." />;
}
