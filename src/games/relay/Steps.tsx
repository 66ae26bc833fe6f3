import { t } from '@lingui/core/macro';
import { isolate } from '../../text/words';
import { relayHandSize, relayPassDirection } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { Name } from '../../ui/Name';
import { RevealCountdown } from '../../ui/RevealCountdown';
import { SeatRing } from '../../ui/SeatRing';
import type { RelaySetup, RelayState } from './session';
import { STEP_MS } from './useCounting';
import { passPairs, placementNames, sideWord, passWord } from './words';

const noop = () => undefined;

/** The big three, two, one, reveal, counted from the stored start time (so a reload resumes it). */
export function CountView({ countAt }: { countAt: number | null }) {
  return countAt === null ? null : <RevealCountdown startedAt={countAt} stepMs={STEP_MS} onDone={noop} />;
}

/** A large circular arrow for the passing direction; the words sit beside it. */
export function PassArrow({ clockwise }: { clockwise: boolean }) {
  return (
    <svg class="relay-arrow" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g transform={clockwise ? undefined : 'matrix(-1 0 0 1 100 0)'}>
        <path d="M25 70A32 32 0 1 1 75 70M75 70l12-5M75 70l2-13" />
      </g>
    </svg>
  );
}

function handsTo(from: string, to: string): string {
  const [giver, taker] = [isolate(from), isolate(to)];
  return t`${giver} hands to ${taker}`;
}

export function PassView({ setup, s }: { setup: RelaySetup; s: RelayState }) {
  const dir = relayPassDirection(s.round);
  const [way, side] = [passWord(s.round), sideWord(s.round)];
  return (
    <>
      <PassArrow clockwise={dir === 'clockwise'} />
      <p class="relay-say relay-center">{t`${way}, ${side}`}</p>
      <ul class="relay-list" data-step-end="">
        {passPairs(setup, s.round).map(([from, to]) => (
          <li key={from}>{handsTo(from, to)}</li>
        ))}
      </ul>
    </>
  );
}

interface Props {
  setup: RelaySetup;
  s: RelayState;
  counting: boolean;
  onEnter: (seat: number) => void;
}

/** The details under the sentence for the normal (non-reader) walker. */
export function StepDetails({ setup, s, counting, onEnter }: Props) {
  const names = setup.players;
  switch (s.step) {
    case 'choose':
    case 'ready':
      return (
        <p class="big-count">
          {relayHandSize(s.pick)}
          <span class="visually-hidden"> {t`tiles in each hand`}</span>
        </p>
      );
    case 'count':
    case 'place': {
      if (counting || s.step === 'count') return <CountView countAt={s.countAt} />;
      const order = placementNames(setup, s);
      const first = names.indexOf(order[0] ?? '');
      return (
        <>
          <ol class="relay-list" data-step-end="">
            {order.map((n) => (
              <li key={n}>
                <Name>{n}</Name>{' '}
                <Button onClick={() => onEnter(names.indexOf(n))} aria-label={t`Enter tile for ${n}`}>
                  {t`Enter tile`}
                </Button>
              </li>
            ))}
          </ol>
          <p class="muted">{t`Optional: you can also enter every display at the end of the round.`}</p>
          <SeatRing names={names} current={first} marks={{ [first]: t`places first` }} label={t`Placing order`} />
        </>
      );
    }
    case 'pass':
      return (
        <>
          <PassView setup={setup} s={s} />
          <SeatRing names={names} direction={relayPassDirection(s.round)} label={t`Passing`} />
        </>
      );
    default:
      return null;
  }
}
