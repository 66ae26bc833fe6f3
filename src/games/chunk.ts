import type { ComponentType } from 'preact';
import type { SessionController } from './controller';
import type { DefFor } from './open-session';
import type { HistoryRecord } from '../storage/types';

/**
 * What a game gives for its play route: the definition and the view. The
 * machinery frames the view (`playScreen` in SessionScreen.tsx), and the game's
 * chunk (`src/games/<game>/index.tsx`) exports the result as `Play`.
 */
export interface GamePlay<S = unknown, A = unknown, St = unknown> {
  def: DefFor<S, A, St>;
  View: ComponentType<{ c: SessionController<S, A, St> }>;
  /** Table mode: the view for a device lying in the middle of the table (its own lazy chunk), where it applies. */
  table?: TablePlay<S, A, St>;
}

/** A game's table mode: its view, fetched when table mode is switched on, and the steps it draws (else the phone's). */
export interface TablePlay<S, A, St> {
  load: () => Promise<{ default: ComponentType<{ c: SessionController<S, A, St> }> }>;
  /** Whether the step on screen has a table view; one that does not (a form, a scorer) stays a phone screen. */
  at: (c: SessionController<S, A, St>) => boolean;
}

/** What was entered, drawn by the game itself on the finished game's page (its own small chunk). */
export interface GameDetailProps {
  /** Untrusted: read `detail` defensively. */
  record: HistoryRecord;
}
