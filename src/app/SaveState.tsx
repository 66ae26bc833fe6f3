import { t } from '@lingui/core/macro';
import { activeGame } from '../games/active';
import { unsavedWrites } from '../platform/store';

/**
 * "Saving…" while anything shown is not yet durably saved: a step of the open
 * game, or any other write the store has not finished. `data-save-state`
 * says the same to tests ("pending" or "saved").
 */
export function SaveState() {
  const pending = activeGame.value?.saveState.value === 'pending' || unsavedWrites.value > 0;
  return (
    <span class="save-state" data-save-state={pending ? 'pending' : 'saved'} role="status">
      {pending ? t`Saving…` : <span class="visually-hidden">{activeGame.value ? t`Saved` : ''}</span>}
    </span>
  );
}
