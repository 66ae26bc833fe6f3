import { t } from '@lingui/core/macro';
import { Tagged } from '../../ui/Tagged';
import { parcelWord } from '../../ui/terms';
import type { Parcel } from '../../rules/parcel';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import {
  parcelIsLastOfLap,
  parcelLapFirstTurn,
  parcelSwapPossible,
  parcelTotalTurns,
  parcelTurn,
} from '../../rules/parcel';
import { isolate, listNames } from '../../text/words';
import { appNow } from '../../platform/clock';
import { settings, updateSettings } from '../../platform/settings';
import { Button } from '../../ui/Button';
import { ReaderCard } from '../../ui/ReaderCard';
import { SeatRing } from '../../ui/SeatRing';
import { BriskTimer } from './BriskTimer';
import type { ParcelController } from './types';
import { RouteCard } from './RouteCard';
import { turnInfo } from './session';
import type { ParcelAction } from './session';
import { SwapChooser } from './SwapChooser';
import type { TurnChoice } from './useTurnChoice';
import { callLine, distance, routeDirection, swapsWord, threeNote } from './words';

interface Props {
  c: ParcelController;
  choice: TurnChoice;
  act: (a: ParcelAction) => void;
}

function swapLabel(name: string, give: Parcel, receive: Parcel): string {
  const [given, got] = [parcelWord(give), parcelWord(receive)];
  return t`Swap: ${name} gives ${given}, gets ${got}`;
}

/** What comes after this turn, for the reader's small print. */
function nextLine(c: ParcelController): string {
  const { names, first, variant } = c.setup;
  const n = names.length;
  const next = c.state.value.turn + 1;
  if (next >= parcelTotalTurns(n)) return t`This is the last turn of the last lap.`;
  const turn = parcelTurn(n, first, next, variant);
  const [lap, call] = [turn.lap, callLine(names, turn)];
  if (next === parcelLapFirstTurn(n, turn.lap)) return t`Then lap ${lap} begins with a new route card.`;
  return t`Next: ${call}`;
}

export function turnFooter(c: ParcelController, choice: TurnChoice, act: (a: ParcelAction) => void) {
  const s = c.state.value;
  const turn = turnInfo(s, c.setup);
  const { give, receive } = choice;
  const possible = !s.hands || parcelSwapPossible(s.hands, turn.seat, turn.partner);
  const name = isolate(c.setup.names[turn.seat] ?? '');
  const label = !s.hands
    ? t`They swapped`
    : !possible
      ? t`No swap possible`
      : give && receive
        ? swapLabel(name, give, receive)
        : t`Swap`;
  const swap = (): ParcelAction => ({
    t: 'swap',
    at: appNow(),
    ...(s.hands && give && receive ? { give, receive } : {}),
  });
  return (
    <div class="pp-foot-pair">
      {/* One span: the name's <bdi> would otherwise be a flex item of its own, squeezed to a letter a line. */}
      <Button variant="primary" disabled={!possible} onClick={() => act(swap())}>
        <span>{label}</span>
      </Button>
      <Button onClick={() => act({ t: 'pass', at: appNow() })}>{t`Pass`}</Button>
    </div>
  );
}

/** P9 without entered hands: the players declare completion, confirmed so that one stray tap cannot end the game. */
export function DeclareComplete({ c, act }: Props) {
  const asking = useSignal(false);
  const question = useRef<HTMLHeadingElement>(null);
  // The question opens where the button was, at the end of the step: bring it up above the footer, its heading focused.
  useEffect(() => {
    if (!asking.value) return;
    question.current?.focus({ preventScroll: true });
    question.current?.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, [asking.value]);
  const n = c.setup.names.length;
  const swaps = swapsWord(c.state.value.swaps);
  const [sun, moon, leaf, key] = [parcelWord('SUN'), parcelWord('MOON'), parcelWord('LEAF'), parcelWord('KEY')];
  if (!asking.value)
    return (
      <Button variant="quiet" onClick={() => (asking.value = true)}>
        {t`Everyone is complete…`}
      </Button>
    );
  return (
    <section class="card stack pp-declare" aria-labelledby="pp-declare-h">
      <h3 id="pp-declare-h" tabIndex={-1} ref={question}>
        {t`Does every player hold ${sun}, ${moon}, ${leaf} and ${key}?`}
      </h3>
      <p>{t`That ends the parade now: ${n} of ${n} complete, after ${swaps}. Undo brings it back.`}</p>
      <div class="row">
        <Button variant="primary" onClick={() => act({ t: 'complete', at: appNow() })}>
          {t`Yes, end the parade`}
        </Button>
        <Button onClick={() => (asking.value = false)}>{t`Not yet`}</Button>
      </div>
    </section>
  );
}

/** P2-P4: lap, route card, who trades with whom, the seat ring and the swap counter. */
export function TurnView({ c, choice, act }: Props) {
  const { setup } = c;
  const s = c.state.value;
  const { names, first, variant } = setup;
  const n = names.length;
  const turn = turnInfo(s, setup);
  const reader = settings.value.readerMode;
  const note = threeNote(n, turn.route);
  const lapStart = parcelLapFirstTurn(n, turn.lap);
  const done = Array.from({ length: s.turn - lapStart }, (_, i) => parcelTurn(n, first, lapStart + i, variant).seat);
  const lastOfLap = parcelIsLastOfLap(n, s.turn);
  const nextSeat = lastOfLap ? null : parcelTurn(n, first, s.turn + 1, variant).seat;
  const start = parcelTurn(n, first, lapStart, variant).seat;
  const marks: Record<number, string> = {};
  if (start !== turn.seat && start !== turn.partner)
    marks[start] = t({ comment: 'seat ring: who started this lap', message: 'first' });
  // The partner is already labelled; say "next" in the line under the ring instead.
  if (nextSeat !== null && nextSeat !== turn.partner)
    marks[nextSeat] = t({ comment: 'seat ring: whose turn is next', message: 'next' });
  const who = isolate(names[turn.seat] ?? '');
  const partner = isolate(names[turn.partner] ?? '');
  const [way, lap, swaps] = [distance(turn.route), turn.lap, swapsWord(s.swaps)];
  const direction = routeDirection(turn.route) === 'clockwise' ? t`clockwise` : t`counterclockwise`;
  const nextName = isolate(nextSeat === null ? '' : (names[nextSeat] ?? ''));
  const doneNames = listNames(done.map((d) => names[d] ?? ''));
  // With entered hands the pickers are what the step asks for: right under the heading (or the reader's sentence and
  // its small print), before the route card.
  const chooser = s.hands && (
    <SwapChooser
      names={names}
      hands={s.hands}
      seat={turn.seat}
      partner={turn.partner}
      give={choice.give}
      receive={choice.receive}
      onGive={choice.setGive}
      onReceive={choice.setReceive}
    />
  );
  return (
    <div class={`stack pp-step${reader ? ' pp-reader' : ''}`}>
      {reader ? (
        <ReaderCard say={callLine(names, turn)} next={nextLine(c)}>
          {note && <p>{note}</p>}
        </ReaderCard>
      ) : (
        <>
          <h2 class="pp-turn-head" tabIndex={-1}>
            {t`${who}'s turn: trade with ${partner}, ${way}`}
          </h2>
          {chooser}
          <RouteCard route={turn.route} />
          {note && <p class="muted pp-three">{note}</p>}
        </>
      )}
      {reader && chooser}
      {setup.brisk && <BriskTimer key={s.turn} since={s.since} />}
      {setup.variant === 'tougher' && (
        <p class="muted">{t`Tougher replay: only ${who} and ${partner} may suggest this swap.`}</p>
      )}
      <p class="pp-swap-count">
        <Tagged
          text={t`<0>${swaps}</0> so far <1>(passes do not count)</1>`}
          parts={{ 0: <strong />, 1: <span class="muted" /> }}
        />
      </p>
      {!reader && (
        <SeatRing
          names={names}
          current={turn.seat}
          partner={turn.partner}
          done={done}
          marks={marks}
          direction={routeDirection(turn.route)}
          label={t`Lap ${lap}: turns go clockwise; ${who} trades ${direction}`}
        />
      )}
      {!reader && (
        <p class="muted pp-next-line">
          {nextSeat === null
            ? t`${who} has the last turn of lap ${lap}.`
            : t`${nextName} goes next: turns always go clockwise.`}{' '}
          {done.length > 0 && t`Done this lap: ${doneNames}.`}
        </p>
      )}
      <div class="row">
        <Button aria-pressed={reader} onClick={() => void updateSettings({ readerMode: !reader })}>
          {t`Reader view`}
        </Button>
      </div>
      {!s.hands && <DeclareComplete c={c} choice={choice} act={act} />}
    </div>
  );
}
