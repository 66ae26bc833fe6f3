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
}

/** What was entered, drawn by the game itself on the finished game's page (its own small chunk). */
export interface GameDetailProps {
  /** Untrusted: read `detail` defensively. */
  record: HistoryRecord;
}
