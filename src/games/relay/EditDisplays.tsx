import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { isolate } from '../../text/words';
import { RELAY_DISPLAY_SIZE } from '../../rules/relay';
import type { RelayPartialDisplay, RelayTile } from '../../rules/relay';
import { Button } from '../../ui/Button';
import { ErrorNotice, InfoNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { keepAboveFooter } from '../../ui/step';
import { Breakdown } from './Breakdown';
import { DisplayGrid, boxKey, nextEmpty } from './DisplayGrid';
import type { Box } from './DisplayGrid';
import type { Round } from './types';
import { tileCount } from './session';
import { TilePalette } from './TilePalette';
import type { RelayController } from './types';
import { nameOf } from './words';

/**
 * Enter or check every player's display for a round; a confirmed round can be
 * reopened to correct a tile. An unfinished display opens at its first empty
 * box, and each tile chosen moves on to the next one: six taps a display.
 */
export function EditDisplays({
  c,
  at,
  onDone,
}: {
  c: RelayController;
  at: { round: Round; seat: number };
  onDone: () => void;
}) {
  const s = c.state.value;
  const round = useSignal<Round>(at.round);
  const seat = useSignal(at.seat);
  const displays = s.displays[round.value - 1] ?? [];
  const d = displays[seat.value] as RelayPartialDisplay;
  const confirmed = s.confirmed[round.value - 1];
  const sel = useSignal<Box | null>(confirmed ? null : nextEmpty(d));
  const open = (r: Round, i: number) => {
    round.value = r;
    seat.value = i;
    const next = c.state.value.displays[r - 1]?.[i];
    sel.value = next && !c.state.value.confirmed[r - 1] ? nextEmpty(next) : null;
  };
  const sheet = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  // Right after the sheet is laid out, and again whenever its size changes: the chosen box is never under it.
  useLayoutEffect(() => {
    const box = sel.value && grid.current?.querySelector(`[data-box="${boxKey(sel.value)}"]`);
    const check = () => keepAboveFooter(box);
    check();
    if (!sheet.current || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(check);
    watch.observe(sheet.current);
    return () => watch.disconnect();
  }, [sel.value, seat.value, round.value]);
  const name = nameOf(c.setup, seat.value);
  const [who, shown] = [isolate(name), round.value];
  const dismiss = () => c.dismissError();
  const choose = (tile: RelayTile | null) => {
    const box = sel.value;
    if (!box || !c.dispatch({ t: 'set', round: round.value, seat: seat.value, row: box.row, col: box.col, tile }))
      return;
    const after = c.state.value.displays[round.value - 1]?.[seat.value];
    if (tile && after) sel.value = nextEmpty(after, box);
  };
  const nextSeat = displays.findIndex((x, i) => i !== seat.value && tileCount(x) < RELAY_DISPLAY_SIZE);
  const nextName = isolate(nameOf(c.setup, nextSeat));
  const footer = sel.value ? (
    <TilePalette
      name={name}
      box={sel.value}
      filled={d[sel.value.row][sel.value.col] !== null}
      error={c.error.value}
      onChoose={choose}
      onDismiss={dismiss}
      onClose={() => (sel.value = null)}
      sheetRef={sheet}
    />
  ) : (
    <>
      {!confirmed && tileCount(d) === RELAY_DISPLAY_SIZE && nextSeat >= 0 && (
        <Button onClick={() => open(round.value, nextSeat)}>
          {/* One flex item: the name stays inside the words, not a separate item with a gap around it. */}
          <span>{t`Next: ${nextName}'s display`}</span>
        </Button>
      )}
      <Button variant="primary" onClick={onDone}>
        {t`Back to the game`}
      </Button>
    </>
  );
  return (
    <Screen
      title={t`Displays`}
      where={t`Round ${shown} · ${who}`}
      onUndo={c.undo}
      canUndo={c.canUndo.value}
      footer={footer}
    >
      <div class={sel.value ? 'stack relay-edit relay-choosing' : 'stack relay-edit'}>
        {s.round > 1 && (
          <div class="row" role="group" aria-label={t`Round`}>
            {([1, 2] as const).map((r) => (
              <Button key={r} aria-pressed={round.value === r} onClick={() => open(r, seat.value)}>
                {t`Round ${r}`}
              </Button>
            ))}
          </div>
        )}
        <div class="row" role="group" aria-label={t`Player`}>
          {c.setup.players.map((n, i) => (
            <Button key={i} aria-pressed={seat.value === i} onClick={() => open(round.value, i)}>
              {n} {tileCount(displays[i] as RelayPartialDisplay)}/{RELAY_DISPLAY_SIZE}
            </Button>
          ))}
        </div>
        {!sel.value && <ErrorNotice message={c.error.value} onDismiss={dismiss} />}
        {confirmed && (
          <InfoNotice>
            {t`Round ${shown} is confirmed.`}{' '}
            <Button onClick={() => c.dispatch({ t: 'reopen', round: round.value })}>
              {t`Reopen round ${shown} to correct it`}
            </Button>
          </InfoNotice>
        )}
        {!confirmed && round.value < s.round && (
          <InfoNotice>
            {t`Round ${shown} is reopened.`}{' '}
            <Button onClick={() => c.dispatch({ t: 'confirm', round: round.value })}>
              {t`Confirm round ${shown} again`}
            </Button>
          </InfoNotice>
        )}
        <div ref={grid}>
          <DisplayGrid
            display={d}
            name={name}
            selected={sel.value}
            onPick={
              confirmed
                ? undefined
                : (b) => (sel.value = sel.value?.row === b.row && sel.value.col === b.col ? null : b)
            }
          />
        </div>
        <Breakdown display={d} label={t`${who}'s score`} />
      </div>
    </Screen>
  );
}
