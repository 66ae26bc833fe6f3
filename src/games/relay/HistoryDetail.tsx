import './catalog';
import { relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay } from '../../rules/relay';
import type { GameDetailProps } from '../chunk';
import { Breakdown } from './Breakdown';
import { readRelayDisplay } from './read';
import { TileGlyph } from './TileGlyph';
import './history-detail.css';

/** A stored display whose tiles can also be scored (at most four copies of a face), or null. */
function readable(raw: unknown): RelayPartialDisplay | null {
  const d = readRelayDisplay(raw);
  if (!d) return null;
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
            const d = readable(raw);
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
