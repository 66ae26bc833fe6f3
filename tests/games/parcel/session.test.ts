import { describe, expect, it } from 'vitest';
import { parcelDef, phase, turnInfo, comparable } from '../../../src/games/parcel/session.ts';
import type { ParcelAction, ParcelSetup, ParcelState } from '../../../src/games/parcel/session.ts';
import { replay } from '../../../src/games/session.ts';
import { bestSwaps, parcelRecord } from '../../../src/games/parcel/history.ts';
import type { HistoryRecord } from '../../../src/storage/types.ts';
import { FULL, oneSwapDeal, setupOf } from './fixtures.ts';

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
    expect(() => parcelDef.apply(parcelDef.init(setup), pass(), setup)).toThrow('Start the lap first');
  });

  it('P4: passes do not count; without tracked hands a swap is just counted', () => {
    const setup = setupOf();
    const s = run(setup, [lap(), pass(), { t: 'swap', at: 5 }, pass()]);
    expect(s.swaps).toBe(1);
    expect(s.turn).toBe(3);
    expect(s.since).toBe(1);
  });

  it('P4: a swap of identical symbols is refused in words', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, [lap()]);
    expect(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'LEAF', receive: 'LEAF' }, setup)).toThrow(
      'Ana and Ben would both hand over LEAF: identical symbols are a pass',
    );
    expect(() => parcelDef.apply(s, { t: 'swap', at: 2, give: 'MOON', receive: 'SUN' }, setup)).toThrow('Ana holds no MOON');
  });

  it('P5: the parade ends the moment every tracked hand is complete, with the swaps used', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const s = run(setup, [lap(), { t: 'swap', at: 2, give: 'SUN', receive: 'MOON' }]);
    expect(s.end).toEqual({ complete: true, score: 4 });
    expect(s.swaps).toBe(1);
    expect(phase(s, setup)).toBe('over');
    expect(() => parcelDef.apply(s, pass(), setup)).toThrow('The parade is over');
  });

  it('P5: a complete deal ends at once with zero swaps', () => {
    const setup = setupOf({ hands: [FULL, FULL, FULL, FULL] });
    const s = parcelDef.init(setup);
    expect(s.end).toEqual({ complete: true, score: 4 });
    expect(parcelRecord(setup, s, 9).lines).toContain('Laps played: 0 of 4');
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
    expect(() => parcelDef.apply(s, { t: 'score', at: 1, complete: 3 }, setup)).toThrow(
      /3 complete hands out of 4 cannot happen with a correct deck.*exactly 4 SUN, 4 MOON, 4 LEAF and 4 KEY/,
    );
    expect(parcelDef.apply(s, { t: 'score', at: 1, complete: 2 }, setup).end).toEqual({ complete: false, score: 2 });
  });

  it('P9: untracked players declare completion; tracked hands cannot be declared complete', () => {
    expect(run(setupOf(), [lap(), { t: 'complete', at: 1 }]).end).toEqual({ complete: true, score: 4 });
    const tracked = setupOf({ hands: oneSwapDeal() });
    expect(() => run(tracked, [lap(), { t: 'complete', at: 1 }])).toThrow('ends the parade by itself');
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
    expect(() => run(setup, [lap(), { t: 'redeal', at: 1, hands: bad }])).toThrow(/One MOON too many.*Check Ben and Cy/);
    const s = run(setup, [lap(), pass(), { t: 'redeal', at: 7, hands: oneSwapDeal() }]);
    expect(s).toMatchObject({ turn: 0, swaps: 0, opened: 0, since: 7 });
  });

  it('P8: replaying the stored actions gives the same state (deterministic)', () => {
    const setup = setupOf({ hands: oneSwapDeal(), brisk: true });
    const actions: ParcelAction[] = [lap(10), pass(20), { t: 'swap', at: 30, give: 'KEY', receive: 'SUN' }];
    expect(replay(parcelDef, setup, actions).state).toEqual(run(setup, actions));
    expect(run(setup, actions).since).toBe(30);
  });

  it('P7: the personal best is the fewest swaps among comparable complete parades at that table size', () => {
    const setup = setupOf({ hands: oneSwapDeal() });
    const done = run(setup, [lap(), { t: 'swap', at: 2, give: 'SUN', receive: 'MOON' }]);
    const rec = (s: ParcelState, st: ParcelSetup, swaps: number): HistoryRecord => ({ id: 'x', ...parcelRecord(st, { ...s, swaps }, 1) });
    const young = setupOf({ variant: 'young', hands: oneSwapDeal() });
    const records = [rec(done, setup, 5), rec(done, setup, 3), rec(done, young, 1)];
    expect(bestSwaps(records, 4)).toBe(3);
    expect(bestSwaps(records, 5)).toBeNull();
    expect(records[0]!.scores).toEqual([4]);
    expect(records[0]!.winners).toEqual([]);
  });
});
