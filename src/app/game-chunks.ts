import type { ComponentType } from 'preact';
import type { GameDetailProps } from '../games/chunk';
import type { GameId } from '../storage/types';

// Each game is a lazy chunk (its `index.tsx`, which loads the game's catalog first), precached for offline use.
// These are the only imports of a game's code: the route table's, and the finished game's page for what a game
// draws there itself.
export const relayChunk = () => import('../games/relay/index.tsx');
export const parcelChunk = () => import('../games/parcel/index.tsx');
export const royalChunk = () => import('../games/royal/index.tsx');
export const choicesChunk = () => import('../games/choices/index.tsx');

/** What was entered, drawn by the game on the finished game's page (its own small chunk). */
export const GAME_DETAIL: Partial<Record<GameId, () => Promise<{ default: ComponentType<GameDetailProps> }>>> = {
  relay: () => import('../games/relay/HistoryDetail.tsx'),
};
