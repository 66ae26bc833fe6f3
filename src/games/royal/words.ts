// Royal Draft in words: every sentence the game shows is built here from facts (codes, seats, cards).
import type { CardCode, RowCard, RulesRefusal, Seat, Suit } from './core';
import {
  JOKER,
  ROYAL_END_ROW,
  ROYAL_FACE_DOWN_OFFER,
  capital,
  cardName,
  countWord,
  royalOfferSize,
  scoreRoyalRow,
} from './core';
import { andList, isolate, plural } from '../../text/words';
import type { CardPlace, RoundLog, RoyalEnd, RoyalEvent, RoyalSetup, RoyalState } from './types';

const SUIT_ONE: Record<Suit, string> = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
/** One card of a suit: "heart" (SUIT_NAMES has the plural). */
export const suitWord = (s: Suit): string => SUIT_ONE[s];

/** "1 point", "12 points". */
export const points = (n: number): string => plural(n, 'point');

const the = (card: CardCode): string => `the ${cardName(card)}`;
const who = (names: readonly string[], seat: Seat): string => isolate(names[seat] ?? `seat ${seat + 1}`);

/** How to type a card; the joker only where it can be entered (the scorer: in the referee it is never drawn, D1). */
export function howToType(allowJoker: boolean): string {
  return `Type a rank (A, 2 to 10, J, Q, K) then a suit (C, D, H or S), like 10D or QH${allowJoker ? ', or JOKER' : ''}.`;
}

function placeWords(place: CardPlace, names: readonly string[]): string {
  if (place.t === 'starter') return `it is ${who(names, place.seat)}'s starting card`;
  if (place.t === 'row') return `it is in ${who(names, place.seat)}'s row`;
  return `it was discarded in round ${place.round}`;
}

type Facts = Record<string, unknown>;

/** A refusal (the rules core's or the session's) in the players' words. */
export function describeRoyal(r: RulesRefusal, setup: Pick<RoyalSetup, 'players'>): string {
  const names = setup.players;
  const f = r.facts as Facts;
  switch (r.code) {
    case 'royal/not-a-card':
      return `"${String(f.text)}" is not a card.`;
    case 'royal/joker-not-in-deck':
      return 'The joker is not in the deck: it is dealt at the start, or leaves the game when no one gets it (D1).';
    case 'royal/card-out':
      return `${capital(the(f.card as CardCode))} is already out: ${placeWords(f.place as CardPlace, names)}.`;
    case 'royal/card-in-row':
      return `${capital(the(f.card as CardCode))} is already in the row (card ${Number(f.at) + 1}): a deck has only one of each card.`;
    case 'royal/starter-count':
      return `Every one of the ${f.players} players needs a starting card.`;
    case 'royal/not-a-starter':
      return `${who(names, Number(f.seat))} has no starting card yet: pick a king or the joker.`;
    case 'royal/starter-twice': {
      const [a, b] = f.seats as [Seat, Seat];
      return `${who(names, a)} and ${who(names, b)} cannot both start with ${the(f.card as CardCode)}.`;
    }
    case 'royal/no-taker':
      return 'No one is taking a card right now.';
    case 'royal/not-discard-time':
      return 'The left-over card is entered after every pick of the round.';
    case 'royal/game-over':
      return 'The game is over: undo to change the last round.';
    case 'royal/already-dealt':
      return 'The starting cards are already dealt: undo back to the deal to change them.';
    case 'royal/deal-first':
      return 'Deal the starting cards first.';
    case 'royal/no-players':
      return 'This saved game has no valid players.';
    case 'royal/not-in-row':
      return 'That card is not in the row any more.';
    default:
      return 'That step is not part of Royal Draft.';
  }
}

/** What the last step did, for the notice above the step; null when there is nothing to say. */
export function eventWords(
  e: RoyalEvent | null,
  s: Pick<RoyalState, 'starters'>,
  names: readonly string[],
): string | null {
  if (!e) return null;
  if (e.t === 'took') {
    return e.turnedDown.length
      ? `${who(names, e.seat)} busts: ${andList(e.turnedDown.map(cardName))} turn face-down (D5).`
      : `${who(names, e.seat)} took ${the(e.card)}.`;
  }
  if (e.t === 'discarded')
    return e.card ? `${capital(the(e.card))} is discarded.` : 'The left-over card is discarded unseen.';
  const got = andList(s.starters.map((c, i) => `${who(names, i)} ${the(c)}`));
  const kings = e.undealt.filter((c) => c !== JOKER).map(cardName);
  return [
    `Starting cards, face-up: ${got}.`,
    kings.length ? `Shuffle the ${andList(kings)} into the deck.` : '',
    e.undealt.includes(JOKER) ? 'No one got the joker: it leaves the game (D1).' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** True when the last step turned cards face-down (the notice is then a warning). */
export const isBust = (e: RoyalEvent | null): boolean => e?.t === 'took' && e.turnedDown.length > 0;

/** Why this dealer and this order (D3 in round 1, D6 after), from the cards that decided it. */
export function orderWords(log: RoundLog, roundIndex: number, names: readonly string[]): string | null {
  const keys = log.keys;
  if (!keys) return null;
  const d = log.dealer;
  const first = roundIndex === 0;
  const head = first
    ? `${who(names, d)} deals: ${who(names, d)} holds the highest starting card, ${the(keys[d] ?? JOKER)} (D3).`
    : `${who(names, d)} deals: ${who(names, d)} took the highest card last round, ${the(keys[d] ?? JOKER)} (D6).`;
  const list = andList(log.order.map((seat) => `${who(names, seat)} (${cardName(keys[seat] ?? JOKER)})`));
  return `${head} Turn order, lowest ${first ? 'starting' : 'key'} card first: ${list}.`;
}

/** Why the game ended (D7). */
export function endWords(end: RoyalEnd | null, names: readonly string[]): string {
  if (!end) return '';
  if (end.t === 'full-row') {
    return `${andList(end.seats.map((s) => who(names, s)))} reached ${countWord(ROYAL_END_ROW)} cards this round: the game ends (D7).`;
  }
  return `The deck has ${plural(end.deckLeft, 'card')} left, too few for an offer of ${end.offer}: the game ends here (house ruling D7).`;
}

/** The prompt for the current step of a round. */
export function stepPrompt(s: RoyalState, names: readonly string[], taker: Seat | null, dealer: Seat): string {
  if (taker === null) return 'One card is left in the offer: which is it? It is discarded.';
  if (taker !== dealer) return `${who(names, taker)}'s turn: which card did ${who(names, taker)} take?`;
  const second = (s.taken[dealer]?.length ?? 0) > 0;
  return `${who(names, dealer)} deals and takes two: which card goes into ${who(names, dealer)}'s row ${second ? 'second' : 'first'}?`;
}

/** The offer in words (D4). */
export function offerWords(players: number, dealerName: string, deckLeft: number): string {
  // players + 2 cards, two of them face-down: the face-up count is the offer less the face-down ones.
  const size = royalOfferSize(players);
  return `${isolate(dealerName)} lays out ${size} cards: ${ROYAL_FACE_DOWN_OFFER} face-down and ${size - ROYAL_FACE_DOWN_OFFER} face-up (D4). The deck has ${plural(deckLeft, 'card')} left after this offer.`;
}

/** For the Resume list. */
export function gameLabel(state: Pick<RoyalState, 'phase' | 'round'>, setup: Pick<RoyalSetup, 'players'>): string {
  const all = setup.players.map(isolate).join(', ');
  if (state.phase === 'deal') return `${all} - dealing`;
  if (state.phase === 'over') return `${all} - game over, not saved yet`;
  return `${all} - round ${state.round}`;
}

/** "Winner: Ana, 21 points." / "Shared win: Ana and Ben, 12 points each." */
export function winnerWords(top: readonly Seat[], totals: readonly number[], names: readonly string[]): string {
  const pts = points(totals[top[0] ?? 0] ?? 0);
  return top.length > 1
    ? `Shared win: ${andList(top.map((s) => who(names, s)))}, ${pts} each.`
    : `Winner: ${andList(top.map((s) => who(names, s)))}, ${pts}.`;
}

/** The score sheet to share or copy: plain text, one line per player. Names are passed in already cleaned. */
export function scoreSheet(
  names: readonly string[],
  rows: readonly RowCard[][],
  opts: { top: readonly Seat[]; series?: readonly number[]; seriesGame: number; end: string; when?: string },
): string {
  const lines = names.map((n, i) => {
    const s = scoreRoyalRow(rows[i] ?? []);
    const series = opts.series && opts.seriesGame > 1 ? `; series ${points(opts.series[i] ?? 0)}` : '';
    return `${isolate(n)}: ${points(s.total)} (royal ${s.royal}, joker ${s.joker}, sets ${s.sets})${series}`;
  });
  const totals = rows.map((r) => scoreRoyalRow(r).total);
  return [
    `Royal Draft${opts.when ? `, ${opts.when}` : ''}${opts.seriesGame > 1 ? ` (play ${opts.seriesGame} of a series)` : ''}`,
    ...lines,
    winnerWords(opts.top, totals, names),
    opts.end,
  ]
    .filter(Boolean)
    .join('\n');
}
