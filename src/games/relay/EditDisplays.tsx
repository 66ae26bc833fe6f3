import { useState } from 'preact/hooks';
import { Button } from '../../ui/Button';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { Breakdown } from './Breakdown';
import { DisplayEditor } from './DisplayEditor';
import type { Round } from './session';
import { tileCount } from './session';
import type { RelayController } from './Walker';

/** Enter or check every player's display for a round; a confirmed round can be reopened to correct a tile. */
export function EditDisplays({ c, at, onDone }: { c: RelayController; at: { round: Round; seat: number }; onDone: () => void }) {
  const [round, setRound] = useState<Round>(at.round);
  const [seat, setSeat] = useState(at.seat);
  const s = c.state.value;
  const names = c.setup.players;
  const d = s.displays[round - 1]![seat]!;
  const confirmed = s.scores[round - 1] !== null;
  const name = names[seat]!;
  return (
    <Screen
      title="Displays"
      where={`Round ${round} · ${name}`}
      onUndo={c.undo}
      canUndo={c.canUndo.value}
      footer={
        <Button variant="primary" onClick={onDone}>
          Back to the game
        </Button>
      }
    >
      <div class="stack relay">
        {s.round === 2 && (
          <div class="row" role="group" aria-label="Round">
            {([1, 2] as const).map((r) => (
              <Button key={r} aria-pressed={round === r} onClick={() => setRound(r)}>
                Round {r}
              </Button>
            ))}
          </div>
        )}
        <div class="row" role="group" aria-label="Player">
          {names.map((n, i) => (
            <Button key={i} aria-pressed={seat === i} onClick={() => setSeat(i)}>
              {n} {tileCount(s.displays[round - 1]![i]!)}/6
            </Button>
          ))}
        </div>
        <ErrorNotice message={c.error.value} onDismiss={() => c.dismissError()} />
        {confirmed && (
          <InfoNotice>
            Round {round} is confirmed.{' '}
            <Button onClick={() => c.dispatch({ t: 'reopen', round })}>Reopen round {round} to correct it</Button>
          </InfoNotice>
        )}
        {!confirmed && round < s.round && (
          <InfoNotice>
            Round {round} is reopened. <Button onClick={() => c.dispatch({ t: 'confirm', round })}>Confirm round {round} again</Button>
          </InfoNotice>
        )}
        <DisplayEditor
          key={`${round}-${seat}`}
          display={d}
          name={name}
          onSet={confirmed ? undefined : (row, col, tile) => c.dispatch({ t: 'set', round, seat, row, col, tile })}
        />
        <Breakdown display={d} label={`${name}'s score`} />
      </div>
    </Screen>
  );
}
