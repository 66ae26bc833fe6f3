import { Name } from '../../ui/Name';
import { Breakdown } from './Breakdown';
import { DisplayGrid } from './DisplayGrid';
import { readRelayDetailDisplays } from './read';

/**
 * A finished game's displays for History detail: each round, each player's
 * six tiles and their R7 breakdown. The record is untrusted (a backup file):
 * anything unreadable shows a plain line instead.
 */
export function HistoryDisplays({ players, detail }: { players: readonly string[]; detail: unknown }) {
  const rounds = readRelayDetailDisplays(detail, players.length);
  if (!rounds) return <p class="muted">The displays of this game were not kept.</p>;
  return (
    <section class="stack" aria-labelledby="relay-history-h">
      <h2 id="relay-history-h">Displays</h2>
      {rounds.map((round, r) => (
        <details key={r} class="card" open={r === 0}>
          <summary>
            <strong>Round {r + 1}</strong>
          </summary>
          {round.map((d, seat) => {
            const name = players[seat] ?? `Seat ${seat + 1}`;
            return (
              <div key={seat} class="stack relay-history-seat">
                <h3>
                  <Name>{name}</Name>
                </h3>
                <DisplayGrid display={d} name={name} />
                <Breakdown display={d} label={`${name}'s score`} />
              </div>
            );
          })}
        </details>
      ))}
    </section>
  );
}
