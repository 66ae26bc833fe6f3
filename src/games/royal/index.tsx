// The chunk's entry: the landing, the collection scorer, a saved result and the game in progress.
import './catalog';
import './royal.css';
export { Landing as Setup } from './Landing';
export { NewScorer as Scorer } from './Scorer';
export { Result } from './Result';
export { Play } from './Play';
export { recordLines } from './record-words';
