import { PARCEL_LAPS, parcelLapStart, parcelTurn } from '../../rules/parcel';
import { settings, updateSettings } from '../../platform/settings';
import { listNames } from '../../platform/format';
import { Button } from '../../ui/Button';
import { ReaderCard } from '../../ui/ReaderCard';
import { SeatRing } from '../../ui/SeatRing';
import { BriskTimer } from './BriskTimer';
import type { ParcelController } from './Play';
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
  if (next >= PARCEL_LAPS * n) return 'This is the last turn of the fourth lap.';
  if (next % n === 0) return `Then lap ${next / n + 1} begins with a new route card.`;
  return `Next: ${callLine(names, parcelTurn(n, first, next, variant))}`;
}

export function turnFooter(c: ParcelController, choice: TurnChoice, act: (a: ParcelAction) => void) {
  const s = c.state.value;
  const t = turnInfo(s, c.setup);
  const { give, receive } = choice;
  const label = s.hands
    ? give && receive
      ? `Swap: ${c.setup.names[t.seat]} gives ${give}, gets ${receive}`
      : 'Swap the chosen cards'
    : 'They swapped';
  return (
    <div class="foot-pair">
      <Button variant="primary" onClick={() => act({ type: 'swap', at: Date.now(), ...(s.hands ? { give: give ?? undefined, receive: receive ?? undefined } : {}) })}>
        {label}
      </Button>
      <Button onClick={() => act({ type: 'pass', at: Date.now() })}>Pass</Button>
    </div>
  );
}

/** P2-P4: lap, route card, who trades with whom, the seat ring and the swap counter. */
export function TurnView({ c, choice, act }: Props) {
  const { setup } = c;
  const s = c.state.value;
  const { names } = setup;
  const n = names.length;
  const t = turnInfo(s, setup);
  const reader = settings.value.readerMode;
  const note = threeNote(n, t.route);
  const lapStart = (t.lap - 1) * n;
  const done = Array.from({ length: s.turn - lapStart }, (_, i) => parcelTurn(n, setup.first, lapStart + i, setup.variant).seat);
  const nextSeat = (t.seat + 1) % n;
  const lastOfLap = s.turn + 1 >= t.lap * n;
  const start = parcelLapStart(n, setup.first, t.lap);
  const marks: Record<number, string> = {};
  if (start !== t.seat && start !== t.partner) marks[start] = 'first';
  // The partner is already labelled; say "next" in the line under the ring instead.
  if (!lastOfLap && nextSeat !== t.partner) marks[nextSeat] = 'next';
  return (
    <div class={`stack parcel-step${reader ? ' reader' : ''}`}>
      {reader ? (
        <ReaderCard say={callLine(names, t)} next={nextLine(c)}>
          {note && <p>{note}</p>}
        </ReaderCard>
      ) : (
        <>
          <h2 class="turn-head">
            {names[t.seat]}'s turn: trade with {names[t.partner]}, {distance(t.route)}
          </h2>
          <RouteCard route={t.route} />
          {note && <p class="muted">{note}</p>}
        </>
      )}
      {setup.brisk && <BriskTimer key={s.turn} since={s.since} />}
      {setup.variant === 'tougher' && (
        <p class="muted">Tougher replay: only {names[t.seat]} and {names[t.partner]} may suggest this swap.</p>
      )}
      {s.hands && (
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
      )}
      <p class="swap-count">
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
          label={`Lap ${t.lap}: turns go clockwise; ${names[t.seat]} trades ${routeDirection(t.route)}`}
        />
      )}
      <p class="muted" hidden={reader}>
        {lastOfLap ? `${names[t.seat]} has the last turn of lap ${t.lap}.` : `${names[nextSeat]} goes next: turns always go clockwise.`}{' '}
        {done.length > 0 && `Done this lap: ${listNames(done.map((d) => names[d]!))}.`}
      </p>
      <div class="row">
        <Button aria-pressed={reader} onClick={() => void updateSettings({ readerMode: !reader })}>
          Reader view
        </Button>
        {!s.hands && <Button onClick={() => act({ type: 'complete', at: Date.now() })}>Everyone is complete</Button>}
      </div>
    </div>
  );
}
