import type { CardCode, RowCard, Seat } from './core';
import {
  JOKER, ROYAL_STARTERS, cardName, isCardCode, listWords, royalAdd, royalGameOver, royalKeyCard,
  royalOfferPossible, royalOfferSize, royalOrder,
} from './core';
import { Refusal } from '../session';
import type { GameDef } from '../session';
import { plural } from './words';

export interface RoyalSetup {
  players: string[];
  /** Consecutive rematches at the same seats share a series id. */
  seriesId: string;
  /** 1 for the first play of a series. */
  seriesGame: number;
  /** Series totals per seat before this play. */
  seriesBefore: number[];
}

export type RoyalAction =
  /** starters[seat]: the king or joker dealt to that seat (drawn by the screen, or entered by the table). */
  | { t: 'deal'; starters: CardCode[] }
  /** The player whose turn it is takes this card into their row. */
  | { t: 'take'; card: CardCode }
  /** The card left over; null when it stayed face-down and nobody looked. */
  | { t: 'discard'; card: CardCode | null };

export interface RoundLog {
  dealer: Seat;
  order: Seat[];
  why: string;
}

export interface RoyalState {
  phase: 'deal' | 'take' | 'discard' | 'over';
  starters: CardCode[];
  rows: RowCard[][];
  /** 1-based; 0 before the deal. */
  round: number;
  /** This round's turn order; the dealer is last. */
  order: Seat[];
  /** Cards each seat took this round, in order. */
  taken: CardCode[][];
  /** Takes so far this round (0..N+1). */
  picks: number;
  /** Known discards with their round; null = an unseen card. */
  discards: { card: CardCode | null; round: number }[];
  /** Cards still in the deck after this round's offer was drawn. */
  deckLeft: number;
  rounds: RoundLog[];
  /** What the last step did, in words (busting, next dealer...). */
  notice: string | null;
  endReason: string | null;
}

export const DECK_BASE = 48;

/** Who takes the next card, or null when the round's takes are done. */
export function currentTaker(s: RoyalState): Seat | null {
  if (s.phase !== 'take') return null;
  const n = s.order.length;
  return s.picks < n - 1 ? (s.order[s.picks] as Seat) : (s.order[n - 1] as Seat);
}

/** Where a card already is, in words, or null when it is still unseen. */
export function whereIs(s: RoyalState, card: CardCode, names: string[]): string | null {
  const seat = s.rows.findIndex((r) => r.some((rc) => rc.card === card));
  if (seat >= 0) return s.starters[seat] === card ? `it is ${names[seat]}'s starting card` : `it is in ${names[seat]}'s row`;
  const d = s.discards.find((x) => x.card === card);
  return d ? `it was discarded in round ${d.round}` : null;
}

function refuseSeen(s: RoyalState, card: unknown, names: string[]): CardCode {
  if (!isCardCode(card)) throw new Refusal(`"${String(card)}" is not a card.`);
  if (card === JOKER) throw new Refusal('The joker is not in the deck: it is dealt at the start, or leaves the game when no one gets it (D1).');
  const where = whereIs(s, card, names);
  if (where) throw new Refusal(`The ${cardName(card)} is already out: ${where}. Check the card and enter it again.`);
  return card;
}

/** Starts a round: draws the offer, or ends the game when the deck is too small (D7 house ruling). */
function startRound(s: RoyalState, order: Seat[], why: string, names: string[]): RoyalState {
  const n = names.length;
  if (!royalOfferPossible(s.deckLeft, n)) {
    return {
      ...s, phase: 'over', order: [], taken: [], picks: 0,
      endReason: `The deck has ${plural(s.deckLeft, 'card')} left, too few for an offer of ${royalOfferSize(n)}: the game ends here (house ruling D7).`,
    };
  }
  const dealer = order[n - 1] as Seat;
  return {
    ...s, phase: 'take', round: s.round + 1, order, picks: 0, taken: names.map(() => []),
    deckLeft: s.deckLeft - royalOfferSize(n), rounds: [...s.rounds, { dealer, order, why }],
  };
}

function orderWhy(order: Seat[], keys: CardCode[], names: string[], first: boolean): string {
  const dealer = order[order.length - 1] as Seat;
  const head = first
    ? `${names[dealer]} deals: ${names[dealer]} holds the highest starting card, the ${cardName(keys[dealer] as CardCode)} (D3).`
    : `${names[dealer]} deals: ${names[dealer]} took the highest card last round, the ${cardName(keys[dealer] as CardCode)} (D6).`;
  const list = listWords(order.map((seat) => `${names[seat]} (${cardName(keys[seat] as CardCode)})`));
  return `${head} Turn order, lowest ${first ? 'starting' : 'key'} card first: ${list}.`;
}

function deal(s: RoyalState, starters: unknown, names: string[]): RoyalState {
  const n = names.length;
  if (!Array.isArray(starters) || starters.length !== n) throw new Refusal(`Every one of the ${n} players needs a starting card.`);
  starters.forEach((c, i) => {
    if (!ROYAL_STARTERS.includes(c as string)) throw new Refusal(`${names[i]} has no starting card yet: pick a king or the joker.`);
    const j = starters.indexOf(c);
    if (j !== i) throw new Refusal(`${names[j]} and ${names[i]} cannot both start with the ${cardName(c as string)}.`);
  });
  const dealt = starters as CardCode[];
  const undealtKings = ROYAL_STARTERS.filter((c) => c !== JOKER && !dealt.includes(c)).length;
  const base: RoyalState = { ...s, starters: dealt, rows: dealt.map((card) => [{ card, faceUp: true }]), deckLeft: DECK_BASE + undealtKings };
  const { turnOrder } = royalOrder(dealt.map((c) => [c]));
  const extra = ROYAL_STARTERS.filter((c) => !dealt.includes(c));
  const kings = extra.filter((c) => c !== JOKER).map(cardName);
  const notice = [
    kings.length ? `Shuffle the ${listWords(kings)} into the deck.` : '',
    extra.includes(JOKER) ? 'No one got the joker: it leaves the game (D1).' : '',
  ].join(' ').trim();
  const started = startRound(base, turnOrder, orderWhy(turnOrder, dealt, names, true), names);
  const who = listWords(dealt.map((c, i) => `${names[i]} the ${cardName(c)}`));
  return { ...started, notice: `Starting cards, face-up: ${who}. ${notice}`.trim() };
}

function take(s: RoyalState, raw: unknown, names: string[]): RoyalState {
  const seat = currentTaker(s);
  if (seat === null) throw new Refusal('No one is taking a card right now.');
  const card = refuseSeen(s, raw, names);
  const before = s.rows[seat] as RowCard[];
  const row = royalAdd(before, card);
  const flipped = before.filter((rc, i) => rc.faceUp && !row[i]?.faceUp).map((rc) => cardName(rc.card));
  const n = names.length;
  const picks = s.picks + 1;
  return {
    ...s,
    rows: s.rows.map((r, i) => (i === seat ? row : r)),
    taken: s.taken.map((t, i) => (i === seat ? [...t, card] : t)),
    picks,
    phase: picks === n + 1 ? 'discard' : 'take',
    notice: flipped.length
      ? `${names[seat]} busts: ${listWords(flipped)} turn face-down (D5).`
      : `${names[seat]} took the ${cardName(card)}.`,
  };
}

function discard(s: RoyalState, raw: unknown, names: string[]): RoyalState {
  if (s.phase !== 'discard') throw new Refusal('The left-over card is entered after every pick of the round.');
  const card = raw === null ? null : refuseSeen(s, raw, names);
  const next: RoyalState = { ...s, discards: [...s.discards, { card, round: s.round }] };
  if (royalGameOver(next.rows)) {
    const long = names.filter((_, i) => (next.rows[i]?.length ?? 0) >= 9);
    return { ...next, phase: 'over', endReason: `${listWords(long)} reached nine cards this round: the game ends (D7).`, notice: null };
  }
  const keys = s.taken.map((t) => royalKeyCard(t));
  const { turnOrder } = royalOrder(s.taken);
  const started = startRound(next, turnOrder, orderWhy(turnOrder, keys, names, false), names);
  return { ...started, notice: card ? `The ${cardName(card)} is discarded.` : 'The left-over card is discarded unseen.' };
}

export const royalDef: GameDef<RoyalSetup, RoyalAction, RoyalState> = {
  game: 'royal',
  init(setup) {
    const ok = Array.isArray(setup?.players) && setup.players.length >= 2 && setup.players.length <= 5;
    if (!ok) throw new Refusal('This saved game has no valid players.');
    return {
      phase: 'deal', starters: [], rows: setup.players.map(() => []), round: 0, order: [], taken: [], picks: 0,
      discards: [], deckLeft: 0, rounds: [], notice: null, endReason: null,
    };
  },
  apply(state, action, setup) {
    const names = setup.players;
    if (state.phase === 'over') throw new Refusal('The game is over: undo to change the last round.');
    if (action.t === 'deal') {
      if (state.phase !== 'deal') throw new Refusal('The starting cards are already dealt: undo back to the deal to change them.');
      return deal(state, action.starters, names);
    }
    if (state.phase === 'deal') throw new Refusal('Deal the starting cards first.');
    if (action.t === 'take') return take(state, action.card, names);
    if (action.t === 'discard') return discard(state, action.card, names);
    throw new Refusal('That step is not part of Royal Draft.');
  },
  label(state, setup) {
    const who = setup.players.join(', ');
    if (state.phase === 'deal') return `${who} - dealing`;
    if (state.phase === 'over') return `${who} - game over, not saved yet`;
    return `${who} - round ${state.round}`;
  },
};
