import { t } from '@lingui/core/macro';
import { appNow } from '../../platform/clock';
import { parcelLapOfTurn, parcelLapRoute, parcelLapStart, ROUTE_OFFSETS } from '../../rules/parcel';
import type { Route } from '../../rules/parcel';
import { isolate } from '../../text/words';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { TableLayout } from '../../ui/table/TableLayout';
import { routeName } from '../../ui/terms';
import { useWakeLock } from '../../ui/wake-lock';
import { BriskTimer } from './BriskTimer';
import { RouteArrow } from './Glyph';
import { phase, turnInfo } from './session';
import { SwapChooser } from './SwapChooser';
import { DeclareComplete, turnFooter } from './TurnView';
import type { ParcelAction, ParcelController } from './types';
import { useTurnChoice } from './useTurnChoice';
import { distance, swapsWord, threeNote } from './words';
import { whereLine } from './where';

/** The route card in the middle: its name and arrow, as printed, and the swaps so far. */
function Middle({ route, swaps }: { route: Route; swaps: number }) {
  const [name, count] = [routeName(route), swapsWord(swaps)];
  return (
    <>
      <p class="table-line">{t`Route ${route}: ${name}`}</p>
      <RouteArrow route={route} />
      <p class="table-line">{t`${count} so far`}</p>
    </>
  );
}

/**
 * Parcel Parade in table mode: the new lap's route card, then each turn with the current player's part holding
 * the swap (facing them), the partner named on their side, and the route drawn round the table between them.
 */
export default function TableView({ c }: { c: ParcelController }) {
  useWakeLock();
  const s = c.state.value;
  const setup = c.setup;
  const { names } = setup;
  const n = names.length;
  const choice = useTurnChoice(s.turn);
  const act = (a: ParcelAction) => void c.dispatch(a);
  const refused = <ErrorNotice message={c.error.value} onDismiss={c.dismissError} />;
  const common = {
    title: 'Parcel Parade',
    where: whereLine(c),
    players: names,
    onUndo: c.undo,
    canUndo: c.canUndo.value,
    saving: c.saveState.value === 'pending',
  };

  if (phase(s, setup) === 'lap') {
    const { lap } = parcelLapOfTurn(n, s.turn);
    const route = parcelLapRoute(lap, setup.variant);
    const start = parcelLapStart(n, setup.first, lap);
    const note = threeNote(n, route);
    return (
      <TableLayout
        {...common}
        active={start}
        centre={<Middle route={route} swaps={s.swaps} />}
        renderSeat={(seat) =>
          seat === start ? (
            <>
              <p>{t`You take the first turn of lap ${lap}: put the first-player marker in front of you.`}</p>
              {note && <p class="table-small">{note}</p>}
              {refused}
              <Button variant="primary" onClick={() => act({ t: 'lap', at: appNow() })}>
                {t`Start lap ${lap}`}
              </Button>
            </>
          ) : (
            <p>{t`Turns go clockwise, whatever the route.`}</p>
          )
        }
      />
    );
  }

  const turn = turnInfo(s, setup);
  const [who, partner, way] = [
    isolate(names[turn.seat] ?? ''),
    isolate(names[turn.partner] ?? ''),
    distance(turn.route),
  ];
  const note = threeNote(n, turn.route);
  return (
    <TableLayout
      {...common}
      active={turn.seat}
      route={{ from: turn.seat, to: turn.partner, steps: ROUTE_OFFSETS[turn.route] }}
      centre={
        <>
          <Middle route={turn.route} swaps={s.swaps} />
          {!s.hands && <DeclareComplete c={c} choice={choice} act={act} />}
        </>
      }
      renderSeat={(seat) => {
        if (seat === turn.seat)
          return (
            <>
              <p class="table-line">{t`Your turn: trade with ${partner}, ${way}.`}</p>
              {note && <p class="table-small">{note}</p>}
              {s.hands && (
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
              )}
              {setup.brisk && <BriskTimer key={s.turn} since={s.since} />}
              {refused}
              {turnFooter(c, choice, act)}
            </>
          );
        if (seat === turn.partner) return <p class="table-line table-partner">{t`Partner: trade with ${who}.`}</p>;
        return <p>{t`${who} trades with ${partner}.`}</p>;
      }}
    />
  );
}
