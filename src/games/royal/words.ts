// Royal Draft in words: every sentence the game shows is built here from facts (codes, seats, cards), as
// messages in the app's language (the `t` macro; src/locales/<locale>/royal.po).
import { plural, t } from '@lingui/core/macro';
import type { CardCode, RowCard, RulesRefusal, Seat } from './core';
import {
  JOKER,
  ROYAL_END_ROW,
  ROYAL_FACE_DOWN_OFFER,
  cardSymbol as signOf,
  parseCard,
  royalOfferSize,
  scoreRoyalRow,
} from './core';
import { andList, commaList, isolate } from '../../text/words';
import { jokerName, playingCardName } from '../../ui/terms';
import type { CardPlace, RoundLog, RoyalEnd, RoyalEvent, RoyalSetup, RoyalState } from './types';

/** Words for a card: "7 of clubs", "Queen of hearts", "Ace of spades", "Joker" (the words are src/ui/terms.ts's). */
export function cardName(code: CardCode): string {
  const p = parseCard(code);
  return p.joker ? jokerName() : playingCardName(p.rank, p.suit);
}

/** Short label with a suit sign: "7♣", "Q♥", "Joker". Pair it with cardName for screen readers. */
export const cardSymbol = (code: CardCode): string => (code === JOKER ? jokerName() : signOf(code));

/** A card as a button or a list shows it: "7♣ 7 of clubs", "Joker". */
export const cardLabel = (code: CardCode): string => {
  if (code === JOKER) return jokerName();
  const sign = signOf(code);
  const name = cardName(code);
  return t({ comment: 'a card: its sign, then its name ("7♣ 7 of clubs")', message: `${sign} ${name}` });
};

/** "1 point", "12 points". */
export const points = (n: number): string => plural(n, { one: '# point', other: '# points' });

/** "1 card", "9 cards". */
export const cards = (n: number): string => plural(n, { one: '# card', other: '# cards' });

const who = (names: readonly string[], seat: Seat): string => {
  const name = names[seat];
  if (name !== undefined) return isolate(name);
  const n = seat + 1;
  return t`seat ${n}`;
};

/** How to type a card; the joker only where it can be entered (the scorer: in the referee it is never drawn, D1). */
export function howToType(allowJoker: boolean): string {
  return allowJoker
    ? t`Type a rank (A, 2 to 10, J, Q, K) then a suit (C, D, H or S), like 10D or QH, or JOKER.`
    : t`Type a rank (A, 2 to 10, J, Q, K) then a suit (C, D, H or S), like 10D or QH.`;
}

/** A card that is already out, and where. */
function cardOutWords(card: CardCode, place: CardPlace, names: readonly string[]): string {
  const name = cardName(card);
  if (place.t === 'starter') {
    const player = who(names, place.seat);
    return t`The ${name} is already out: it is ${player}'s starting card.`;
  }
  if (place.t === 'row') {
    const player = who(names, place.seat);
    return t`The ${name} is already out: it is in ${player}'s row.`;
  }
  const round = place.round;
  return t`The ${name} is already out: it was discarded in round ${round}.`;
}

type Facts = Record<string, unknown>;

/** A refusal (the rules core's or the session's) in the players' words. */
export function describeRoyal(r: RulesRefusal, setup: Pick<RoyalSetup, 'players'>): string {
  const names = setup.players;
  const f = r.facts as Facts;
  switch (r.code) {
    case 'royal/not-a-card': {
      const text = String(f.text);
      return t`"${text}" is not a card.`;
    }
    case 'royal/joker-not-in-deck':
      return t`The joker is not in the deck: it is dealt at the start, or leaves the game when no one gets it (D1).`;
    case 'royal/card-out':
      return cardOutWords(f.card as CardCode, f.place as CardPlace, names);
    case 'royal/card-in-row': {
      const name = cardName(f.card as CardCode);
      const place = Number(f.at) + 1;
      return t`The ${name} is already in the row (card ${place}): a deck has only one of each card.`;
    }
    case 'royal/starter-count':
      return plural(Number(f.players), {
        one: 'Every one of the # players needs a starting card.',
        other: 'Every one of the # players needs a starting card.',
      });
    case 'royal/not-a-starter': {
      const player = who(names, Number(f.seat));
      return t`${player} has no starting card yet: pick a king or the joker.`;
    }
    case 'royal/starter-twice': {
      const [a, b] = f.seats as [Seat, Seat];
      const first = who(names, a);
      const second = who(names, b);
      const name = cardName(f.card as CardCode);
      return t`${first} and ${second} cannot both start with the ${name}.`;
    }
    case 'royal/no-taker':
      return t`No one is taking a card right now.`;
    case 'royal/not-discard-time':
      return t`The left-over card is entered after every pick of the round.`;
    case 'royal/game-over':
      return t`The game is over: undo to change the last round.`;
    case 'royal/already-dealt':
      return t`The starting cards are already dealt: undo back to the deal to change them.`;
    case 'royal/deal-first':
      return t`Deal the starting cards first.`;
    case 'royal/no-players':
      return t`This saved game has no valid players.`;
    case 'royal/not-in-row':
      return t`That card is not in the row any more.`;
    default:
      return t`That step is not part of Royal Draft.`;
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
    const player = who(names, e.seat);
    if (e.turnedDown.length) {
      const down = andList(e.turnedDown.map(cardName));
      return t`${player} busts: ${down} turn face-down (D5).`;
    }
    const name = cardName(e.card);
    return t`${player} took the ${name}.`;
  }
  if (e.t === 'discarded') {
    if (!e.card) return t`The left-over card is discarded unseen.`;
    const name = cardName(e.card);
    return t`The ${name} is discarded.`;
  }
  const got = andList(
    s.starters.map((c, i) => {
      const player = who(names, i);
      const name = cardName(c);
      return t({ comment: 'who got which starting card, in a list', message: `${player} the ${name}` });
    }),
  );
  const kings = andList(e.undealt.filter((c) => c !== JOKER).map(cardName));
  return [
    t`Starting cards, face-up: ${got}.`,
    kings ? t`Shuffle the ${kings} into the deck.` : '',
    e.undealt.includes(JOKER) ? t`No one got the joker: it leaves the game (D1).` : '',
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
  const dealer = who(names, log.dealer);
  const card = cardName(keys[log.dealer] ?? JOKER);
  const list = andList(
    log.order.map((seat) => {
      const player = who(names, seat);
      const name = cardName(keys[seat] ?? JOKER);
      return t({ comment: 'a player and the card that places them in the turn order', message: `${player} (${name})` });
    }),
  );
  return roundIndex === 0
    ? t`${dealer} deals: ${dealer} holds the highest starting card, the ${card} (D3). Turn order, lowest starting card first: ${list}.`
    : t`${dealer} deals: ${dealer} took the highest card last round, the ${card} (D6). Turn order, lowest key card first: ${list}.`;
}

/** Why the game ended (D7). */
export function endWords(end: RoyalEnd | null, names: readonly string[]): string {
  if (!end) return '';
  if (end.t === 'full-row') {
    const players = andList(end.seats.map((s) => who(names, s)));
    return plural(ROYAL_END_ROW, {
      9: `${players} reached nine cards this round: the game ends (D7).`,
      one: `${players} reached # card this round: the game ends (D7).`,
      other: `${players} reached # cards this round: the game ends (D7).`,
    });
  }
  const offer = end.offer;
  return plural(end.deckLeft, {
    one: `The deck has # card left, too few for an offer of ${offer}: the game ends here (house ruling D7).`,
    other: `The deck has # cards left, too few for an offer of ${offer}: the game ends here (house ruling D7).`,
  });
}

/** The prompt for the current step of a round. */
export function stepPrompt(s: RoyalState, names: readonly string[], taker: Seat | null, dealer: Seat): string {
  if (taker === null) return t`One card is left in the offer: which is it? It is discarded.`;
  if (taker !== dealer) {
    const player = who(names, taker);
    return t`${player}'s turn: which card did ${player} take?`;
  }
  const player = who(names, dealer);
  return (s.taken[dealer]?.length ?? 0) > 0
    ? t`${player} deals and takes two: which card goes into ${player}'s row second?`
    : t`${player} deals and takes two: which card goes into ${player}'s row first?`;
}

/** The offer in words (D4). */
export function offerWords(players: number, dealerName: string, deckLeft: number): string {
  // players + 2 cards, two of them face-down: the face-up count is the offer less the face-down ones.
  const size = royalOfferSize(players);
  const down = ROYAL_FACE_DOWN_OFFER;
  const up = size - ROYAL_FACE_DOWN_OFFER;
  const dealer = isolate(dealerName);
  return plural(deckLeft, {
    one: `${dealer} lays out ${size} cards: ${down} face-down and ${up} face-up (D4). The deck has # card left after this offer.`,
    other: `${dealer} lays out ${size} cards: ${down} face-down and ${up} face-up (D4). The deck has # cards left after this offer.`,
  });
}

/** For the Resume list. */
export function gameLabel(state: Pick<RoyalState, 'phase' | 'round'>, setup: Pick<RoyalSetup, 'players'>): string {
  const all = commaList(setup.players.map(isolate));
  if (state.phase === 'deal') return t`${all} - dealing`;
  if (state.phase === 'over') return t`${all} - game over, not saved yet`;
  const round = state.round;
  return t`${all} - round ${round}`;
}

/** "Winner: Ana, 21 points." / "Shared win: Ana and Ben, 12 points each." */
export function winnerWords(top: readonly Seat[], totals: readonly number[], names: readonly string[]): string {
  const pts = totals[top[0] ?? 0] ?? 0;
  const players = andList(top.map((s) => who(names, s)));
  return top.length > 1
    ? plural(pts, { one: `Shared win: ${players}, # point each.`, other: `Shared win: ${players}, # points each.` })
    : plural(pts, { one: `Winner: ${players}, # point.`, other: `Winner: ${players}, # points.` });
}

/** The score sheet to share or copy: plain text, one line per player. Names are passed in already cleaned. */
export function scoreSheet(
  names: readonly string[],
  rows: readonly RowCard[][],
  opts: { top: readonly Seat[]; series?: readonly number[]; seriesGame: number; end: string; when?: string },
): string {
  const inSeries = opts.series && opts.seriesGame > 1;
  const lines = names.map((n, i) => {
    const s = scoreRoyalRow(rows[i] ?? []);
    const name = isolate(n);
    const { royal, joker, sets } = s;
    const total = points(s.total);
    if (!inSeries) return t`${name}: ${total} (royal ${royal}, joker ${joker}, sets ${sets})`;
    const series = points(opts.series?.[i] ?? 0);
    return t`${name}: ${total} (royal ${royal}, joker ${joker}, sets ${sets}); series ${series}`;
  });
  const totals = rows.map((r) => scoreRoyalRow(r).total);
  const game = 'Royal Draft';
  const when = opts.when;
  const play = opts.seriesGame;
  const head =
    play > 1
      ? when
        ? t`${game}, ${when} (play ${play} of a series)`
        : t`${game} (play ${play} of a series)`
      : when
        ? t`${game}, ${when}`
        : game;
  return [head, ...lines, winnerWords(opts.top, totals, names), opts.end].filter(Boolean).join('\n');
}
