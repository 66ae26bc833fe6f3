import { useState } from 'preact/hooks';
import { RELAY_FACES, relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay, RelayRow, RelayTile } from '../../rules/relay';
import { TileGlyph } from './TileGlyph';
import { face } from './words';
import './relay.css';

type Box = { row: RelayRow; col: number };
const ROWS: RelayRow[] = ['top', 'bottom'];

interface Props {
  display: RelayPartialDisplay;
  /** Whose display, for labels. */
  name: string;
  /** Enters (or clears) a box; returns false when the rules refused it (the caller shows why). Omit for read-only. */
  onSet?: (row: RelayRow, col: number, tile: RelayTile | null) => boolean;
}

function nextEmpty(d: RelayPartialDisplay, from: Box): Box | null {
  const all = ROWS.flatMap((row) => [0, 1, 2].map((col) => ({ row, col })));
  const start = all.findIndex((b) => b.row === from.row && b.col === from.col);
  for (let k = 1; k <= all.length; k++) {
    const b = all[(start + k) % all.length]!;
    if (d[b.row][b.col] === null) return b;
  }
  return null;
}

/** A 2x3 display: tap a box, choose its tile from the 12 faces. Boxes that earn points carry a ✓ and say so. */
export function DisplayEditor({ display, name, onSet }: Props) {
  const [sel, setSel] = useState<Box | null>(null);
  const p = relayPartialPreview(display);
  const choose = (tile: RelayTile | null) => {
    if (!sel || !onSet || !onSet(sel.row, sel.col, tile)) return;
    if (tile === null) return;
    const after = { ...display, [sel.row]: display[sel.row].map((t, i) => (i === sel.col ? tile : t)) };
    setSel(nextEmpty(after, sel));
  };
  const rowHead = (row: RelayRow, i: number) => (
    <p class="row-head">
      <strong>{row.toUpperCase()}</strong>{' '}
      <span>{p.rows[i] === 4 ? '✓ 4, three textures' : p.rows[i] === 0 ? '0, a texture repeats' : 'open'}</span>
    </p>
  );
  const box = (row: RelayRow, col: number) => {
    const t = display[row][col] ?? null;
    const earns = p.columns[col] === 3 || p.rows[row === 'top' ? 0 : 1] === 4;
    const where = `${row.toUpperCase()} row, box ${col + 1}`;
    const text = `${where}: ${t ? face(t) : 'empty'}${earns ? ', earns points' : ''}`;
    const inner = (
      <>
        {t ? (
          <>
            <span class="tile-words">
              <span>{t.motif}</span> <span>{t.texture}</span>
            </span>
            <span class="tile-pic">
              <TileGlyph tile={t} />
              {earns && <span aria-hidden="true">✓</span>}
            </span>
          </>
        ) : (
          <span class="tile-words muted">empty</span>
        )}
      </>
    );
    const cls = `tile-box${earns ? ' earns' : ''}${t ? '' : ' empty'}`;
    if (!onSet) return <div class={cls} role="img" aria-label={text} key={where}>{inner}</div>;
    const on = sel?.row === row && sel.col === col;
    return (
      <button type="button" key={where} class={cls} aria-pressed={on} aria-label={`${text}. ${t ? 'Change' : 'Enter a tile'}`} onClick={() => setSel(on ? null : { row, col })}>
        {inner}
      </button>
    );
  };
  return (
    <div class="display-editor relay">
      <div class="relay-grid" role="group" aria-label={`${name}'s display`}>
        {rowHead('top', 0)}
        {[0, 1, 2].map((c) => box('top', c))}
        {[0, 1, 2].map((c) => (
          <p class="col-mark" key={c}>
            {p.columns[c] === 3 ? '✓ 3' : p.columns[c] === 0 ? '0' : '·'}
            <span class="visually-hidden"> column {c + 1}</span>
          </p>
        ))}
        {[0, 1, 2].map((c) => box('bottom', c))}
        {rowHead('bottom', 1)}
      </div>
      {onSet && sel && (
        <div class="palette card" role="group" aria-label={`Tile for ${sel.row.toUpperCase()} row, box ${sel.col + 1}`}>
          <p>
            <strong>{name}</strong>: choose the tile for the {sel.row.toUpperCase()} row, box {sel.col + 1}.
          </p>
          <div class="palette-faces">
            {RELAY_FACES.map((f) => (
              <button type="button" class="btn palette-tile" key={face(f)} onClick={() => choose(f)}>
                <span>
                  {f.motif} / {f.texture}
                </span>
                <TileGlyph tile={f} size="1.5rem" />
              </button>
            ))}
          </div>
          <div class="row">
            {display[sel.row][sel.col] && (
              <button type="button" class="btn btn-danger" onClick={() => choose(null)}>
                Empty this box
              </button>
            )}
            <button type="button" class="btn btn-quiet" onClick={() => setSel(null)}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
