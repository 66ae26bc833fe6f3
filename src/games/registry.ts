import { RULES_LIMITS } from '../rules/players';
import type { GameId } from '../storage/types';

/**
 * What the app says about each game (home, history, stats), worded when shown (`i18n._`). Its code is reached
 * only through the route table. The name is the game's own, the same in every language.
 */
export interface GameEntry {
  id: GameId;
  name: string;
  /** How many may play, from the rules core. */
  players: { min: number; max: number };
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'relay',
    name: 'Pattern Relay',
    players: RULES_LIMITS.relay,
  },
  {
    id: 'parcel',
    name: 'Parcel Parade',
    players: RULES_LIMITS.parcel,
  },
  {
    id: 'royal',
    name: 'Royal Draft',
    players: RULES_LIMITS.royal,
  },
  {
    id: 'choices',
    name: 'Pattern of Choices',
    players: RULES_LIMITS.choices,
  },
];

export const gameById = (id: GameId): GameEntry => GAMES.find((g) => g.id === id)!;
