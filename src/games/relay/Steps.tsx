import { relayHandSize, relayPassDirection } from '../../rules/relay';
import { RevealCountdown } from '../../ui/RevealCountdown';
import { SeatRing } from '../../ui/SeatRing';
import { Button } from '../../ui/Button';
import type { RelayAction, RelaySetup, RelayState } from './session';
import { passPairs, placementNames, sideWord } from './words';

export const REVEAL_MS = 3000;
const noop = () => undefined;

/** The big three, two, one, reveal, counted from the stored start time (so a reload resumes it). */
export function CountView({ countAt }: { countAt: number | null }) {
  return countAt === null ? null : <RevealCountdown startedAt={countAt} onDone={noop} />;
}

/** A large circular arrow for the passing direction; the words sit beside it. */
function PassArrow({ clockwise }: { clockwise: boolean }) {
  return (
    <svg class="big-arrow" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g transform={clockwise ? undefined : 'matrix(-1 0 0 1 100 0)'}>
        <path d="M25 70A32 32 0 1 1 75 70M75 70l12-5M75 70l2-13" />
      </g>
    </svg>
  );
}

export function PassView({ setup, s }: { setup: RelaySetup; s: RelayState }) {
  const dir = relayPassDirection(s.round);
  return (
    <>
      <PassArrow clockwise={dir === 'clockwise'} />
      <p class="relay-say" style={{ textAlign: 'center' }}>
        {dir}, {sideWord(s.round)}
      </p>
      <ul class="pass-list">
        {passPairs(setup, s.round).map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </>
  );
}

interface Props {
  setup: RelaySetup;
  s: RelayState;
  act: (a: RelayAction) => void;
  onEnter: (seat: number) => void;
}

/** The details under the sentence for the normal (non-reader) walker. */
export function StepDetails({ setup, s, act, onEnter }: Props) {
  const names = setup.players;
  switch (s.step) {
    case 'choose':
      return <p class="big-count">{relayHandSize(s.pick)}<span class="visually-hidden"> tiles in each hand</span></p>;
    case 'ready':
      return (
        <div class="ready-list" role="group" aria-label="Who is ready">
          {names.map((n, i) => (
            <Button key={i} aria-pressed={s.ready[i]} onClick={() => act({ t: 'ready', seat: i })}>
              {n}: {s.ready[i] ? 'ready ✓' : 'not yet'}
            </Button>
          ))}
        </div>
      );
    case 'count':
      return <CountView countAt={s.countAt} />;
    case 'place': {
      const order = placementNames(setup, s);
      return (
        <>
          <ol class="order-list">
            {order.map((n) => (
              <li key={n}>
                {n}{' '}
                <Button onClick={() => onEnter(names.indexOf(n))} aria-label={`Enter ${n}'s tile`}>
                  Enter tile
                </Button>
              </li>
            ))}
          </ol>
          <p class="muted">Optional: you can also enter every display at the end of the round.</p>
          <SeatRing names={names} current={names.indexOf(order[0]!)} marks={{ [names.indexOf(order[0]!)]: 'places first' }} label="Placing order" />
        </>
      );
    }
    case 'pass':
      return (
        <>
          <PassView setup={setup} s={s} />
          <SeatRing names={names} direction={relayPassDirection(s.round)} label="Passing" />
        </>
      );
    default:
      return null;
  }
}
