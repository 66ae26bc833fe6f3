import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/games/session';
import { currentTaker, readRoyalAction, readRoyalSetup, royalDef } from '../../../src/games/royal/session';
import { endWords, eventWords, isBust, orderWords } from '../../../src/games/royal/words';
import { RulesRefusal } from '../../../src/games/session';
import type { RoyalAction, RoyalSetup, RoyalState } from '../../../src/games/royal/session';
import { scoreRoyalRow } from '../../../src/rules';
import { PLAYERS, ROUNDS, STARTERS, TOTALS } from './game';
import { plain } from '../../plain';

const setup: RoyalSetup = { players: PLAYERS, seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0] };
const run = (actions: RoyalAction[]) => replay(royalDef, setup, actions);
const apply = (s: RoyalState, a: RoyalAction) => royalDef.apply(s, a, setup);
const deal: RoyalAction = { t: 'deal', starters: STARTERS };
/** What the players would read for the refusal thrown by f ('accepted' when none; a non-refusal is a failure). */
function said(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (!(e instanceof RulesRefusal)) return `not a refusal: ${String(e)}`;
    return royalDef.describe?.(e, setup) ?? e.code;
  }
  return 'accepted';
}
const allActions: RoyalAction[] = [
  deal,
  ...ROUNDS.flatMap((r): RoyalAction[] => [
    ...r.takes.map((card) => ({ t: 'take', card }) as const),
    { t: 'discard', card: r.discard },
  ]),
];

describe('Royal Draft session', () => {
  it('D3: round 1 dealer holds the highest king; the joker goes first', () => {
    const s = run([deal]).state;
    expect(s.order.map((i) => PLAYERS[i])).toEqual(['Ben', 'Ana', 'Cy']);
    expect(s.rounds[0]).toEqual({ dealer: 2, order: [1, 0, 2], keys: STARTERS });
    expect(plain(orderWords(s.rounds[0]!, 0, PLAYERS))).toBe(
      'Cy deals: Cy holds the highest starting card, the King of hearts (D3). Turn order, lowest starting card first: Ben (Joker), Ana (King of clubs) and Cy (King of hearts).',
    );
    expect(plain(eventWords(s.last, s, PLAYERS))).toBe(
      'Starting cards, face-up: Ana the King of clubs, Ben the Joker and Cy the King of hearts. Shuffle the King of diamonds and King of spades into the deck.',
    );
  });

  it('D1/D4: undealt kings join the deck (48 + 2), each offer draws N + 2', () => {
    expect(run([deal]).state.deckLeft).toBe(50 - 5);
    expect(run([{ t: 'deal', starters: ['KC', 'KD', 'KH'] }]).state.deckLeft).toBe(49 - 5);
  });

  it('D1: starting cards must be distinct kings or the joker', () => {
    expect(plain(said(() => apply(royalDef.init(setup), { t: 'deal', starters: ['KC', 'KC', 'KH'] })))).toBe(
      'Ana and Ben cannot both start with the King of clubs.',
    );
    expect(plain(said(() => apply(royalDef.init(setup), { t: 'deal', starters: ['KC', 'QH', 'KH'] })))).toBe(
      'Ben has no starting card yet: pick a king or the joker.',
    );
    expect(said(() => apply(royalDef.init(setup), { t: 'deal', starters: ['KC', 'KH'] }))).toBe(
      'Every one of the 3 players needs a starting card.',
    );
  });

  it('plays the whole game: D6 dealers and turn orders, D5 busting, D7 end at nine cards, D8 totals', () => {
    let s = run([deal]).state;
    let i = 1;
    ROUNDS.forEach((r, k) => {
      expect(s.round).toBe(k + 1);
      expect(s.order.map((x) => PLAYERS[x])).toEqual(r.order);
      expect(PLAYERS[s.order[2]!]).toBe(r.dealer);
      for (let t = 0; t < 5; t++) s = apply(s, allActions[i++]!);
    });
    expect(s.phase).toBe('over');
    expect(s.end).toEqual({ t: 'full-row', seats: [2] });
    expect(plain(endWords(s.end, PLAYERS))).toBe('Cy reached nine cards this round: the game ends (D7).');
    expect(s.rows.map((r) => scoreRoyalRow(r).total)).toEqual([TOTALS.Ana, TOTALS.Ben, TOTALS.Cy]);
    expect(s.deckLeft).toBe(25);
    expect(run(allActions).actions.length).toBe(allActions.length);
  });

  it('D5: busting is announced in words with the cards that turn face-down', () => {
    const upTo = allActions.slice(0, 1 + 5 + 5 + 2); // round 3, Ben takes the 9 of diamonds
    const s = run(upTo).state;
    expect(s.last).toEqual({ t: 'took', seat: 1, card: '9D', turnedDown: ['3C', '7C'] });
    expect(isBust(s.last)).toBe(true);
    expect(plain(eventWords(s.last, s, PLAYERS))).toBe('Ben busts: 3 of clubs and 7 of clubs turn face-down (D5).');
    const next = apply(s, { t: 'take', card: '8H' });
    expect(isBust(next.last)).toBe(false);
    expect(plain(eventWords(next.last, next, PLAYERS))).toBe('Cy took the 8 of hearts.');
    expect(s.rows[1]?.map((c) => c.faceUp)).toEqual([true, false, false, true]);
  });

  it('D4: the dealer takes two; then the discard; then the next dealer', () => {
    let s = run([deal, ...allActions.slice(1, 3)]).state;
    expect(currentTaker(s)).toBe(2);
    s = apply(s, { t: 'take', card: 'QH' });
    expect(currentTaker(s)).toBe(2);
    s = apply(s, { t: 'take', card: '10H' });
    expect(s.phase).toBe('discard');
    expect(s.rows[2]?.map((c) => c.card)).toEqual(['KH', 'QH', '10H']);
  });

  it('refuses a card already seen, the joker from the deck, and a code that does not exist', () => {
    const s = run(allActions.slice(0, 2)).state; // Ben took the 3 of clubs
    expect(plain(said(() => apply(s, { t: 'take', card: '3C' })))).toBe(
      "The 3 of clubs is already out: it is in Ben's row.",
    );
    expect(plain(said(() => apply(s, { t: 'take', card: 'KC' })))).toContain("it is Ana's starting card");
    expect(said(() => apply(s, { t: 'take', card: 'JOKER' }))).toMatch(/^The joker is not in the deck/);
    expect(said(() => apply(s, { t: 'take', card: '11H' }))).toBe('"11H" is not a card.');
    const later = run(allActions.slice(0, 6)).state; // the 2 of spades was discarded
    expect(said(() => apply(later, { t: 'take', card: '2S' }))).toContain('it was discarded in round 1');
    expect(said(() => apply(s, { t: 'discard', card: '4C' }))).toBe(
      'The left-over card is entered after every pick of the round.',
    );
    expect(said(() => apply(s, { t: 'deal', starters: STARTERS }))).toMatch(/^The starting cards are already dealt/);
  });

  it('D7 house ruling: the game ends when the deck cannot supply a full offer', () => {
    // With a full deck a row always reaches nine first (5 players: six rounds use 42 of 48 cards and
    // someone has dealt twice), so the short deck is set by hand here.
    const endOfRound1 = run(allActions.slice(0, 5)).state;
    const short = apply({ ...endOfRound1, deckLeft: 4 }, { t: 'discard', card: '2S' });
    expect(short.phase).toBe('over');
    expect(short.end).toEqual({ t: 'short-deck', deckLeft: 4, offer: 5 });
    expect(endWords(short.end, PLAYERS)).toBe(
      'The deck has 4 cards left, too few for an offer of 5: the game ends here (house ruling D7).',
    );
    expect(endWords({ t: 'short-deck', deckLeft: 1, offer: 4 }, PLAYERS)).toBe(
      'The deck has 1 card left, too few for an offer of 4: the game ends here (house ruling D7).',
    );
    const enough = apply({ ...endOfRound1, deckLeft: 5 }, { t: 'discard', card: '2S' });
    expect(enough.phase).toBe('take');
    expect(enough.deckLeft).toBe(0);
  });

  it('D7: a row of nine ends the game only once the round is over (after the discard)', () => {
    const beforeDiscard = run(allActions.slice(0, -1)).state;
    expect(beforeDiscard.rows[2]).toHaveLength(9);
    expect(beforeDiscard.phase).toBe('discard');
  });

  it('a malformed stored setup or action is refused by readSetup/readAction; replay stops there and says so', () => {
    expect(readRoyalSetup(setup)).toEqual(setup);
    expect(readRoyalSetup({ players: ['Ana'] })).toBeNull();
    expect(readRoyalSetup({ players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'] })).toBeNull();
    expect(readRoyalSetup({ players: ['Ana', 7] })).toBeNull();
    expect(readRoyalSetup({ players: ['Ana', 'Ben'], seriesBefore: [1] })).toBeNull();
    expect(readRoyalSetup({ players: ['Ana', 'Ben'], seriesGame: 0 })).toBeNull();
    expect(readRoyalSetup({ players: ['Ana', 'Ben'], seriesId: 4 })).toBeNull();
    expect(readRoyalSetup(null)).toBeNull();
    // A setup with only its players (never written by the app, cheap to accept) starts a new series.
    expect(readRoyalSetup({ players: ['Ana', 'Ben'] })).toEqual({
      players: ['Ana', 'Ben'],
      seriesId: '',
      seriesGame: 1,
      seriesBefore: [0, 0],
    });

    expect(readRoyalAction({ t: 'deal', starters: ['KC', 'JOKER'] })).toEqual({ t: 'deal', starters: ['KC', 'JOKER'] });
    expect(readRoyalAction({ t: 'deal', starters: 'KC' })).toBeNull();
    expect(readRoyalAction({ t: 'deal', starters: ['KC', 'XX'] })).toBeNull();
    expect(readRoyalAction({ t: 'take', card: '10D' })).toEqual({ t: 'take', card: '10D' });
    expect(readRoyalAction({ t: 'take', card: '1D' })).toBeNull();
    expect(readRoyalAction({ t: 'take' })).toBeNull();
    expect(readRoyalAction({ t: 'discard', card: null })).toEqual({ t: 'discard', card: null });
    expect(readRoyalAction({ t: 'discard' })).toBeNull();
    expect(readRoyalAction({ t: 'pass' })).toBeNull();
    expect(readRoyalAction(['take', '2C'])).toBeNull();

    const damaged = [deal, { t: 'take', card: '3C' }, { t: 'take', card: 42 }, { t: 'take', card: 'QH' }];
    const r = replay(royalDef, setup, damaged);
    expect(r.stop).toEqual({ at: 2, reason: 'unreadable' });
    expect(r.actions).toHaveLength(2);
    expect(r.state.rows[1]?.map((c) => c.card)).toEqual(['JOKER', '3C']);
    // A readable action the rules refuse (a card already out) stops the replay as refused, with its code.
    const refused = replay(royalDef, setup, [deal, { t: 'take', card: '3C' }, { t: 'take', card: '3C' }]);
    expect(refused.stop?.reason).toBe('refused');
    expect(refused.stop && 'error' in refused.stop && (refused.stop.error as RulesRefusal).code).toBe('royal/card-out');
  });
});
