import type { CardCode, Seat } from './core';
import {
  JOKER,
  RULES_LIMITS,
  isCardCode,
  royalCheckStarters,
  royalDeckAtStart,
  royalFullRows,
  royalKeyCard,
  royalOfferPossible,
  royalOfferSize,
  royalOrder,
  royalTake,
  royalUndealt,
} from './core';
import { Refusal } from '../session';
import type { GameDef } from '../session';
import { describeRoyal, gameLabel } from './words';
import type { CardPlace, RoyalAction, RoyalSetup, RoyalState, SessionRefusalFacts } from './types';

export type { RoundLog, RoyalAction, RoyalEnd, RoyalSetup, RoyalState } from './types';

function refusal<C extends keyof SessionRefusalFacts>(
  code: C,
  facts: SessionRefusalFacts[C],
): Refusal<SessionRefusalFacts[C]> {
  return new Refusal(code, facts);
}

/** Who takes the next card, or null when the round's takes are done. */
export function currentTaker(s: RoyalState): Seat | null {
  if (s.phase !== 'take') return null;
  const n = s.order.length;
  return s.order[Math.min(s.picks, n - 1)] ?? null;
}

/** The dealer of the current round (last in the order), or null before the deal. */
export const dealerOf = (s: RoyalState): Seat | null => s.order[s.order.length - 1] ?? null;

/** Where a card already is, or null when it is still unseen. */
function whereIs(s: RoyalState, card: CardCode): CardPlace | null {
  const seat = s.rows.findIndex((r) => r.some((rc) => rc.card === card));
  if (seat >= 0) return s.starters[seat] === card ? { t: 'starter', seat } : { t: 'row', seat };
  const d = s.discards.find((x) => x.card === card);
  return d ? { t: 'discard', round: d.round } : null;
}

function refuseSeen(s: RoyalState, card: unknown): CardCode {
  if (!isCardCode(card)) throw refusal('royal/not-a-card', { text: String(card).slice(0, 20) });
  if (card === JOKER) throw refusal('royal/joker-not-in-deck', {});
  const place = whereIs(s, card);
  if (place) throw refusal('royal/card-out', { card, place });
  return card;
}

/** Starts a round: draws the offer, or ends the game when the deck is too small (D7 house ruling). */
function startRound(s: RoyalState, order: Seat[], keys: CardCode[]): RoyalState {
  const n = order.length;
  if (!royalOfferPossible(s.deckLeft, n)) {
    return {
      ...s,
      phase: 'over',
      order: [],
      taken: [],
      picks: 0,
      end: { t: 'short-deck', deckLeft: s.deckLeft, offer: royalOfferSize(n) },
    };
  }
  const dealer = order[n - 1] as Seat;
  return {
    ...s,
    phase: 'take',
    round: s.round + 1,
    order,
    picks: 0,
    taken: order.map(() => []),
    deckLeft: s.deckLeft - royalOfferSize(n),
    rounds: [...s.rounds, { dealer, order, keys }],
  };
}

function deal(s: RoyalState, starters: unknown, players: number): RoyalState {
  const dealt = royalCheckStarters(Array.isArray(starters) ? starters : [], players);
  const base: RoyalState = {
    ...s,
    starters: dealt,
    rows: dealt.map((card) => [{ card, faceUp: true }]),
    deckLeft: royalDeckAtStart(dealt),
  };
  const { turnOrder } = royalOrder(dealt.map((c) => [c]));
  return { ...startRound(base, turnOrder, dealt), last: { t: 'dealt', undealt: royalUndealt(dealt) } };
}

function take(s: RoyalState, raw: unknown): RoyalState {
  const seat = currentTaker(s);
  if (seat === null) throw refusal('royal/no-taker', {});
  const card = refuseSeen(s, raw);
  const { row, turnedDown } = royalTake(s.rows[seat] ?? [], card);
  const picks = s.picks + 1;
  return {
    ...s,
    rows: s.rows.map((r, i) => (i === seat ? row : r)),
    taken: s.taken.map((t, i) => (i === seat ? [...t, card] : t)),
    picks,
    phase: picks === s.order.length + 1 ? 'discard' : 'take',
    last: { t: 'took', seat, card, turnedDown },
  };
}

function discard(s: RoyalState, raw: unknown): RoyalState {
  if (s.phase !== 'discard') throw refusal('royal/not-discard-time', {});
  const card = raw === null ? null : refuseSeen(s, raw);
  const next: RoyalState = {
    ...s,
    discards: [...s.discards, { card, round: s.round }],
    last: { t: 'discarded', card },
  };
  const full = royalFullRows(next.rows);
  if (full.length) return { ...next, phase: 'over', end: { t: 'full-row', seats: full } };
  const keys = s.taken.map((t) => royalKeyCard(t));
  return startRound(next, royalOrder(s.taken).turnOrder, keys);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks a stored setup. A setup missing its series fields (never written, but cheap to accept) starts a new series. */
export function readRoyalSetup(raw: unknown): RoyalSetup | null {
  if (!isObject(raw)) return null;
  const { players, seriesId, seriesGame, seriesBefore } = raw;
  const { min, max } = RULES_LIMITS.royal;
  if (!Array.isArray(players) || players.length < min || players.length > max) return null;
  if (!players.every((p) => typeof p === 'string' && p.trim() !== '')) return null;
  if (seriesId !== undefined && typeof seriesId !== 'string') return null;
  if (seriesGame !== undefined && !(Number.isInteger(seriesGame) && (seriesGame as number) >= 1)) return null;
  if (
    seriesBefore !== undefined &&
    !(Array.isArray(seriesBefore) && seriesBefore.length === players.length && seriesBefore.every(isCount))
  )
    return null;
  return {
    players: players as string[],
    seriesId: seriesId ?? '',
    seriesGame: (seriesGame as number | undefined) ?? 1,
    seriesBefore: (seriesBefore as number[] | undefined) ?? players.map(() => 0),
  };
}

/** Checks one stored action: its type and every field. */
export function readRoyalAction(raw: unknown): RoyalAction | null {
  if (!isObject(raw)) return null;
  if (raw.t === 'deal') {
    const { starters } = raw;
    if (!Array.isArray(starters) || starters.length > RULES_LIMITS.royal.max || !starters.every(isCardCode))
      return null;
    return { t: 'deal', starters: starters.slice() };
  }
  if (raw.t === 'take') return isCardCode(raw.card) ? { t: 'take', card: raw.card } : null;
  if (raw.t === 'discard') return raw.card === null || isCardCode(raw.card) ? { t: 'discard', card: raw.card } : null;
  return null;
}

export const royalDef: GameDef<RoyalSetup, RoyalAction, RoyalState> = {
  game: 'royal',
  readSetup: readRoyalSetup,
  readAction: readRoyalAction,
  init(setup) {
    if (!readRoyalSetup(setup)) throw refusal('royal/no-players', {});
    return {
      phase: 'deal',
      starters: [],
      rows: setup.players.map(() => []),
      round: 0,
      order: [],
      taken: [],
      picks: 0,
      discards: [],
      deckLeft: 0,
      rounds: [],
      last: null,
      end: null,
    };
  },
  apply(state, action, setup) {
    if (state.phase === 'over') throw refusal('royal/game-over', {});
    if (action.t === 'deal') {
      if (state.phase !== 'deal') throw refusal('royal/already-dealt', {});
      return deal(state, action.starters, setup.players.length);
    }
    if (state.phase === 'deal') throw refusal('royal/deal-first', {});
    if (action.t === 'take') return take(state, action.card);
    if (action.t === 'discard') return discard(state, action.card);
    throw refusal('royal/unknown-step', {});
  },
  describe: describeRoyal,
  label: gameLabel,
};
