import { activeGame } from '../games/active';

/**
 * While a game is open: "Saving…" until every step shown is durably saved.
 * `data-save-state` says the same to tests ("pending" or "saved").
 */
export function SaveState() {
  const game = activeGame.value;
  if (!game) return null;
  const state = game.saveState.value;
  return (
    <span class="save-state" data-save-state={state} role="status">
      {state === 'pending' ? 'Saving…' : <span class="visually-hidden">Saved</span>}
    </span>
  );
}
