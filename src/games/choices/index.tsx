// The chunk's entry: the setup screen and the game in progress (online play is a chunk of its own).
import './catalog';
export { Landing as Setup } from './Landing';
export { Play } from './Play';
export { recordLines } from './record-words';
