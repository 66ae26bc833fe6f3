import { RELAY_PICKS, relayHandSize, relayPassDirection } from '../../rules';
import { RevealCountdown } from '../../ui/RevealCountdown';
import { SeatRing } from '../../ui/SeatRing';
import { Button } from '../../ui/Button';
import { PassArrow } from './PassArrow';
import type { RelayAction, RelaySetup, RelayState } from './session';
import { deckCheck, passPairs, placementNames, readerOf, sideWord } from './words';

export const REVEAL_MS = 3000;
const noop = () => undefined;

/** The big three, two, one, reveal; a static "Reveal!" once the count is long over (e.g. after a reload). */
export function CountView({ countAt, now }: { countAt: number | null; now: number }) {
  if (countAt === null) return null;
  const done = now >= countAt + REVEAL_MS;
  return (
    <div class={done ? 'is-reveal' : ''}>
      {now < countAt + REVEAL_MS + 1500 ? (
        <RevealCountdown startedAt={countAt} onDone={noop} />
      ) : (
        <p class="big-count">Reveal!</p>
      )}
    </div>
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
  now: number;
  act: (a: RelayAction) => void;
  onEnter: (seat: number) => void;
}

/** The details under the sentence for the normal (non-reader) walker. */
export function StepDetails({ setup, s, now, act, onEnter }: Props) {
  const names = setup.players;
  switch (s.step) {
    case 'deal':
      return (
        <ul>
          <li>{deckCheck(names.length)}</li>
          <li>{readerOf(setup, s.round)} reads this round and counts the reveals.</li>
          <li>Passing this round: {relayPassDirection(s.round)}.</li>
        </ul>
      );
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
      return <CountView countAt={s.countAt} now={now} />;
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
          <p class="muted">Entering tiles now is optional: you can enter every display at the end of the round.</p>
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
    case 'discard':
      return <p>After pick {RELAY_PICKS} each hand has one tile left: it goes to the discard pile, not into a display.</p>;
    default:
      return null;
  }
}
