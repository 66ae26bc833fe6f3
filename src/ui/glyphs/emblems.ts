import type { GameId } from '../../storage/types';

// The drawings a game's emblem takes from its own cards, one source for the screens, the printed cards and the
// installed app's shortcut icons (vite.config.ts draws those at build from EMBLEMS). Plain data: no imports but
// types, so the first load carries only these few paths, and the build can read them in Node.

/** Pattern Relay's LEAF motif and LINES texture, in a tile's 40 x 40 box (glyphs/relay-tile.tsx draws every tile). */
export const RELAY_LEAF = 'M10 30C10 16 18 9 31 9 31 22 24 30 10 30ZM10 30 24 16';
export const RELAY_LINES = 'M2 8H38M2 16H38M2 24H38M2 32H38';
/** Parcel Parade's MOON, in a symbol's 24 x 24 box (glyphs/parcel.tsx draws every symbol). */
export const PARCEL_MOON = 'M15 3a9 9 0 1 0 6 14a7 7 0 0 1-6-14z';

/**
 * One stroke of an emblem, `w` wide in the emblem's own box. `look`: its shape filled with the ground (a motif over
 * its texture) or with the ink, or the line drawn faint, behind (a tile's texture).
 */
export interface EmblemPath {
  d: string;
  w: number;
  look?: 'ground' | 'ink' | 'faint';
}

/** Each game's emblem: its box (a square of this side) and its strokes, drawn in one colour. */
export const EMBLEMS: Readonly<Record<GameId, { box: number; paths: readonly EmblemPath[] }>> = {
  // A tile as the printed deck draws it: the LEAF motif over the LINES texture.
  relay: {
    box: 40,
    paths: [
      { d: RELAY_LINES, w: 2.5, look: 'faint' },
      { d: RELAY_LEAF, w: 3.5, look: 'ground' },
    ],
  },
  // The MOON symbol, as on its printed cards.
  parcel: { box: 24, paths: [{ d: PARCEL_MOON, w: 2, look: 'ground' }] },
  // A playing card with a heart pip (the printed deck's card, its corners too small to read at this size).
  royal: {
    box: 24,
    paths: [
      { d: 'M5 2h14v20H5z', w: 2 },
      { d: 'M12 17l-4-4a2.5 2.5 0 0 1 4-3a2.5 2.5 0 0 1 4 3z', w: 1.5, look: 'ink' },
    ],
  },
  // The six tiles an author sorts, two to each of the three zones; the picked two filled.
  choices: {
    box: 24,
    paths: [
      { d: 'M3 3h7v4H3zM14 3h7v4h-7z', w: 2, look: 'ink' },
      { d: 'M3 10h7v4H3zM14 10h7v4h-7zM3 17h7v4H3zM14 17h7v4h-7z', w: 2 },
    ],
  },
};
