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
import { Name } from '../../ui/Name';
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

/** What comes after this turn, for the reader's small print. */
function nextLine(c: ParcelController): string {
  const { names, first, variant } = c.setup;
  const n = names.length;
  const next = c.state.value.turn + 1;
  if (next >= parcelTotalTurns(n)) return 'This is the last turn of the fourth lap.';
  const t = parcelTurn(n, first, next, variant);
  if (next === parcelLapFirstTurn(n, t.lap)) return `Then lap ${t.lap} begins with a new route card.`;
  return `Next: ${callLine(names, t)}`;
}

export function turnFooter(c: ParcelController, choice: TurnChoice, act: (a: ParcelAction) => void) {
  const s = c.state.value;
  const t = turnInfo(s, c.setup);
  const { give, receive } = choice;
  const possible = !s.hands || parcelSwapPossible(s.hands, t.seat, t.partner);
  const label = !s.hands
    ? 'They swapped'
    : !possible
      ? 'No swap possible'
      : give && receive
        ? `Swap: ${isolate(c.setup.names[t.seat] ?? '')} gives ${give}, gets ${receive}`
        : 'Swap';
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
      <Button onClick={() => act({ t: 'pass', at: appNow() })}>Pass</Button>
    </div>
  );
}

/** P9 without entered hands: the players declare completion, confirmed so that one stray tap cannot end the game. */
function DeclareComplete({ c, act }: Props) {
  const asking = useSignal(false);
  const question = useRef<HTMLHeadingElement>(null);
  // The question opens where the button was, at the end of the step: bring it up above the footer, its heading focused.
  useEffect(() => {
    if (!asking.value) return;
    question.current?.focus({ preventScroll: true });
    question.current?.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, [asking.value]);
  const n = c.setup.names.length;
  if (!asking.value)
    return (
      <Button variant="quiet" onClick={() => (asking.value = true)}>
        Everyone is complete…
      </Button>
    );
  return (
    <section class="card stack pp-declare" aria-labelledby="pp-declare-h">
      <h3 id="pp-declare-h" tabIndex={-1} ref={question}>
        Does every player hold SUN, MOON, LEAF and KEY?
      </h3>
      <p>
        That ends the parade now: {n} of {n} complete, after {swapsWord(c.state.value.swaps)}. Undo brings it back.
      </p>
      <div class="row">
        <Button variant="primary" onClick={() => act({ t: 'complete', at: appNow() })}>
          Yes, end the parade
        </Button>
        <Button onClick={() => (asking.value = false)}>Not yet</Button>
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
  const t = turnInfo(s, setup);
  const reader = settings.value.readerMode;
  const note = threeNote(n, t.route);
  const lapStart = parcelLapFirstTurn(n, t.lap);
  const done = Array.from({ length: s.turn - lapStart }, (_, i) => parcelTurn(n, first, lapStart + i, variant).seat);
  const lastOfLap = parcelIsLastOfLap(n, s.turn);
  const nextSeat = lastOfLap ? null : parcelTurn(n, first, s.turn + 1, variant).seat;
  const start = parcelTurn(n, first, lapStart, variant).seat;
  const marks: Record<number, string> = {};
  if (start !== t.seat && start !== t.partner) marks[start] = 'first';
  // The partner is already labelled; say "next" in the line under the ring instead.
  if (nextSeat !== null && nextSeat !== t.partner) marks[nextSeat] = 'next';
  const who = names[t.seat] ?? '';
  const partner = names[t.partner] ?? '';
  // With entered hands the pickers are what the step asks for: right under the heading (or the reader's sentence and
  // its small print), before the route card.
  const chooser = s.hands && (
    <SwapChooser
      names={names}
      hands={s.hands}
      seat={t.seat}
      partner={t.partner}
      give={choice.give}
      receive={choice.receive}
      onGive={choice.setGive}
      onReceive={choice.setReceive}
    />
  );
  return (
    <div class={`stack pp-step${reader ? ' pp-reader' : ''}`}>
      {reader ? (
        <ReaderCard say={callLine(names, t)} next={nextLine(c)}>
          {note && <p>{note}</p>}
        </ReaderCard>
      ) : (
        <>
          <h2 class="pp-turn-head" tabIndex={-1}>
            <Name>{who}</Name>'s turn: trade with <Name>{partner}</Name>, {distance(t.route)}
          </h2>
          {chooser}
          <RouteCard route={t.route} />
          {note && <p class="muted pp-three">{note}</p>}
        </>
      )}
      {reader && chooser}
      {setup.brisk && <BriskTimer key={s.turn} since={s.since} />}
      {setup.variant === 'tougher' && (
        <p class="muted">
          Tougher replay: only <Name>{who}</Name> and <Name>{partner}</Name> may suggest this swap.
        </p>
      )}
      <p class="pp-swap-count">
        <strong>{swapsWord(s.swaps)}</strong> so far <span class="muted">(passes do not count)</span>
      </p>
      {!reader && (
        <SeatRing
          names={names}
          current={t.seat}
          partner={t.partner}
          done={done}
          marks={marks}
          direction={routeDirection(t.route)}
          label={`Lap ${t.lap}: turns go clockwise; ${isolate(who)} trades ${routeDirection(t.route)}`}
        />
      )}
      {!reader && (
        <p class="muted pp-next-line">
          {nextSeat === null ? (
            <>
              <Name>{who}</Name> has the last turn of lap {t.lap}.
            </>
          ) : (
            <>
              <Name>{names[nextSeat] ?? ''}</Name> goes next: turns always go clockwise.
            </>
          )}{' '}
          {done.length > 0 && `Done this lap: ${listNames(done.map((d) => names[d] ?? ''))}.`}
        </p>
      )}
      <div class="row">
        <Button aria-pressed={reader} onClick={() => void updateSettings({ readerMode: !reader })}>
          Reader view
        </Button>
      </div>
      {!s.hands && <DeclareComplete c={c} choice={choice} act={act} />}
    </div>
  );
}
