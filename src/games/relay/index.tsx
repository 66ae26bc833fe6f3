// The chunk's entry. Setup is its first screen, so it ships in it: opening /pattern-relay is one chunk fetch
// (its imports are preloaded beside it), not three in a row. Practice shows the same tiles and scoring, so it ships here too.
import './catalog';
export { default as Setup } from './Landing';
export { default as Practice } from './Practice';
export { Play } from './Play';
export { recordLines } from './record-words';
