// The chunk's entry. Setup is its first screen, so it ships in it: opening /pattern-relay is one chunk fetch
// (its imports are preloaded beside it), not three in a row. Practice, opened rarely, is a chunk of its own.
export { default as Setup } from './Landing';
export { Play } from './Play';
export { recordLines } from './record-words';
