// The chunk's entry: the setup screen and the game in progress.
export { Setup } from './Setup';
export { Play } from './Play';
export { recordLines } from './record-words';
