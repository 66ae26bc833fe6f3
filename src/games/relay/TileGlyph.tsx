import type { RelayTile } from '../../rules/relay';
import { TilePaths } from '../../ui/glyphs/relay-tile';

// A picture after the words (the printed card draws the same). Decorative only.
export function TileGlyph({ tile, size = '2rem' }: { tile: RelayTile; size?: string }) {
  return (
    <svg class="relay-glyph" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <TilePaths tile={tile} />
    </svg>
  );
}
