import type { ComponentType } from 'preact';
import type { GameDetailProps } from '../games/chunk';
import type { GameId } from '../storage/types';
import { withCatalog, type Catalog } from '../text/i18n';

// Each game is a lazy chunk (its `index.tsx`), precached for offline use. These are the only imports of a
// game's code: the route table's, and the finished game's page for what a game draws there itself.
// Each comes with its catalog in the app's language (src/locales/<locale>/<game>.po).
const relayWords: Catalog = (l) => import(`../locales/${l}/relay.po`);
export const relayChunk = withCatalog(relayWords, () => import('../games/relay/index.tsx'));
export const parcelChunk = withCatalog(
  (l) => import(`../locales/${l}/parcel.po`),
  () => import('../games/parcel/index.tsx'),
);
export const royalChunk = withCatalog(
  (l) => import(`../locales/${l}/royal.po`),
  () => import('../games/royal/index.tsx'),
);
export const choicesChunk = withCatalog(
  (l) => import(`../locales/${l}/choices.po`),
  () => import('../games/choices/index.tsx'),
);

/** What was entered, drawn by the game on the finished game's page (its own small chunk). */
export const GAME_DETAIL: Partial<Record<GameId, () => Promise<{ default: ComponentType<GameDetailProps> }>>> = {
  relay: withCatalog(relayWords, () => import('../games/relay/HistoryDetail.tsx')),
};
