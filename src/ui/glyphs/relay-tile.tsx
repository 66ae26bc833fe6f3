import type { Motif, RelayTile, Texture } from '../../rules/relay-deck';
import { RELAY_LEAF, RELAY_LINES } from './emblems';

// A Pattern Relay tile's picture, drawn on screen and on the printed card alike: a texture behind, the motif on top.
// The words always carry the identity; this is a help. 40 x 40 units.
const TEXTURE: Record<Texture, string> = {
  DOTS: 'M6 6h0M20 6h0M34 6h0M13 14h0M27 14h0M6 22h0M20 22h0M34 22h0M13 30h0M27 30h0M6 36h0M20 36h0M34 36h0',
  LINES: RELAY_LINES,
  WAVES: 'M2 8q5-5 9 0t9 0 9 0 9 0M2 20q5-5 9 0t9 0 9 0 9 0M2 32q5-5 9 0t9 0 9 0 9 0',
  RINGS:
    'M4 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M30 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 32a3 3 0 1 0 6 0a3 3 0 1 0-6 0M30 32a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
};
const MOTIF: Record<Motif, string> = {
  SUN: 'M20 13a7 7 0 1 0 .1 0ZM20 5v4M20 31v4M5 20h4M31 20h4M9.5 9.5l3 3M27.5 27.5l3 3M9.5 30.5l3-3M27.5 12.5l3-3',
  LEAF: RELAY_LEAF,
  KEY: 'M9 20a5 5 0 1 0 10 0a5 5 0 1 0-10 0M19 20H33M29 20v5M33 20v5',
};

/** The texture alone, in the same 40 x 40 box. */
export function TexturePath({ texture }: { texture: Texture }) {
  return <path class="relay-tex" d={TEXTURE[texture]} />;
}

/** The tile's drawing as SVG children in a 40 x 40 box: place it in any <svg viewBox="0 0 40 40">. */
export function TilePaths({ tile }: { tile: RelayTile }) {
  return (
    <>
      <TexturePath texture={tile.texture} />
      <path class="relay-motif" d={MOTIF[tile.motif]} />
    </>
  );
}
