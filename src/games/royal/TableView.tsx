import { t } from '@lingui/core/macro';
import { TableLayout } from '../../ui/table/TableLayout';
import { useWakeLock } from '../../ui/wake-lock';
import type { SessionController } from '../controller';
import { scoreRoyalRow } from './core';
import { PickEntry, tookWords } from './RoundStep';
import { currentTaker, dealerOf } from './session';
import { turnMarks } from './TurnRing';
import type { RoyalController } from './types';
import { where } from './where';
import { cards, offerWords, points, stepPrompt } from './words';

/**
 * Royal Draft in table mode, for a round's picks: each player's part says their place in the turn order, what
 * they took and their row; the part of the player on turn (the dealer for the discard) says what they may take
 * and holds the card entry, facing them.
 */
export default function TableView({ c: session }: { c: SessionController<unknown, unknown, unknown> }) {
  const c = session as unknown as RoyalController;
  useWakeLock();
  const s = c.state.value;
  const names = c.setup.players;
  const dealer = dealerOf(s) ?? 0;
  const taker = currentTaker(s);
  const active = taker ?? dealer;
  const marks = turnMarks(s);
  return (
    <TableLayout
      title="Royal Draft"
      where={where(s, names, false)}
      players={names}
      active={active}
      onUndo={() => c.undo()}
      canUndo={c.canUndo.value}
      saving={c.saveState.value === 'pending'}
      centre={<p class="table-small">{offerWords(names.length, names[dealer] ?? '', s.deckLeft)}</p>}
      renderSeat={(seat) => {
        const row = s.rows[seat] ?? [];
        const [count, score] = [cards(row.length), points(scoreRoyalRow(row).total)];
        const got = s.taken[seat] ?? [];
        return (
          <>
            <p class="table-line">{marks[seat]}</p>
            <p>{t`Your row: ${count}, ${score} so far`}</p>
            {got.length > 0 && <p>{tookWords(got)}</p>}
            {seat === active && (
              <>
                <p class="table-say">{stepPrompt(s, names, taker, dealer)}</p>
                <PickEntry c={c} />
              </>
            )}
          </>
        );
      }}
    />
  );
}
