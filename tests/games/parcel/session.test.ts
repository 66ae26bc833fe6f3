import { describe, expect, it } from 'vitest';
import { parcelDef, phase, turnInfo, comparable } from '../../../src/games/parcel/session.ts';
import type { ParcelAction, ParcelSetup, ParcelState } from '../../../src/games/parcel/session.ts';
import { RulesRefusal, replay } from '../../../src/games/session.ts';
import { bestSwapsIn, parcelRecord } from '../../../src/games/parcel/history.ts';
import { recordLines } from '../../../src/games/parcel/record-words.ts';
import { buildSummaries } from '../../storage/build-summaries.ts';
import type { Summary } from '../../../src/storage/types.ts';
import type { HistoryRecord } from '../../../src/storage/types.ts';
import { FULL, oneSwapDeal, setupOf } from './fixtures.ts';
import { plain } from '../../plain';

/** The personal best as the app finds it: from the summaries kept for these records. */
const bestSwaps = (records: HistoryRecord[], players: number) =>
  bestSwapsIn(buildSummaries(records) as Summary[], players);

/** The refusal a move throws, as its code and facts (null when it is not a refusal). */
function refusalOf(f: () => unknown): { code: string; facts: unknown } | null {
  try {
    f();
  } catch (err) {
    return err instanceof RulesRefusal ? { code: err.code, facts: err.facts } : null;
  }
  return null;
}
/** The refusal in the players' words. */
function say(f: () => unknown, setup: ParcelSetup): string {
  try {
    f();
  } catch (err) {
    if (err instanceof RulesRefusal) return parcelDef.describe!(err, setup);
  }
  return '';
}

function run(setup: ParcelSetup, actions: ParcelAction[]): ParcelState {
  return actions.reduce((s, a) => parcelDef.apply(s, a, setup), parcelDef.init(setup));
}
const lap = (at = 1): ParcelAction => ({ t: 'lap', at });
const pass = (at = 1): ParcelAction => ({ t: 'pass', at });
const passes = (k: number) => Array.from({ length: k }, () => pass());
function fullLaps(n: number, laps: number): ParcelAction[] {
  return Array.from({ length: laps }, () => [lap(), ...passes(n)]).flat();
}

describe('Parcel Parade session', () => {
  it('P3: a lap opens with its route card, runs N clockwise turns, and the next starts one seat on', () => {
    const setup = setupOf({ first: 2 });
    let s = parcelDef.init(setup);
    expect(phase(s, setup)).toBe('lap');
    s = run(setup, [lap(), ...passes(4)]);
    expect(phase(s, setup)).toBe('lap');
    s = parcelDef.apply(s, lap(), setup);
    expect(turnInfo(s, setup)).toEqual({ lap: 2, seat: 3, route: 2, partner: 2 });
    expect(refusalOf(() => parcelDef.apply(parcelDef.init(setup), pass(), setup))).toEqual({
      code: 'parcel/start-lap',
      facts: {},
    });
  });

  it('P4: passes do not count; without tracked hands a swap is just counted', () => {
    const setup = setupOf();
    const s = run(setup, [lap(), pass(), { t: 'swap', at: 5 }, pass()]);
    expect(s.swaps).toBe(1);
    expect(s.turn).toBe(3);
    expect(s.since).toBe(1);
  });

  it("P4: a swap of identical symbols, or of a card not held, is the core's refusal, worded with names", () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, [lap()]);
    const same = refusalOf(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'LEAF', receive: 'LEAF' }, setup));
    expect(same).toEqual({ code: 'parcel/same-symbol', facts: { seat: 0, partner: 1, parcel: 'LEAF' } });
    expect(
      plain(say(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'LEAF', receive: 'LEAF' }, setup), setup)),
    ).toBe(
      'Ana and Ben would both hand over LEAF: the same symbol both ways is a pass, not a swap. Choose two different symbols, or pass.',
    );
    expect(refusalOf(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'MOON', receive: 'SUN' }, setup))).toEqual({
      code: 'parcel/not-held',
      facts: { seat: 0, parcel: 'MOON' },
    });
    expect(plain(say(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'MOON', receive: 'SUN' }, setup), setup))).toBe(
      'Ana holds no MOON to hand over.',
    );
  });

  it('P5: the parade ends the moment every tracked hand is complete, with the swaps used', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, [lap(), { t: 'swap', at: 2, give: 'SUN', receive: 'MOON' }]);
    expect(s.end).toEqual({ complete: true, score: 4 });
    expect(s.swaps).toBe(1);
    expect(phase(s, setup)).toBe('over');
    expect(refusalOf(() => parcelDef.apply(s, pass(), setup))?.code).toBe('parcel/over');
  });

  it('P5: a complete deal ends at once with zero swaps, and never sets a personal best', () => {
    const setup = setupOf({ hands: [FULL, FULL, FULL, FULL] });
    const s = parcelDef.init(setup);
    expect(s.end).toEqual({ complete: true, score: 4 });
    const record = parcelRecord(setup, s, 9);
    expect(recordLines({ ...record, id: 'p' })).toContain('Laps played: 0 of 4');
    expect(recordLines({ ...record, id: 'p' })).toContain('Comparable: no (complete from the deal, nothing played)');
    const played = parcelRecord(setup, { ...s, turn: 3, swaps: 2 }, 9);
    expect(
      bestSwaps(
        [
          { id: 'a', ...record },
          { id: 'b', ...played },
        ],
        4,
      ),
    ).toBe(2);
    // A record saved before the fix (comparable, 0 laps) is not a best either.
    const old = { id: 'c', ...record, detail: { ...(record.detail as object), comparable: true } };
    expect(bestSwaps([old], 4)).toBeNull();
  });

  it('P6: after four laps tracked hands give the group score by themselves', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, fullLaps(4, 4));
    expect(s.end).toEqual({ complete: false, score: 2 });
  });

  it('P6/P9: untracked, the table counts; one short of everyone is a deck error with the check to make', () => {
    const setup = setupOf();
    const s = run(setup, fullLaps(4, 4));
    expect(phase(s, setup)).toBe('score');
    expect(refusalOf(() => parcelDef.apply(s, { t: 'score', at: 1, complete: 3 }, setup))).toEqual({
      code: 'parcel/deck-error',
      facts: { players: 4, complete: 3 },
    });
    expect(say(() => parcelDef.apply(s, { t: 'score', at: 1, complete: 3 }, setup), setup)).toMatch(
      /^3 complete hands out of 4 cannot happen with a right deck.*there must be 4 SUN, 4 MOON, 4 LEAF and 4 KEY, 4 in every hand/,
    );
    expect(parcelDef.apply(s, { t: 'score', at: 1, complete: 2 }, setup).end).toEqual({ complete: false, score: 2 });
  });

  it('P9: untracked players declare completion; tracked hands cannot be declared complete', () => {
    expect(run(setupOf(), [lap(), { t: 'complete', at: 1 }]).end).toEqual({ complete: true, score: 4 });
    const tracked = setupOf({ hands: oneSwapDeal() });
    expect(refusalOf(() => run(tracked, [lap(), { t: 'complete', at: 1 }]))?.code).toBe('parcel/tracked-complete');
  });

  it('P7: replaying a lap keeps the hands, goes back to the lap start and is not comparable', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, [lap(), pass(), { t: 'replayLap', at: 3 }]);
    expect(s.turn).toBe(0);
    expect(phase(s, setup)).toBe('lap');
    expect(comparable(s, setup)).toBe(false);
    expect(comparable(parcelDef.init(setup), setup)).toBe(true);
    expect(comparable(parcelDef.init(setupOf({ variant: 'young' })), setupOf({ variant: 'young' }))).toBe(false);
  });

  it('P1: restarting with a corrected deck checks it and names what is wrong', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const bad = oneSwapDeal();
    bad[2] = ['MOON', 'MOON', 'LEAF', 'KEY'];
    expect(plain(say(() => run(setup, [lap(), { t: 'redeal', at: 1, hands: bad }]), setup))).toBe(
      'One SUN missing (3 for 4 players). One MOON too many (5 for 4 players). Check Ben and Cy, who hold more than one MOON.',
    );
    const s = run(setup, [lap(), pass(), { t: 'redeal', at: 7, hands: oneSwapDeal() }]);
    expect(s).toMatchObject({ turn: 0, swaps: 0, opened: 0, since: 7 });
  });

  it('P8: stored actions replay to the hand-worked position, and undo (replaying one fewer) puts the cards back', () => {
    const setup = setupOf({ hands: oneSwapDeal(), brisk: true });
    // Ana passes; Ben (turn 2, route 1) gives KEY to Cy for Cy's SUN.
    const stored = [lap(10), pass(20), { t: 'swap', at: 30, give: 'KEY', receive: 'SUN' }];
    const { state, stop } = replay(parcelDef, setup, stored);
    expect(stop).toBeUndefined();
    expect(state.hands).toEqual([
      ['SUN', 'SUN', 'LEAF', 'KEY'],
      ['MOON', 'MOON', 'LEAF', 'SUN'],
      ['KEY', 'MOON', 'LEAF', 'KEY'],
      ['SUN', 'MOON', 'LEAF', 'KEY'],
    ]);
    expect(state).toMatchObject({
      turn: 2,
      swaps: 1,
      since: 30,
      last: { seat: 1, partner: 2, give: 'KEY', receive: 'SUN', swap: true },
    });
    expect(replay(parcelDef, setup, stored.slice(0, 2)).state.hands).toEqual(oneSwapDeal());
  });

  it('records stored before the rename (actions keyed type) still load and replay', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const old = [
      { type: 'lap', at: 1 },
      { type: 'swap', at: 2, give: 'SUN', receive: 'MOON' },
    ];
    const { state, actions, stop } = replay(parcelDef, setup, old);
    expect(stop).toBeUndefined();
    expect(actions).toEqual([
      { t: 'lap', at: 1 },
      { t: 'swap', at: 2, give: 'SUN', receive: 'MOON' },
    ]);
    expect(state.end).toEqual({ complete: true, score: 4 });
  });

  it('P7: the replayed lap opens with the marker where it already is', () => {
    const setup = setupOf();
    const s = run(setup, [lap(), pass(), pass(), { t: 'replayLap', at: 3 }]);
    expect(s).toMatchObject({ again: true, turn: 0, opened: 0 });
    expect(run(setup, [lap(), pass(), { t: 'replayLap', at: 3 }, lap()]).again).toBe(false);
    expect(refusalOf(() => run(setup, [lap(), { t: 'replayLap', at: 3 }]))).toEqual({
      code: 'parcel/nothing-to-replay',
      facts: { lap: 1 },
    });
  });

  it('P7: the personal best is the fewest swaps among comparable complete parades at that table size', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const done = run(setup, [lap(), { t: 'swap', at: 2, give: 'SUN', receive: 'MOON' }]);
    const rec = (s: ParcelState, st: ParcelSetup, swaps: number): HistoryRecord => ({
      id: 'x',
      ...parcelRecord(st, { ...s, swaps }, 1),
    });
    const young = setupOf({ variant: 'young', hands: oneSwapDeal() });
    const records = [rec(done, setup, 5), rec(done, setup, 3), rec(done, young, 1)];
    expect(bestSwaps(records, 4)).toBe(3);
    expect(bestSwaps(records, 5)).toBeNull();
    expect(records[0]!.scores).toEqual([4]);
    expect(records[0]!.winners).toEqual([]);
  });
});
