// Royal Draft (royal-draft.txt, RULINGS D1-D9).
import type { Seat } from './common';
import { RULES_LIMITS, assertArray, assertPlayers, assertIntIn, fail, refuse, show } from './common';

/** Rank A 2..10 J Q K + suit C D H S ('AS', '10D', 'QH'), or 'JOKER'. */
export type CardCode = string;
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
export type Suit = 'C' | 'D' | 'H' | 'S';
export type ParsedCard = { joker: true; rank: null; suit: null } | { joker: false; rank: Rank; suit: Suit };
export interface RowCard {
  card: CardCode;
  faceUp: boolean;
}
export interface RoyalScore {
  royal: number;
  joker: number;
  sets: number;
  total: number;
}
/** A maximal run of 2+ adjacent face-up cards sharing a suit or a rank (D8). */
export interface RoyalRun {
  /** Row indices, left to right. */
  indices: number[];
  /** The shared suit or rank. */
  key: Suit | Rank;
  points: number;
}
export interface RoyalScoreDetail {
  /** One entry per face-up J, Q or K: its index, and the indices of the face-up cards of its suit. */
  royals: { index: number; card: CardCode; suitIndices: number[]; points: number }[];
  /** Index of the joker in the row, or null. */
  jokerIndex: number | null;
  /** Indices of face-down cards (other than the joker). */
  faceDownIndices: number[];
  suitRuns: RoyalRun[];
  rankRuns: RoyalRun[];
  score: RoyalScore;
}

export const JOKER: CardCode = 'JOKER';
/** D8: what the joker scores for each face-down card in its row. */
export const ROYAL_JOKER_POINTS = 2;
/** Low to high (D2). */
export const RANKS: readonly Rank[] = Object.freeze([
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const);
/** Low to high (D2): clubs, diamonds, hearts, spades. */
export const SUITS: readonly Suit[] = Object.freeze(['C', 'D', 'H', 'S'] as const);
const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };
/** D5: odd-numbered ranks (aces and royals are not numbered). */
export const ODD_RANKS: readonly Rank[] = Object.freeze(['3', '5', '7', '9'] as const);
/** D1: the five starting cards, dealt one each. */
export const ROYAL_STARTERS: readonly CardCode[] = Object.freeze(['KC', 'KD', 'KH', 'KS', 'JOKER']);
/** D7: a row of this many cards ends the game after the round. */
export const ROYAL_END_ROW = 9;
/** D1: the deck without the four kings and the joker. */
export const ROYAL_DECK_BASE = 48;

/**
 * What the rules core refuses, with the facts the game layer words. Codes are
 * stable (stored nowhere, but tests and words.ts switch on them).
 */
export type RoyalRefusalFacts = {
  /** D5/D2: a deck has one of each card; `at` is its index in the row. */
  'royal/card-in-row': { card: CardCode; at: number };
  /** D1: the deal gives `got` starting cards to `players` seats. */
  'royal/starter-count': { players: number; got: number };
  /** D1: `seat` got something that is not a king or the joker. */
  'royal/not-a-starter': { seat: number };
  /** D1: `seats` (two of them) got the same starting card. */
  'royal/starter-twice': { seats: [number, number]; card: CardCode };
};
export type RoyalRefusalCode = keyof RoyalRefusalFacts;

const CODES: readonly CardCode[] = Object.freeze([JOKER, ...RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}`))]);
/** Card code -> place in the D2 order: joker 0, AC 1, AD 2, ..., KS 52. */
const ORDER = new Map<string, number>(CODES.map((c, i) => [c, i]));

/** Every card code in D2 order, lowest first: JOKER, AC, AD, AH, AS, 2C, ..., KS (53 codes). */
export function allCardCodes(): CardCode[] {
  return CODES.slice();
}

export function isCardCode(value: unknown): value is CardCode {
  return typeof value === 'string' && ORDER.has(value);
}

function assertCard(code: unknown): asserts code is CardCode {
  if (!isCardCode(code)) fail(`card code ${show(code)} is not a card`);
}

/** Splits a code into rank and suit; the joker has neither. Throws on a bad code. */
export function parseCard(code: CardCode): ParsedCard {
  assertCard(code);
  if (code === JOKER) return { joker: true, rank: null, suit: null };
  return { joker: false, rank: code.slice(0, -1) as Rank, suit: code.slice(-1) as Suit };
}

/** Short label with a suit sign: "7♣", "Q♥"; the joker's is its code, "JOKER" (the game words it). */
export function cardSymbol(code: CardCode): string {
  const p = parseCard(code);
  return p.joker ? JOKER : `${p.rank}${SUIT_SYMBOLS[p.suit]}`;
}

/** D2: place in the card order, 0 (joker) .. 52 (king of spades). */
export function royalCardOrder(code: CardCode): number {
  assertCard(code);
  return ORDER.get(code) as number;
}

/** D2: negative when a ranks below b, 0 for the same card, positive above. */
export function royalCompare(a: CardCode, b: CardCode): number {
  return royalCardOrder(a) - royalCardOrder(b);
}

/** D5: 3, 5, 7 or 9 of any suit. */
export function royalIsOdd(code: CardCode): boolean {
  const p = parseCard(code);
  return !p.joker && (p.rank === '3' || p.rank === '5' || p.rank === '7' || p.rank === '9');
}

/** D4: the offer holds N + 2 cards, players 2..5. */
export function royalOfferSize(players: number): number {
  assertPlayers(players, RULES_LIMITS.royal.min, RULES_LIMITS.royal.max);
  return players + 2;
}

/** D4: how many offer cards are dealt face-down (always 2). */
export const ROYAL_FACE_DOWN_OFFER = 2;

/** D7 house ruling: false when the deck cannot supply a full offer, which ends the game. */
export function royalOfferPossible(deckLeft: number, players: number): boolean {
  const size = royalOfferSize(players);
  assertIntIn(deckLeft, 0, 52, 'cards left in the deck');
  return deckLeft >= size;
}

function assertRow(row: unknown, where = 'row'): asserts row is RowCard[] {
  assertArray(row, where);
  const seen = new Set<string>();
  row.forEach((rc, i) => {
    if (typeof rc !== 'object' || rc === null) fail(`${where} entry ${i} ${show(rc)} is not a row card`);
    const { card, faceUp } = rc as { card?: unknown; faceUp?: unknown };
    assertCard(card);
    if (typeof faceUp !== 'boolean')
      fail(`${where} entry ${i} (${card}) has faceUp ${show(faceUp)}, not true or false`);
    if (seen.has(card)) fail(`${where} has card code ${show(card)} twice`);
    seen.add(card);
  });
}

/**
 * D5: appends `card` face-up. If it is odd-numbered and two odd-numbered cards
 * are face-up in the row, those two turn face-down. Returns a new row.
 * Throws on a card already in the row, and on a row that already shows more
 * than two face-up odd-numbered cards (busting makes that impossible).
 */
export function royalAdd(row: RowCard[], card: CardCode): RowCard[] {
  assertRow(row);
  assertCard(card);
  const at = row.findIndex((rc) => rc.card === card);
  if (at >= 0)
    refuse<RoyalRefusalFacts['royal/card-in-row']>(
      'royal/card-in-row',
      { card, at },
      `card code ${show(card)} is already in the row`,
    );
  const oddUp = row.flatMap((rc, i) => (rc.faceUp && royalIsOdd(rc.card) ? [i] : []));
  if (oddUp.length > 2) {
    fail(
      `row shows ${oddUp.length} face-up odd-numbered cards (${oddUp.map((i) => row[i]?.card).join(', ')}); busting allows at most 2`,
    );
  }
  const bust = royalIsOdd(card) && oddUp.length === 2;
  const next = row.map((rc, i) => ({ card: rc.card, faceUp: bust && oddUp.includes(i) ? false : rc.faceUp }));
  next.push({ card, faceUp: true });
  return next;
}

/**
 * D5 with its facts: the new row, and the cards busting turned face-down
 * (empty when none). Refuses like royalAdd.
 */
export function royalTake(row: RowCard[], card: CardCode): { row: RowCard[]; turnedDown: CardCode[] } {
  const next = royalAdd(row, card);
  const turnedDown = row.filter((rc, i) => rc.faceUp && next[i]?.faceUp === false).map((rc) => rc.card);
  return { row: next, turnedDown };
}

/**
 * D1: checks a deal of starting cards to `players` seats: one each, every one
 * a king or the joker, none twice. Refuses with the facts; returns the deal.
 */
export function royalCheckStarters(starters: readonly unknown[], players: number): CardCode[] {
  assertPlayers(players, RULES_LIMITS.royal.min, RULES_LIMITS.royal.max);
  assertArray(starters, 'starters');
  if (starters.length !== players) refuse('royal/starter-count', { players, got: starters.length });
  starters.forEach((c, seat) => {
    if (typeof c !== 'string' || !ROYAL_STARTERS.includes(c)) refuse('royal/not-a-starter', { seat });
    const first = starters.indexOf(c);
    if (first !== seat) refuse('royal/starter-twice', { seats: [first, seat], card: c });
  });
  return starters as CardCode[];
}

/** D1: the starting cards nobody got (undealt kings join the deck; an undealt joker leaves the game). */
export function royalUndealt(starters: readonly CardCode[]): CardCode[] {
  return ROYAL_STARTERS.filter((c) => !starters.includes(c));
}

/** D1: cards in the deck once the starting cards are dealt: 48 plus the undealt kings. */
export function royalDeckAtStart(starters: readonly CardCode[]): number {
  return ROYAL_DECK_BASE + royalUndealt(starters).filter((c) => c !== JOKER).length;
}

/** D7: the seats whose rows hold 9 or more cards, ascending. */
export function royalFullRows(rows: RowCard[][]): number[] {
  return royalGameOver(rows) ? rows.flatMap((r, seat) => (r.length >= ROYAL_END_ROW ? [seat] : [])) : [];
}

/** D6: the highest of the cards a player took (their key card). */
export function royalKeyCard(cards: CardCode[]): CardCode {
  assertArray(cards, 'cards');
  if (cards.length === 0) fail('cards [] is empty; a key card needs at least one card');
  let best: CardCode | null = null;
  for (const c of cards) {
    assertCard(c);
    if (best === null || royalCompare(c, best) > 0) best = c;
  }
  return best as CardCode;
}

/**
 * D3/D6: turn order ascending by key card (highest card each seat took last
 * round; round 1: its starting king or joker); the highest is dealer and last.
 * taken.length is the player count (2..5); each seat took 1 card, at most one
 * seat (last round's dealer) took 2; no card appears twice.
 */
export function royalOrder(taken: CardCode[][]): { turnOrder: Seat[]; dealer: Seat } {
  assertArray(taken, 'taken');
  assertPlayers(taken.length, RULES_LIMITS.royal.min, RULES_LIMITS.royal.max);
  const seen = new Set<string>();
  let twos = 0;
  const keys = taken.map((cards, seat) => {
    assertArray(cards, `cards taken by seat ${seat}`);
    if (cards.length < 1 || cards.length > 2)
      fail(`seat ${seat} took ${cards.length} cards ${show(cards)}; a seat takes 1 (the dealer 2)`);
    if (cards.length === 2) twos += 1;
    if (twos > 1) fail(`seat ${seat} took 2 cards ${show(cards)}, but only the dealer takes 2`);
    for (const c of cards) {
      assertCard(c);
      if (seen.has(c)) fail(`card code ${show(c)} was taken twice`);
      seen.add(c);
    }
    return royalCardOrder(royalKeyCard(cards));
  });
  const turnOrder = keys.map((_, seat) => seat).sort((x, y) => (keys[x] as number) - (keys[y] as number));
  return { turnOrder, dealer: turnOrder[turnOrder.length - 1] as Seat };
}

/** D7: true when any row has 9 or more cards. rows: one per player (1..5 rows accepted). */
export function royalGameOver(rows: RowCard[][]): boolean {
  assertArray(rows, 'rows');
  if (rows.length < 1 || rows.length > RULES_LIMITS.royal.max)
    fail(`row count ${rows.length} is outside 1..${RULES_LIMITS.royal.max}`);
  rows.forEach((r, i) => assertRow(r, `row ${i}`));
  return rows.some((r) => r.length >= ROYAL_END_ROW);
}

/**
 * D8 with indices: which cards make each royal, each suit run and each rank
 * run, the joker and the face-down cards, plus the score.
 */
export function royalScoreDetail(row: RowCard[]): RoyalScoreDetail {
  assertRow(row);
  const parsed = row.map((rc) => parseCard(rc.card));
  const live = (i: number): { rank: Rank; suit: Suit } | null => {
    const p = parsed[i];
    return p && !p.joker && row[i]?.faceUp ? { rank: p.rank, suit: p.suit } : null;
  };
  const royals: RoyalScoreDetail['royals'] = [];
  row.forEach((rc, i) => {
    const p = live(i);
    if (!p || (p.rank !== 'J' && p.rank !== 'Q' && p.rank !== 'K')) return;
    const suitIndices = row.flatMap((_, j) => (live(j)?.suit === p.suit ? [j] : []));
    royals.push({ index: i, card: rc.card, suitIndices, points: suitIndices.length });
  });
  const jokerAt = row.findIndex((rc) => rc.card === JOKER);
  const jokerIndex = jokerAt >= 0 ? jokerAt : null;
  const faceDownIndices = row.flatMap((rc, i) => (!rc.faceUp && rc.card !== JOKER ? [i] : []));
  const runs = (pick: (c: { rank: Rank; suit: Suit }) => Suit | Rank): RoyalRun[] => {
    const out: RoyalRun[] = [];
    let i = 0;
    while (i < row.length) {
      const c = live(i);
      if (!c) {
        i++;
        continue;
      }
      const key = pick(c);
      let j = i + 1;
      while (j < row.length) {
        const d = live(j);
        if (!d || pick(d) !== key) break;
        j++;
      }
      if (j - i >= 2) out.push({ indices: Array.from({ length: j - i }, (_, k) => i + k), key, points: j - i });
      i = j;
    }
    return out;
  };
  const suitRuns = runs((c) => c.suit);
  const rankRuns = runs((c) => c.rank);
  const royal = royals.reduce((s, r) => s + r.points, 0);
  const joker = jokerIndex === null ? 0 : ROYAL_JOKER_POINTS * faceDownIndices.length;
  const sets = [...suitRuns, ...rankRuns].reduce((s, r) => s + r.points, 0);
  return {
    royals,
    jokerIndex,
    faceDownIndices,
    suitRuns,
    rankRuns,
    score: { royal, joker, sets, total: royal + joker + sets },
  };
}

/** Rank index 0 (A) .. 12 (K), suit index 0..3; -1 for the joker. From the code table. */
const RANK_OF = new Map<string, number>(CODES.map((c, i) => [c, i === 0 ? -1 : (i - 1) >> 2]));
const SUIT_OF = new Map<string, number>(CODES.map((c, i) => [c, i === 0 ? -1 : (i - 1) & 3]));

/**
 * D8: royal (each face-up J/Q/K scores the face-up cards of its suit, itself
 * included) + joker (row holds the joker: 2 per face-down card) + sets
 * (maximal runs of 2+ adjacent face-up cards of one suit, and separately of
 * one rank, score their length). Scores any row of distinct valid cards.
 * Same result as royalScoreDetail(row).score, computed without the detail.
 */
export function scoreRoyalRow(row: RowCard[]): RoyalScore {
  assertArray(row, 'row');
  const n = row.length;
  const ranks: number[] = [];
  const suits: number[] = [];
  const suitUp = [0, 0, 0, 0];
  let joker = false;
  let down = 0;
  for (let i = 0; i < n; i++) {
    const rc = row[i];
    if (typeof rc !== 'object' || rc === null) fail(`row entry ${i} ${show(rc)} is not a row card`);
    const card: unknown = rc.card;
    const faceUp: unknown = rc.faceUp;
    const rank = typeof card === 'string' ? RANK_OF.get(card) : undefined;
    if (rank === undefined) fail(`card code ${show(card)} is not a card`);
    if (typeof faceUp !== 'boolean')
      fail(`row entry ${i} (${card as string}) has faceUp ${show(faceUp)}, not true or false`);
    for (let j = 0; j < i; j++) if (row[j]?.card === card) fail(`row has card code ${show(card)} twice`);
    if (rank < 0) {
      joker = true;
      ranks[i] = -1;
      suits[i] = -1;
    } else if (!faceUp) {
      down++;
      ranks[i] = -1;
      suits[i] = -1;
    } else {
      const suit = SUIT_OF.get(card as string) as number;
      ranks[i] = rank;
      suits[i] = suit;
      suitUp[suit] = (suitUp[suit] as number) + 1;
    }
  }
  let royal = 0;
  let sets = 0;
  let suitRun = 1;
  let rankRun = 1;
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    const su = suits[i] as number;
    if (r >= 10) royal += suitUp[su] as number;
    if (i > 0) {
      if (su >= 0 && su === suits[i - 1]) suitRun++;
      else {
        if (suitRun >= 2) sets += suitRun;
        suitRun = 1;
      }
      if (r >= 0 && r === ranks[i - 1]) rankRun++;
      else {
        if (rankRun >= 2) sets += rankRun;
        rankRun = 1;
      }
    }
  }
  if (suitRun >= 2) sets += suitRun;
  if (rankRun >= 2) sets += rankRun;
  const jokerPoints = joker ? ROYAL_JOKER_POINTS * down : 0;
  return { royal, joker: jokerPoints, sets, total: royal + jokerPoints + sets };
}
