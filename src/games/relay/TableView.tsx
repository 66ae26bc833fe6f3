import { t } from '@lingui/core/macro';
import { appNow } from '../../platform/clock';
import { RELAY_PICKS, relayHandSize, relayPassDirection, relayPassTarget, relayReader } from '../../rules/relay';
import { isolate } from '../../text/words';
import { Button } from '../../ui/Button';
import { unlockCues } from '../../ui/cues';
import { ErrorNotice } from '../../ui/Notice';
import { RevealCountdown } from '../../ui/RevealCountdown';
import { TableLayout } from '../../ui/table/TableLayout';
import { useWakeLock } from '../../ui/wake-lock';
import type { RelayController, RelaySetup, RelayState } from './types';
import { PassArrow } from './Steps';
import { STEP_MS, useCounting } from './useCounting';
import { mainAction, whereLine } from './Walker';
import { nameOf, placementNames, script, sideWord } from './words';

const noop = () => undefined;

/** What one player reads at their side of the table: their pick, their place in the order, where they pass. */
function SeatPart({ setup, s, seat, counting, reader }: Props & { seat: number; reader: boolean }) {
  const n = setup.players.length;
  const [pick, picks, hand] = [s.pick, RELAY_PICKS, relayHandSize(s.pick)];
  const role = reader ? t`Reader · pick ${pick} of ${picks}` : t`Pick ${pick} of ${picks}`;
  const head = <p class="table-line">{role}</p>;
  if (counting && s.countAt !== null)
    return (
      <>
        {head}
        <RevealCountdown startedAt={s.countAt} stepMs={STEP_MS} onDone={noop} quiet={!reader} />
      </>
    );
  switch (s.step) {
    case 'choose':
    case 'ready':
      return (
        <>
          {head}
          <p class="big-count table-big-own" aria-hidden="true">
            {hand}
          </p>
          {!reader && <p>{t`You hold ${hand} tiles: choose one and lay it face down.`}</p>}
        </>
      );
    case 'count':
    case 'place': {
      const order = placementNames(setup, s);
      const at = order.indexOf(nameOf(setup, seat)) + 1;
      return (
        <>
          {head}
          <p class="big-count table-big-own" aria-hidden="true">
            {at}
          </p>
          {/* The reader's script names the whole order. */}
          {!reader && <p>{at === 1 ? t`You place first.` : t`You place number ${at} of ${n}.`}</p>}
        </>
      );
    }
    case 'pass': {
      const [left, side] = [hand - 1, sideWord(s.round)];
      const taker = isolate(nameOf(setup, relayPassTarget(n, seat, s.round)));
      return (
        <>
          {head}
          <PassArrow clockwise={relayPassDirection(s.round) === 'clockwise'} />
          <p class="table-line">{t`Pass your ${left} tiles ${side}, to ${taker}.`}</p>
        </>
      );
    }
    case 'discard':
      return (
        <>
          {head}
          {!reader && <p>{t`Put your last tile on the discard pile, unplaced.`}</p>}
        </>
      );
    default:
      return head;
  }
}

interface Props {
  setup: RelaySetup;
  s: RelayState;
  counting: boolean;
}

/** Pattern Relay in table mode: each player's part faces them; the reader's holds the script and the main button. */
export default function TableView({ c }: { c: RelayController }) {
  useWakeLock();
  const s = c.state.value;
  const setup = c.setup;
  const counting = useCounting(s.step === 'count' || s.step === 'place' ? s.countAt : null);
  const reader = relayReader(setup.players.length, setup.firstReader, s.round);
  const [label, action] = mainAction(s, counting);
  const { say } = script(setup, s, counting);
  const run = () => {
    if (action === 'reveal' || action === 'count') {
      unlockCues();
      return void c.dispatch({ t: action, at: appNow() });
    }
    if (action && action !== 'rematch') c.dispatch(action);
  };
  return (
    <TableLayout
      title="Pattern Relay"
      where={whereLine(setup, s, false)}
      players={setup.players}
      active={reader}
      onUndo={c.undo}
      canUndo={c.canUndo.value}
      saving={c.saveState.value === 'pending'}
      renderSeat={(seat) => (
        <>
          <SeatPart setup={setup} s={s} seat={seat} counting={counting} reader={seat === reader} />
          {seat === reader && (
            <>
              <p class="table-say" aria-live="polite">
                {say}
              </p>
              <ErrorNotice message={c.error.value} onDismiss={c.dismissError} />
              <Button variant="primary" onClick={run} disabled={action === null}>
                {label}
              </Button>
            </>
          )}
        </>
      )}
    />
  );
}
