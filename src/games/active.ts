import { signal } from '@preact/signals';
import type { ReadonlySignal } from '@preact/signals';

/** The game open in this tab, if any: the shell shows its save state and keeps updates from reloading it. */
export interface ActiveGame {
  id: string;
  saveState: ReadonlySignal<'saved' | 'pending'>;
  /** False once the game is over and saved to history. */
  running: ReadonlySignal<boolean>;
}

/** App-wide by nature: one tab shows at most one game. Set by SessionScreen only. */
export const activeGame = signal<ActiveGame | null>(null);
