// What each game's printed deck holds, asked of the rules core: no card or count is written here.
import { relayDeck } from '../../../rules/relay-deck';
import type { RelayTile } from '../../../rules/relay-deck';
import { ROUTES, parcelDeck } from '../../../rules/parcel';
import type { Parcel, Route } from '../../../rules/parcel';
import { allCardCodes } from '../../../rules/royal';
import type { CardCode } from '../../../rules/royal';

export type PrintCard =
  | { kind: 'tile'; tile: RelayTile }
  | { kind: 'parcel'; parcel: Parcel; copy: number; of: number }
  | { kind: 'route'; route: Route }
  | { kind: 'marker' }
  | { kind: 'playing'; card: CardCode };

export type PrintGame = 'relay' | 'parcel' | 'royal';

/**
 * The cards of one deck: Pattern Relay's 48 tiles (R1); Parcel Parade's symbols for `players` (P1), its four
 * route cards (P2) and the current-player marker; Royal Draft's 52 cards and a joker (D1).
 */
export function deckCards(game: PrintGame, players: number): PrintCard[] {
  if (game === 'relay') return relayDeck().map((tile) => ({ kind: 'tile', tile }));
  if (game === 'royal') return allCardCodes().map((card) => ({ kind: 'playing', card }));
  return [
    ...parcelDeck(players).map((c): PrintCard => ({ kind: 'parcel', parcel: c.parcel, copy: c.copy, of: players })),
    ...ROUTES.map((route): PrintCard => ({ kind: 'route', route })),
    { kind: 'marker' },
  ];
}
