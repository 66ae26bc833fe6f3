import { describe, expect, it } from 'vitest';
import { createSessionController } from '../../../src/games/controller';
import { relayDef } from '../../../src/games/relay/session';
import type { RelayAction, RelaySetup, RelayState } from '../../../src/games/relay/session';
import { placementNames, script } from '../../../src/games/relay/words';
import { replay } from '../../../src/games/session';
import { MemoryStore } from '../../../src/storage/memory-store';
import { WORKED, display } from './helpers';
import type { RelayPartialDisplay } from '../../../src/rules';

const setup: RelaySetup = { players: ['Ana', 'Ben', 'Cy'], firstReader: 0, firstPlacer: 1 };
const NEXT: RelayAction = { t: 'next' };
const PICK: RelayAction[] = [NEXT, { t: 'allReady' }, { t: 'count', at: 1000 }, NEXT, NEXT, NEXT];

function play(actions: RelayAction[], s: RelaySetup = setup): RelayState {
  let state = relayDef.init(s);
  for (const a of actions) state = relayDef.apply(state, a, s);
  return state;
}
const apply = (state: RelayState, a: RelayAction) => relayDef.apply(state, a, setup);
const round = (n: number) => [NEXT, ...Array.from({ length: 6 }, () => PICK).flat()].slice(0, 1 + 6 * n);
const enter = (r: 1 | 2, seat: number, d: RelayPartialDisplay): RelayAction[] =>
  (['top', 'bottom'] as const).flatMap((row) => d[row].map((tile, col) => ({ t: 'set' as const, round: r, seat, row, col, tile })));
const ALL = [
  ...enter(1, 0, WORKED),
  ...enter(1, 1, display('LEAF/DOTS', 'SUN/LINES', 'KEY/RINGS', 'SUN/WAVES', 'KEY/RINGS', 'LEAF/DOTS')),
  ...enter(1, 2, display('SUN/DOTS', 'LEAF/DOTS', 'SUN/WAVES', 'SUN/WAVES', 'LEAF/WAVES', 'SUN/DOTS')),
];

describe('relay session', () => {
  it('R3: six picks, passing after picks 1-5 and a discard after pick 6, then scoring', () => {
    let s = play([NEXT]);
    const steps: string[] = [];
    for (let i = 0; i < 36; i++) {
      steps.push(`${s.pick}:${s.step}`);
      s = apply(s, PICK[i % 6]!);
    }
    expect(steps.filter((x) => x.endsWith('pass'))).toEqual(['1:pass', '2:pass', '3:pass', '4:pass', '5:pass']);
    expect(steps).toContain('6:discard');
    expect(s.step).toBe('score');
  });

  it('R6: the count waits for everyone to be ready, and keeps its start time as data', () => {
    let s = play([NEXT, NEXT]);
    expect(() => apply(s, NEXT)).toThrow('Wait until everyone is ready');
    expect(() => apply(s, { t: 'count', at: 5 })).toThrow('Still waiting for Ana, Ben, Cy');
    s = apply(apply(apply(s, { t: 'ready', seat: 0 }), { t: 'ready', seat: 1 }), { t: 'ready', seat: 2 });
    s = apply(s, { t: 'count', at: 12345 });
    expect(s).toMatchObject({ step: 'count', countAt: 12345 });
    expect(replay(relayDef, setup, [NEXT, NEXT, { t: 'allReady' }, { t: 'count', at: 12345 }]).state).toEqual(s);
  });

  it('R5: the first placer moves one seat clockwise each pick, on into round 2', () => {
    expect(placementNames(setup, play([NEXT]))).toEqual(['Ben', 'Cy', 'Ana']);
    expect(placementNames(setup, play(round(2).concat(NEXT)))).toEqual(['Ana', 'Ben', 'Cy']);
    const r2 = play([...round(6), ...ALL, { t: 'confirm', round: 1 }, NEXT]);
    expect(r2.round).toBe(2);
    // 12 picks from Ben: round 2 pick 1 is the 7th pick, Ben + 6 = Ben.
    expect(placementNames(setup, r2)).toEqual(['Ben', 'Cy', 'Ana']);
  });

  it('R8: refuses a fifth copy in a display or across the table, naming whose, and changes nothing', () => {
    const four = enter(1, 0, display('SUN/DOTS', 'SUN/DOTS', 'SUN/DOTS', 'SUN/DOTS', '-', '-')).filter((a) => 'tile' in a && a.tile);
    const s = play([NEXT, ...four]);
    expect(() => apply(s, { t: 'set', round: 1, seat: 0, row: 'bottom', col: 2, tile: WORKED.top[0]! })).toThrow(
      "Ana's display already has all four SUN/DOTS",
    );
    expect(() => apply(s, { t: 'set', round: 1, seat: 1, row: 'top', col: 0, tile: WORKED.top[0]! })).toThrow(
      'All four SUN/DOTS are already on the table this round (Ana)',
    );
    // Replacing one of the four with itself is allowed: the box is emptied first.
    expect(() => apply(s, { t: 'set', round: 1, seat: 0, row: 'top', col: 0, tile: WORKED.top[0]! })).not.toThrow();
  });

  it('R7: a round is confirmed only with six tiles in every display; the scores are the rules core totals', () => {
    const end = play(round(6));
    expect(() => apply(end, { t: 'confirm', round: 1 })).toThrow('So far: Ana 0 of 6, Ben 0 of 6, Cy 0 of 6.');
    const s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }]);
    expect(s.scores[0]).toEqual([18, 12, 9]);
    expect(s).toMatchObject({ round: 2, pick: 1, step: 'deal' });
  });

  it('R8: confirming checks the whole round with the rules core, refuses a fifth copy that slipped in, and loses nothing', () => {
    const end = play([...round(6), ...ALL]);
    // As if stored by an older version without the per-entry check: a fifth SUN/DOTS on the table (Ana 1, Cy 2, Ben 2).
    const ben = display('SUN/DOTS', 'SUN/LINES', 'KEY/RINGS', 'SUN/DOTS', 'KEY/RINGS', 'LEAF/DOTS');
    const bad: RelayState = { ...end, displays: [[end.displays[0]![0]!, ben, end.displays[0]![2]!]] };
    expect(() => apply(bad, { t: 'confirm', round: 1 })).toThrow(
      "Round 1 cannot be confirmed yet: One SUN/DOTS too many: the table shows 5 but the deck has only 4. Check Ana's display, Ben's display and Cy's display.",
    );
    expect(bad.scores[0]).toBeNull();
    expect(bad.displays[0]![1]).toEqual(ben);
  });

  it('R2, R4: round 2 has the next reader and passes counterclockwise, and the walker says so', () => {
    const s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }]);
    expect(script(setup, s).say).toContain('Ben reads now, and we pass counterclockwise');
    expect(script(setup, play(round(6).concat(ALL, [{ t: 'confirm', round: 1 }, NEXT, ...PICK.slice(0, 5)]))).say).toBe(
      'Pass your six remaining tiles counterclockwise, to your right.',
    );
  });

  it('a confirmed round is locked until reopened; reopening and confirming again keeps round 2 going', () => {
    let s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }, NEXT, NEXT]);
    const fix: RelayAction = { t: 'set', round: 1, seat: 0, row: 'top', col: 1, tile: { motif: 'KEY', texture: 'LINES' } };
    expect(() => apply(s, fix)).toThrow('Round 1 is confirmed: reopen it');
    s = apply(apply(apply(s, { t: 'reopen', round: 1 }), fix), { t: 'confirm', round: 1 });
    expect(s.scores[0]).toEqual([21, 12, 9]);
    expect(s).toMatchObject({ round: 2, step: 'ready' });
  });

  it('undo takes back a wrongly entered tile after the walker moved on, and every save can be resumed', async () => {
    const store = new MemoryStore();
    const stored = { id: 'g1', game: 'relay' as const, setup, actions: [], createdAt: 0, updatedAt: 0, label: '' };
    await store.putSession(stored);
    const c = createSessionController(relayDef, stored, store);
    c.dispatch(NEXT);
    c.dispatch({ t: 'set', round: 1, seat: 2, row: 'top', col: 0, tile: { motif: 'KEY', texture: 'DOTS' } });
    c.dispatch(NEXT);
    expect(c.state.value.step).toBe('ready');
    c.undo();
    c.undo();
    expect(c.state.value.displays[0]![2]!.top[0]).toBeNull();
    expect(c.state.value.step).toBe('choose');
    await c.flush();
    const again = createSessionController(relayDef, (await store.getSession('g1'))!, store);
    expect(again.state.value).toEqual(c.state.value);
  });
});
