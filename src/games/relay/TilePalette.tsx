import type { Ref } from 'preact';
import { RELAY_FACES, relayFaceKey } from '../../rules/relay';
import { Name } from '../../ui/Name';
import type { RelayTile } from '../../rules/relay';
import { ErrorNotice } from '../../ui/Notice';
import { boxName } from './DisplayGrid';
import type { Box } from './DisplayGrid';
import { TileGlyph } from './TileGlyph';

interface Props {
  name: string;
  box: Box;
  /** The box holds a tile that can be taken out. */
  filled: boolean;
  /** Why the last tile was refused (R8), shown here beside the tiles and announced. */
  error: string | null;
  onChoose: (tile: RelayTile | null) => void;
  onDismiss: () => void;
  onClose: () => void;
  sheetRef?: Ref<HTMLDivElement>;
}

/** The twelve faces as a bottom sheet pinned above the screen's edge: always in sight while a box is entered. */
export function TilePalette({ name, box, filled, error, onChoose, onDismiss, onClose, sheetRef }: Props) {
  return (
    <div class="relay-sheet" role="group" aria-label={`Tile for ${boxName(box)}`} ref={sheetRef}>
      <p class="relay-sheet-head">
        <strong>
          <Name>{name}</Name>
        </strong>
        : {boxName(box)}
      </p>
      <ErrorNotice message={error} onDismiss={onDismiss} />
      <div class="relay-faces">
        {RELAY_FACES.map((f) => (
          <button
            type="button"
            class="btn relay-face"
            key={relayFaceKey(f)}
            aria-label={`${f.motif} / ${f.texture}`}
            onClick={() => onChoose(f)}
          >
            <span class="relay-tile-words">
              <span>{f.motif}</span> <span>{f.texture}</span>
            </span>
            <TileGlyph tile={f} size="1.5rem" />
          </button>
        ))}
      </div>
      <div class="row">
        {filled && (
          <button type="button" class="btn btn-danger" onClick={() => onChoose(null)}>
            Empty this box
          </button>
        )}
        <button type="button" class="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
