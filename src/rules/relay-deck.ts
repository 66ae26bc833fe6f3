// Pattern Relay's tiles (pattern-relay.txt): the faces, the deck, and what each check is worth (RULINGS R7).

export type Motif = 'SUN' | 'LEAF' | 'KEY';
export type Texture = 'DOTS' | 'LINES' | 'WAVES' | 'RINGS';
export interface RelayTile {
  motif: Motif;
  texture: Texture;
}

export const MOTIFS: readonly Motif[] = Object.freeze(['SUN', 'LEAF', 'KEY'] as const);
export const TEXTURES: readonly Texture[] = Object.freeze(['DOTS', 'LINES', 'WAVES', 'RINGS'] as const);
/** The 12 tile faces, motif-major (SUN/DOTS, SUN/LINES, ...). */
export const RELAY_FACES: readonly RelayTile[] = Object.freeze(
  MOTIFS.flatMap((motif) => TEXTURES.map((texture) => Object.freeze({ motif, texture }))),
);
export const RELAY_COPIES = 4;
/** R7: what each check is worth, and the most a round can score. */
export const RELAY_POINTS = Object.freeze({ column: 3, row: 4, allTextures: 4, max: 21 });

/** A fresh 48-tile deck, four copies of each face, in face order (shuffle it yourself). */
export function relayDeck(): RelayTile[] {
  return RELAY_FACES.flatMap((f) =>
    Array.from({ length: RELAY_COPIES }, () => ({ motif: f.motif, texture: f.texture })),
  );
}
