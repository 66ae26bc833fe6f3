import { MOTIFS, TEXTURES, relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay, RelayTile } from '../../rules/relay';
import type { GameDetailProps } from '../registry';
import { Breakdown } from './Breakdown';
import { TileGlyph } from './TileGlyph';
import './history-detail.css';

const isTile = (t: unknown): t is RelayTile =>
  typeof t === 'object' && t !== null && MOTIFS.includes((t as RelayTile).motif) && TEXTURES.includes((t as RelayTile).texture);

/** A stored display, or null when it is not one (history records are untrusted). */
function readDisplay(v: unknown): RelayPartialDisplay | null {
  const d = v as RelayPartialDisplay | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.top) || !Array.isArray(d.bottom)) return null;
  if (![...d.top, ...d.bottom].every((t) => t === null || isTile(t))) return null;
  try {
    relayPartialPreview(d);
    return d;
  } catch {
    return null;
  }
}

function Grid({ display }: { display: RelayPartialDisplay }) {
  return (
    <div class="relay-hd-grid" role="group" aria-label="Display, top row then bottom row">
      {[...display.top, ...display.bottom].map((t, i) => (
        <div key={i} class="relay-hd-tile">
          {t ? (
            <>
              <TileGlyph tile={t} size="1.75rem" />
              <span>
                {t.motif}
                <br />
                {t.texture}
              </span>
            </>
          ) : (
            <span class="muted">empty</span>
          )}
        </div>
      ))}
    </div>
  );
}

/** Pattern Relay's finished game: every display as it was entered, round by round, with its score in words (R7). */
export default function RelayHistoryDetail({ record }: GameDetailProps) {
  const rounds = (record.detail as { displays?: unknown } | null)?.displays;
  if (!Array.isArray(rounds) || rounds.length === 0) return null;
  return (
    <section class="stack" aria-labelledby="relay-hd-h">
      <h2 id="relay-hd-h">Displays as entered</h2>
      {rounds.map((round: unknown, r) => (
        <section key={r} class="stack">
          <h3>Round {r + 1}</h3>
          {(Array.isArray(round) ? round : []).map((raw: unknown, seat) => {
            const d = readDisplay(raw);
            const name = record.players[seat] ?? `Seat ${seat + 1}`;
            return (
              <details key={seat} class="card">
                <summary>
                  <bdi>{name}</bdi>
                </summary>
                {d ? (
                  <>
                    <Grid display={d} />
                    <Breakdown display={d} label={`${name}, round ${r + 1}`} />
                  </>
                ) : (
                  <p>This display could not be read.</p>
                )}
              </details>
            );
          })}
        </section>
      ))}
    </section>
  );
}
