import { t } from '@lingui/core/macro';
import { isolate } from '../../text/words';
import { Tagged } from '../../ui/Tagged';
import { motifWord, textureWord } from '../../ui/terms';
import type { Ref } from 'preact';
import { RELAY_FACES, relayFaceKey } from '../../rules/relay';
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
  const [where, who] = [boxName(box), isolate(name)];
  return (
    <div class="relay-sheet" role="group" aria-label={t`Tile for ${where}`} ref={sheetRef}>
      <p class="relay-sheet-head">
        <Tagged text={t`<0>${who}</0>: ${where}`} parts={{ 0: <strong /> }} />
      </p>
      <ErrorNotice message={error} onDismiss={onDismiss} />
      <div class="relay-faces">
        {RELAY_FACES.map((f) => (
          <button
            type="button"
            class="btn relay-face"
            key={relayFaceKey(f)}
            aria-label={`${motifWord(f.motif)} / ${textureWord(f.texture)}`}
            onClick={() => onChoose(f)}
          >
            <span class="relay-tile-words">
              <span>{motifWord(f.motif)}</span> <span>{textureWord(f.texture)}</span>
            </span>
            <TileGlyph tile={f} size="1.5rem" />
          </button>
        ))}
      </div>
      <div class="row">
        {filled && (
          <button type="button" class="btn btn-danger" onClick={() => onChoose(null)}>
            {t`Empty this box`}
          </button>
        )}
        <button type="button" class="btn" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </div>
  );
}
