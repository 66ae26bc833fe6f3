import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  /** Said at an address under the game's own that is no page of it. */
  noSuchPage: MessageDescriptor;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'relay',
    name: 'Pattern Relay',
    players: RULES_LIMITS.relay,
    noSuchPage: msg`There is no Pattern Relay page at this address.`,
  },
  {
    id: 'parcel',
    name: 'Parcel Parade',
    players: RULES_LIMITS.parcel,
    noSuchPage: msg`There is no Parcel Parade page here.`,
  },
  {
    id: 'royal',
    name: 'Royal Draft',
    players: RULES_LIMITS.royal,
    noSuchPage: msg`There is no such page in Royal Draft.`,
  },
  {
    id: 'choices',
    name: 'Pattern of Choices',
    players: RULES_LIMITS.choices,
    noSuchPage: msg`There is no Pattern of Choices page here.`,
  },
];

export const gameById = (id: GameId): GameEntry => GAMES.find((g) => g.id === id)!;
