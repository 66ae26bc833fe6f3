import { describe, expect, it } from 'vitest';
import { CHOICES_TIMINGS } from '../../../src/rules';
import {
  applyChoices,
  deadlineOf,
  draftOf,
  initChoices,
  overdue,
  readersOf,
  roundScore,
  totalsOf,
} from '../../../src/rules/choices';
import type { ChoicesAction, ChoicesSetup, ChoicesState } from '../../../src/rules/choices';
import { RulesRefusal } from '../../../src/rules/common';
import { PATTERN, THREE, WRONG, fakeClock, run, setupOf } from './helpers';

const { authorMs, readerMs, revealMaxMs, revealMinMs } = CHOICES_TIMINGS;

/** An action whose time the fake clock fills in. */
type Untimed = ChoicesAction extends infer A
  ? A extends ChoicesAction
    ? Omit<A, 'at'> & { at?: number }
    : never
  : never;

/** Plays actions through apply, with `at` taken from the fake clock. */
function table(setup: ChoicesSetup = setupOf()) {
  const clock = fakeClock();
  let state: ChoicesState = initChoices();
  const act = (a: Untimed) => {
    state = applyChoices(state, { at: clock.now(), ...a } as ChoicesAction, setup);
    return state;
  };
  const score = (round = 0) => roundScore(setup, round, state.rounds[round]!);
  return {
    setup,
    clock,
    act,
    score,
    get state() {
      return state;
    },
  };
}

describe('phase machine', () => {
  it('C1/C3/C4: walks order, author, anchor and each reader, then reveals with scores', () => {
    const t = table();
    t.act({ t: 'next' });
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: null });
    t.act({ t: 'claim' });
    expect(t.state.phase).toMatchObject({ k: 'author', round: 0, deadline: t.clock.now() + authorMs });
    t.clock.advance(20_000);
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    expect(t.state.phase).toEqual({ k: 'anchor', round: 0 });
    t.act({ t: 'next' });
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: 0 });
    t.act({ t: 'claim' });
    t.act({ t: 'predict', pattern: PATTERN });
    expect(t.state.phase).toEqual({ k: 'gate', round: 0, reader: 1 });
    t.act({ t: 'claim' });
    t.act({ t: 'predict', pattern: THREE });
    expect(t.state.phase).toMatchObject({ k: 'reveal', round: 0, start: t.clock.now() });
    const awards = t.score()!;
    expect(awards.readers.map((r) => r.award)).toEqual([400, 180]);
    expect(awards.authorAward).toBe(290); // C6: mean of the two middle values
    const [r1, r2] = readersOf(t.setup, 0);
    const author = t.setup.order[0]!;
    const totals = totalsOf(t.state, t.setup);
    expect([totals[author], totals[r1!], totals[r2!]]).toEqual([290, 400, 180]);
  });

  it('C3: an author who runs out of time voids the round; nobody scores and the turn is used', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.clock.advance(authorMs - 1);
    expect(() => t.act({ t: 'expire' })).toThrow(RulesRefusal);
    t.clock.advance(1);
    t.act({ t: 'expire' });
    expect(t.state.rounds[0]).toEqual({ pattern: null, anchor: null, predictions: [null, null] });
    expect(t.score()).toEqual({
      readers: [
        { correct: 0, award: 0 },
        { correct: 0, award: 0 },
      ],
      authorAward: 0,
    });
    expect(t.state.phase).toMatchObject({ k: 'reveal', round: 0 });
    expect(totalsOf(t.state, t.setup)).toEqual([0, 0, 0]);
    // nothing to study on a void round: go straight on to the next author
    t.act({ t: 'next' });
    expect(t.state.phase).toEqual({ k: 'gate', round: 1, reader: null });
  });

  it('C3: a confirmation that arrives after the deadline counts as a timeout, not a pattern', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.clock.advance(authorMs);
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    expect(t.state.rounds[0]!.pattern).toBeNull();
    expect(t.state.phase.k).toBe('reveal');
  });

  it('C4: a reader who runs out of time scores 0 and the author median counts that zero', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '1' });
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.clock.advance(readerMs);
    t.act({ t: 'expire' });
    t.act({ t: 'claim' });
    t.clock.advance(readerMs + 5); // late confirmation = missing
    t.act({ t: 'predict', pattern: { ...PATTERN } });
    const scored = t.score()!;
    expect(t.state.rounds[0]!.predictions).toEqual([null, null]);
    expect(scored.readers).toEqual([
      { correct: 0, award: 0 },
      { correct: 0, award: 0 },
    ]);
    expect(scored.authorAward).toBe(0);
  });

  it('C6: median of readers, zeros included, with 4 players (3 readers)', () => {
    const t = table(setupOf(['Ana', 'Ben', 'Cy', 'Dee']));
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    t.act({ t: 'next' });
    for (const p of [PATTERN, WRONG, null]) {
      t.act({ t: 'claim' });
      if (p) t.act({ t: 'predict', pattern: p });
      else {
        t.clock.advance(readerMs);
        t.act({ t: 'expire' });
      }
    }
    expect(t.score()).toEqual({
      readers: [
        { correct: 5, award: 400 },
        { correct: 0, award: 0 },
        { correct: 0, award: 0 },
      ],
      authorAward: 0,
    });
  });

  it('C8: a round is scored once; a second expire or a late confirmation is refused', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'predict', pattern: PATTERN });
    t.act({ t: 'claim' });
    t.clock.advance(readerMs);
    t.act({ t: 'expire' });
    const scoredOnce = totalsOf(t.state, t.setup);
    expect(() => t.act({ t: 'expire' })).toThrow(RulesRefusal); // the reveal is not over
    expect(() => t.act({ t: 'predict', pattern: PATTERN })).toThrow(RulesRefusal);
    expect(totalsOf(t.state, t.setup)).toEqual(scoredOnce);
    t.clock.advance(revealMaxMs);
    t.act({ t: 'expire' });
    expect(t.state.phase).toEqual({ k: 'gate', round: 1, reader: null });
    expect(() => t.act({ t: 'expire' })).toThrow(RulesRefusal); // gates are not timed
    expect(totalsOf(t.state, t.setup)).toEqual(scoredOnce);
  });

  it('C7: the reveal can be left after 4 s, and ends by itself at 15 s', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'predict', pattern: PATTERN });
    t.act({ t: 'claim' });
    t.act({ t: 'predict', pattern: PATTERN });
    t.clock.advance(revealMinMs - 1);
    expect(() => t.act({ t: 'next' })).toThrow(
      expect.objectContaining({ code: 'choices/reveal-wait', facts: { seconds: 1 } }),
    );
    t.clock.advance(1);
    t.act({ t: 'next' });
    expect(t.state.phase).toEqual({ k: 'gate', round: 1, reader: null });
  });

  it('a reload mid-phase resumes with the true time left, and an elapsed phase is overdue', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    const deadline = deadlineOf(t.state.phase)!;
    expect(deadline).toBe(t.clock.now() + readerMs);
    // The stored session is only data: a reload rebuilds the same deadline.
    const reloaded = JSON.parse(JSON.stringify(t.state)) as ChoicesState;
    t.clock.advance(12_500);
    expect(deadlineOf(reloaded.phase)! - t.clock.now()).toBe(readerMs - 12_500);
    expect(overdue(reloaded, t.clock.now())).toBe(false);
    t.clock.advance(60_000); // app killed for a minute
    expect(overdue(reloaded, t.clock.now())).toBe(true);
    const after = applyChoices(reloaded, { t: 'expire', at: t.clock.now() }, t.setup);
    expect(after.rounds[0]!.predictions).toEqual([null]);
    expect(after.phase).toEqual({ k: 'gate', round: 0, reader: 1 });
  });

  it('refuses a pattern that is not 2/2/2 or whose anchor is not Pick first', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    expect(() => t.act({ t: 'sort', pattern: { ...PATTERN, 2: 'pick' }, anchor: '0' })).toThrow(
      expect.objectContaining({
        code: 'choices/bad-sort',
        facts: {
          issues: [
            { code: 'choices/zone-count', facts: { zone: 'pick', count: 3, needed: 2 } },
            { code: 'choices/zone-count', facts: { zone: 'reserve', count: 1, needed: 2 } },
          ],
        },
      }),
    );
    expect(() => t.act({ t: 'sort', pattern: PATTERN, anchor: '2' })).toThrow(
      expect.objectContaining({ code: 'choices/anchor-not-pick', facts: { anchor: '2' } }),
    );
    expect(t.state.phase.k).toBe('author');
  });

  it('C1: every player authors exactly once, then the game is done', () => {
    const t = table();
    t.act({ t: 'next' });
    for (let round = 0; round < 3; round++) {
      t.act({ t: 'claim' });
      t.clock.advance(authorMs);
      t.act({ t: 'expire' });
      t.act({ t: 'next' });
    }
    expect(t.state.phase).toEqual({ k: 'done' });
    expect(t.state.rounds).toHaveLength(3);
  });

  it('C8: a half-finished sort is stored move by move, so a reload puts the tiles back; late moves are refused', () => {
    const t = table();
    const log: ChoicesAction[] = [];
    const act = (a: Untimed) => {
      const full = { at: t.clock.now(), ...a } as ChoicesAction;
      log.push(full);
      return t.act(full);
    };
    act({ t: 'next' });
    act({ t: 'claim' });
    act({ t: 'place', id: '3', zone: 'pass' });
    t.clock.advance(5_000);
    act({ t: 'place', id: '0', zone: 'pick' });
    act({ t: 'place', id: '3', zone: 'reserve' });
    // A reload replays the stored actions: same board, same deadline.
    const reloaded = run(t.setup, log);
    expect(reloaded.actions.length).toBe(log.length);
    expect(draftOf(reloaded.state, t.setup)).toEqual({ 0: 'pick', 3: 'reserve' });
    expect(reloaded.state.phase).toEqual(t.state.phase);
    expect(() => t.act({ t: 'place', id: '9', zone: 'pick' })).toThrow(
      expect.objectContaining({ code: 'choices/no-such-tile' }),
    );
    t.clock.advance(authorMs - 5_000);
    expect(() => t.act({ t: 'place', id: '1', zone: 'pick' })).toThrow(
      expect.objectContaining({ code: 'choices/too-late' }),
    );
    t.act({ t: 'expire' });
    // C3: a half-finished sort is not a pattern, and it is gone once the turn ends.
    expect(t.state.rounds[0]!.pattern).toBeNull();
    expect(draftOf(t.state, t.setup)).toEqual({});
    expect(() => t.act({ t: 'place', id: '1', zone: 'pick' })).toThrow(RulesRefusal);
  });

  it('C4: a reader starts with an empty board and cannot move the anchor', () => {
    const t = table();
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    t.act({ t: 'place', id: '5', zone: 'pass' });
    t.act({ t: 'sort', pattern: PATTERN, anchor: '0' });
    t.act({ t: 'next' });
    t.act({ t: 'claim' });
    expect(draftOf(t.state, t.setup)).toEqual({});
    expect(() => t.act({ t: 'place', id: '0', zone: 'pass' })).toThrow(
      expect.objectContaining({ code: 'choices/anchor-locked', facts: { round: 0, tile: '0' } }),
    );
    t.act({ t: 'place', id: '1', zone: 'reserve' });
    expect(draftOf(t.state, t.setup)).toEqual({ 1: 'reserve' });
    t.act({ t: 'predict', pattern: PATTERN });
    t.act({ t: 'claim' });
    expect(draftOf(t.state, t.setup)).toEqual({}); // the next reader never sees the previous one's tiles
  });
});
