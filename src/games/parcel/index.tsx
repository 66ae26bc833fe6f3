// The chunk's entry: the setup screen and the game in progress.
import './catalog';
export { Setup } from './Setup';
export { Play } from './Play';
export { recordLines } from './record-words';
