import { t } from '@lingui/core/macro';
import { isolate } from '../../text/words';
import { currentTaker, dealerOf } from './session';
import type { RoyalState } from './types';

/** Where the game is: the round, the dealer, who picks and the deck, always on screen. */
export function where(s: RoyalState, names: string[], saved: boolean): string {
  const round = s.round;
  if (s.phase === 'deal') return t`Setup · starting cards`;
  if (s.phase === 'over')
    return saved ? t`Game over after round ${round} · saved to history` : t`Game over after round ${round} · results`;
  const dealer = isolate(names[dealerOf(s) ?? 0] ?? '');
  const taker = currentTaker(s);
  const deck = s.deckLeft;
  if (taker === null) return t`Round ${round} · ${dealer} deals · discard · deck ${deck}`;
  const player = isolate(names[taker] ?? '');
  return t`Round ${round} · ${dealer} deals · ${player} picks · deck ${deck}`;
}
