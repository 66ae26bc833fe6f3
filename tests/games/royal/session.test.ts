import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/games/session';
import { currentTaker, royalDef } from '../../../src/games/royal/session';
import type { RoyalAction, RoyalSetup, RoyalState } from '../../../src/games/royal/session';
import { scoreRoyalRow } from '../../../src/rules';
import { PLAYERS, ROUNDS, STARTERS, TOTALS } from './game';

const setup: RoyalSetup = { players: PLAYERS, seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0] };
const run = (actions: RoyalAction[]) => replay(royalDef, setup, actions);
const apply = (s: RoyalState, a: RoyalAction) => royalDef.apply(s, a, setup);
const deal: RoyalAction = { t: 'deal', starters: STARTERS };
const allActions: RoyalAction[] = [
  deal,
  ...ROUNDS.flatMap((r): RoyalAction[] => [...r.takes.map((card) => ({ t: 'take', card }) as const), { t: 'discard', card: r.discard }]),
];

describe('Royal Draft session', () => {
  it('D3: round 1 dealer holds the highest king; the joker goes first', () => {
    const s = run([deal]).state;
    expect(s.order.map((i) => PLAYERS[i])).toEqual(['Ben', 'Ana', 'Cy']);
    expect(s.rounds[0]?.why).toContain('Cy deals');
    expect(s.rounds[0]?.why).toContain('King of hearts');
  });

  it('D1/D4: undealt kings join the deck (48 + 2), each offer draws N + 2', () => {
    expect(run([deal]).state.deckLeft).toBe(50 - 5);
    expect(run([{ t: 'deal', starters: ['KC', 'KD', 'KH'] }]).state.deckLeft).toBe(49 - 5);
  });

  it('D1: starting cards must be distinct kings or the joker', () => {
    expect(() => apply(royalDef.init(setup), { t: 'deal', starters: ['KC', 'KC', 'KH'] })).toThrow(/cannot both start with the King of clubs/);
    expect(() => apply(royalDef.init(setup), { t: 'deal', starters: ['KC', 'QH', 'KH'] })).toThrow(/Ben has no starting card/);
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
    expect(s.endReason).toContain('Cy reached nine cards');
    expect(s.rows.map((r) => scoreRoyalRow(r).total)).toEqual([TOTALS.Ana, TOTALS.Ben, TOTALS.Cy]);
    expect(s.deckLeft).toBe(25);
    expect(run(allActions).actions.length).toBe(allActions.length);
  });

  it('D5: busting is announced in words with the cards that turn face-down', () => {
    const upTo = allActions.slice(0, 1 + 5 + 5 + 2); // round 3, Ben takes the 9 of diamonds
    const s = run(upTo).state;
    expect(s.notice).toBe('Ben busts: 3 of clubs and 7 of clubs turn face-down (D5).');
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
    expect(() => apply(s, { t: 'take', card: '3C' })).toThrow("The 3 of clubs is already out: it is in Ben's row.");
    expect(() => apply(s, { t: 'take', card: 'KC' })).toThrow("it is Ana's starting card");
    expect(() => apply(s, { t: 'take', card: 'JOKER' })).toThrow(/joker is not in the deck/);
    expect(() => apply(s, { t: 'take', card: '11H' })).toThrow('"11H" is not a card.');
    const later = run(allActions.slice(0, 6)).state; // the 2 of spades was discarded
    expect(() => apply(later, { t: 'take', card: '2S' })).toThrow('it was discarded in round 1');
  });

  it('D7 house ruling: the game ends when the deck cannot supply a full offer', () => {
    // With a full deck a row always reaches nine first (5 players: six rounds use 42 of 48 cards and
    // someone has dealt twice), so the short deck is set by hand here.
    const endOfRound1 = run(allActions.slice(0, 5)).state;
    const short = apply({ ...endOfRound1, deckLeft: 4 }, { t: 'discard', card: '2S' });
    expect(short.phase).toBe('over');
    expect(short.endReason).toBe('The deck has 4 cards left, too few for an offer of 5: the game ends here (house ruling D7).');
    const enough = apply({ ...endOfRound1, deckLeft: 5 }, { t: 'discard', card: '2S' });
    expect(enough.phase).toBe('take');
    expect(enough.deckLeft).toBe(0);
  });

  it('D7: a row of nine ends the game only once the round is over (after the discard)', () => {
    const beforeDiscard = run(allActions.slice(0, -1)).state;
    expect(beforeDiscard.rows[2]).toHaveLength(9);
    expect(beforeDiscard.phase).toBe('discard');
  });
});
