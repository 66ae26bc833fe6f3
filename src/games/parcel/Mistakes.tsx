import { t } from '@lingui/core/macro';
import { appNow } from '../../platform/clock';
import { PARCEL_HAND_SIZE, parcelLapOfTurn } from '../../rules/parcel';
import { isolate } from '../../text/words';
import { Button } from '../../ui/Button';
import type { ParcelController } from './types';
import { phase, turnInfo } from './session';
import { callLine, reverseLine, seatName } from './words';

interface Props {
  c: ParcelController;
  onNotice: (message: string) => void;
  onRedeal: () => void;
}

/** The rule text's fixes for table mistakes (P8 undo, the lap replay of P7, a corrected deck of P1). */
export function Mistakes({ c, onNotice, onRedeal }: Props) {
  const s = c.state.value;
  const { names } = c.setup;
  const acts = c.actions.value;
  let i = acts.length - 1;
  while (i >= 0 && acts[i]?.t === 'lap') i--;
  const size = PARCEL_HAND_SIZE;
  const turnBack = i >= 0 && (acts[i]?.t === 'swap' || acts[i]?.t === 'pass') ? s.last : null;

  const reverse = (wrongPartner: boolean) => {
    if (!turnBack) return;
    while (c.actions.value.length > i) c.undo();
    const again = turnInfo(c.state.value, c.setup);
    const [call, name, back] = [
      callLine(names, again),
      isolate(seatName(names, again.seat)),
      reverseLine(names, turnBack),
    ];
    onNotice(
      wrongPartner
        ? t`Turn taken back. ${back} Then replay the turn with the right partner: ${call}`
        : t`Turn taken back. ${back} Then ${name} takes the turn again.`,
    );
  };
  const replayLap = () => {
    const lap = turnInfo(s, c.setup).lap;
    if (c.dispatch({ t: 'replayLap', at: appNow() }))
      onNotice(
        t`Lap ${lap} starts again with the hands as they are now. This game will not count for the personal best.`,
      );
  };
  return (
    <details class="card">
      <summary>
        <strong>{t`Fix a mistake`}</strong>
      </summary>
      <div class="stack">
        <div>
          <Button disabled={!turnBack} onClick={() => reverse(false)}>
            {t`Reverse the last turn`}
          </Button>
          <p class="muted">{t`Someone ended a turn without ${size} cards.`}</p>
        </div>
        <div>
          <Button disabled={!turnBack} onClick={() => reverse(true)}>
            {t`Wrong partner: replay the turn`}
          </Button>
          <p class="muted">{t`The swap went to the wrong person.`}</p>
        </div>
        <div>
          <Button
            disabled={phase(s, c.setup) !== 'turn' || parcelLapOfTurn(names.length, s.turn).index === 0}
            onClick={replayLap}
          >
            {t`Replay this lap`}
          </Button>
          <p class="muted">{t`The cards cannot be put back: keep the hands and start the lap again (not comparable).`}</p>
        </div>
        <div>
          <Button variant="danger" onClick={onRedeal}>
            {t`Restart with a corrected deck`}
          </Button>
          <p class="muted">{t`The deck was wrong: rebuild it and deal again.`}</p>
        </div>
      </div>
    </details>
  );
}
