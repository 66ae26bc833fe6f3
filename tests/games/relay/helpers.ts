import type { Motif, RelayPartialDisplay, RelayTile, Texture } from '../../../src/rules';

/** 'SUN/DOTS' -> tile */
const tile = (face: string): RelayTile => {
  const [motif, texture] = face.split('/') as [Motif, Texture];
  return { motif, texture };
};

/** Six faces (TOP left to right, then BOTTOM), '-' for an empty box. */
export function display(...faces: string[]): RelayPartialDisplay {
  const t = faces.map((f) => (f === '-' ? null : tile(f)));
  return { top: t.slice(0, 3), bottom: t.slice(3, 6) };
}

/** The text's worked example: 18 points. */
export const WORKED = display('SUN/DOTS', 'LEAF/LINES', 'KEY/WAVES', 'SUN/RINGS', 'KEY/DOTS', 'KEY/LINES');
