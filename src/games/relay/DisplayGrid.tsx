import { t } from '@lingui/core/macro';
import { faceWord, motifWord, textureWord } from '../../ui/terms';
import { RELAY_POINTS, relayFaceKey, relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay, RelayRow } from '../../rules/relay';
import { TileGlyph } from './TileGlyph';

export type Box = { row: RelayRow; col: number };
const ROWS: readonly RelayRow[] = ['top', 'bottom'];
const COLS = [0, 1, 2] as const;
const BOXES: readonly Box[] = ROWS.flatMap((row) => COLS.map((col) => ({ row, col })));

export function boxName(b: Box): string {
  const box = b.col + 1;
  return b.row === 'top' ? t`TOP row, box ${box}` : t`BOTTOM row, box ${box}`;
}

/** A box's key in the page (data-box), the same in every language. */
export const boxKey = (b: Box): string => `${b.row}-${b.col}`;

/** The first empty box after `from` (reading order, wrapping), or from the start; null when the display is full. */
export function nextEmpty(d: RelayPartialDisplay, from: Box | null = null): Box | null {
  const start = from ? BOXES.findIndex((b) => b.row === from.row && b.col === from.col) : -1;
  for (let k = 1; k <= BOXES.length; k++) {
    const b = BOXES[(start + k) % BOXES.length];
    if (b && d[b.row][b.col] === null) return b;
  }
  return null;
}

interface Props {
  display: RelayPartialDisplay;
  /** Whose display, for labels. */
  name: string;
  /** The box being entered, if any. */
  selected?: Box | null;
  /** Taps on a box; omit for a read-only display (practice, history). */
  onPick?: (box: Box) => void;
}

/** A 2x3 display. Boxes that earn points carry a ✓ and say so in words (R7), never by colour alone. */
export function DisplayGrid({ display, name, selected, onPick }: Props) {
  const p = relayPartialPreview(display);
  const points = RELAY_POINTS.row;
  const rowHead = (row: RelayRow, i: number) => (
    <p class="relay-row-head">
      <strong>{row === 'top' ? t`TOP` : t`BOTTOM`}</strong>{' '}
      <span>
        {p.rows[i] === RELAY_POINTS.row
          ? t`✓ ${points}, three textures`
          : p.rows[i] === 0
            ? t`0, a texture repeats`
            : t({ comment: 'a row not yet decided', message: 'open' })}
      </span>
    </p>
  );
  const box = (b: Box) => {
    const tile = display[b.row][b.col] ?? null;
    const earns = p.columns[b.col] === RELAY_POINTS.column || p.rows[b.row === 'top' ? 0 : 1] === RELAY_POINTS.row;
    const [where, face] = [boxName(b), tile ? faceWord(relayFaceKey(tile)) : t`empty`];
    const text = earns ? t`${where}: ${face}, earns points` : t`${where}: ${face}`;
    const inner = tile ? (
      <>
        <span class="relay-tile-words">
          <span>{motifWord(tile.motif)}</span> <span>{textureWord(tile.texture)}</span>
        </span>
        <span class="relay-tile-pic">
          <TileGlyph tile={tile} />
          {earns && <span aria-hidden="true">✓</span>}
        </span>
      </>
    ) : (
      <span class="relay-tile-words muted">{t`empty`}</span>
    );
    const cls = `relay-box${earns ? ' relay-earns' : ''}${tile ? '' : ' relay-empty'}`;
    if (!onPick)
      return (
        <div class={cls} role="img" aria-label={text} key={text}>
          {inner}
        </div>
      );
    const on = selected?.row === b.row && selected.col === b.col;
    return (
      <button
        type="button"
        key={boxKey(b)}
        data-box={boxKey(b)}
        class={cls}
        aria-pressed={on}
        aria-label={tile ? t`${text}. Change` : t`${text}. Enter a tile`}
        onClick={() => onPick(b)}
      >
        {inner}
      </button>
    );
  };
  return (
    <div class="relay-grid" role="group" aria-label={t`${name}'s display`}>
      {rowHead('top', 0)}
      {COLS.map((col) => box({ row: 'top', col }))}
      {COLS.map((c) => (
        <p class="relay-col-mark" key={c}>
          {p.columns[c] === RELAY_POINTS.column ? `✓ ${RELAY_POINTS.column}` : p.columns[c] === 0 ? '0' : '·'}
          <span class="visually-hidden"> {t`column ${c + 1}`}</span>
        </p>
      ))}
      {COLS.map((col) => box({ row: 'bottom', col }))}
      {rowHead('bottom', 1)}
    </div>
  );
}
