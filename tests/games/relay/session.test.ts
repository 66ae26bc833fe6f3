import { describe, expect, it } from 'vitest';
import { createSessionController } from '../../../src/games/controller';
import { relayDef, roundScores } from '../../../src/games/relay/session';
import type { RelayAction, RelaySetup, RelayState } from '../../../src/games/relay/session';
import { placementNames, script } from '../../../src/games/relay/words';
import { RulesRefusal } from '../../../src/games/session';
import { replay } from '../../../src/games/session';
import { MemoryStore } from '../../../src/storage/memory-store';
import { WORKED, display } from './helpers';
import type { RelayPartialDisplay } from '../../../src/rules';
import { plain } from '../../plain';

const setup: RelaySetup = { players: ['Ana', 'Ben', 'Cy'], firstReader: 0, firstPlacer: 1 };
const NEXT: RelayAction = { t: 'next' };
/** Today's pick: everyone ready and the count (one tap), all placed, passed. */
const PICK: RelayAction[] = [{ t: 'reveal', at: 1000 }, NEXT, NEXT];
/** A pick as older versions stored it: chosen, all ready, count, face up, placed, passed. */
const OLD_PICK: RelayAction[] = [NEXT, { t: 'allReady' }, { t: 'count', at: 1000 }, NEXT, NEXT, NEXT];

function play(actions: RelayAction[], s: RelaySetup = setup): RelayState {
  let state = relayDef.init(s);
  for (const a of actions) state = relayDef.apply(state, a, s);
  return state;
}
const apply = (state: RelayState, a: RelayAction) => relayDef.apply(state, a, setup);
const round = (picks: number, pick = PICK) => [NEXT, ...Array.from({ length: picks }, () => pick).flat()];
const enter = (r: 1 | 2, seat: number, d: RelayPartialDisplay): RelayAction[] =>
  (['top', 'bottom'] as const).flatMap((row) =>
    d[row].map((tile, col) => ({ t: 'set' as const, round: r, seat, row, col, tile })),
  );
// Hand-scored (R7): Ana the worked example 18; Ben no column, both rows, all textures 12; Cy every column, nothing else 9.
const BEN = display('LEAF/DOTS', 'SUN/LINES', 'KEY/RINGS', 'SUN/WAVES', 'KEY/RINGS', 'LEAF/DOTS');
const CY = display('SUN/DOTS', 'LEAF/DOTS', 'SUN/WAVES', 'SUN/WAVES', 'LEAF/WAVES', 'SUN/DOTS');
const ALL = [...enter(1, 0, WORKED), ...enter(1, 1, BEN), ...enter(1, 2, CY)];

/** The refusal `apply` throws, or fails the test when it does not. */
function refusal(state: RelayState, a: RelayAction): RulesRefusal {
  try {
    apply(state, a);
  } catch (e) {
    if (e instanceof RulesRefusal) return e;
    throw e;
  }
  throw new Error('the move was not refused');
}
const words = (state: RelayState, a: RelayAction) => relayDef.describe?.(refusal(state, a), setup);

describe('relay session', () => {
  it('R3: six picks of three taps each, passing after picks 1-5 and a discard after pick 6, then scoring', () => {
    let s = play([NEXT]);
    const steps: string[] = [];
    for (let i = 0; i < 18; i++) {
      steps.push(`${s.pick}:${s.step}`);
      s = apply(s, PICK[i % 3] as RelayAction);
    }
    expect(steps.slice(0, 6)).toEqual(['1:choose', '1:place', '1:pass', '2:choose', '2:place', '2:pass']);
    expect(steps.filter((x) => x.endsWith('pass'))).toEqual(['1:pass', '2:pass', '3:pass', '4:pass', '5:pass']);
    expect(steps.slice(-3)).toEqual(['6:choose', '6:place', '6:discard']);
    expect(s.step).toBe('score');
  });

  it('sessions stored by older versions (choose, ready, count, face up) still replay to the same place', () => {
    const old = replay(relayDef, setup, round(2, OLD_PICK));
    expect(old.stop).toBeUndefined();
    expect(old.state).toMatchObject({ round: 1, pick: 3, step: 'choose' });
    const mid = replay(relayDef, setup, [NEXT, NEXT, { t: 'ready', seat: 1 }]);
    expect(mid.state).toMatchObject({ step: 'ready', ready: [false, true, false] });
  });

  it('R6: the reveal marks everyone ready and keeps the count start as data; the count can be started again', () => {
    let s = play([NEXT, { t: 'reveal', at: 12345 }]);
    expect(s).toMatchObject({ step: 'place', countAt: 12345, ready: [true, true, true] });
    s = apply(s, { t: 'count', at: 20000 });
    expect(s).toMatchObject({ step: 'place', countAt: 20000 });
    expect(refusal(play([NEXT]), { t: 'count', at: 5 }).code).toBe('relay/not-choosing');
    // The older ready step still waits for everyone, naming who.
    expect(plain(words(play([NEXT, NEXT, { t: 'ready', seat: 1 }]), { t: 'count', at: 5 }))).toBe(
      'Still waiting for Ana and Cy.',
    );
  });

  it('R5: the first placer moves one seat clockwise each pick, on into round 2', () => {
    expect(placementNames(setup, play([NEXT]))).toEqual(['Ben', 'Cy', 'Ana']);
    expect(placementNames(setup, play(round(2)))).toEqual(['Ana', 'Ben', 'Cy']);
    const r2 = play([...round(6), ...ALL, { t: 'confirm', round: 1 }, NEXT]);
    expect(r2.round).toBe(2);
    // Round 2 pick 1 is the 7th pick: Ben + 6 seats at 3 players is Ben again.
    expect(placementNames(setup, r2)).toEqual(['Ben', 'Cy', 'Ana']);
  });

  it('R8: refuses a fifth copy in a display or across the table with a code, worded with the names, and changes nothing', () => {
    const four = enter(1, 0, display('SUN/DOTS', 'SUN/DOTS', 'SUN/DOTS', 'SUN/DOTS', '-', '-')).filter(
      (a) => 'tile' in a && a.tile,
    );
    const s = play([NEXT, ...four]);
    const sunDots = { motif: 'SUN', texture: 'DOTS' } as const;
    const own: RelayAction = { t: 'set', round: 1, seat: 0, row: 'bottom', col: 2, tile: sunDots };
    expect(refusal(s, own)).toMatchObject({ code: 'relay/no-fifth-in-display', facts: { seat: 0, face: 'SUN/DOTS' } });
    expect(plain(words(s, own))).toBe("Ana's display already has all 4 SUN/DOTS; there is no fifth.");
    const table: RelayAction = { t: 'set', round: 1, seat: 1, row: 'top', col: 0, tile: sunDots };
    expect(plain(words(s, table))).toBe('All 4 SUN/DOTS are already on the table this round (Ana); there is no fifth.');
    // Replacing one of the four with itself is allowed: the box is emptied first.
    expect(apply(s, { t: 'set', round: 1, seat: 0, row: 'top', col: 0, tile: sunDots }).displays[0]?.[0]).toEqual(
      s.displays[0]?.[0],
    );
  });

  it('R7: a round is confirmed only with six tiles in every display; the scores are derived, never stored', () => {
    const end = play(round(6));
    expect(plain(words(end, { t: 'confirm', round: 1 }))).toBe(
      'Every display needs 6 tiles before the round is confirmed. So far: Ana 0 of 6, Ben 0 of 6, Cy 0 of 6.',
    );
    const s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }]);
    expect(roundScores(s, 1)).toEqual([18, 12, 9]);
    expect(roundScores(s, 2)).toBeNull();
    expect(Object.keys(s)).not.toContain('scores');
    expect(s).toMatchObject({ round: 2, pick: 1, step: 'deal', confirmed: [true, false] });
  });

  it('R8: confirming checks the whole round with the rules core, refuses a fifth copy that slipped in, and loses nothing', () => {
    const end = play([...round(6), ...ALL]);
    // As if stored by an older version without the per-entry check: a fifth SUN/DOTS on the table (Ana 1, Cy 2, Ben 2).
    const ben = display('SUN/DOTS', 'SUN/LINES', 'KEY/RINGS', 'SUN/DOTS', 'KEY/RINGS', 'LEAF/DOTS');
    const bad: RelayState = { ...end, displays: [[WORKED, ben, CY]] };
    const r = refusal(bad, { t: 'confirm', round: 1 });
    expect(r).toMatchObject({ code: 'relay/round-problems', facts: { round: 1 } });
    expect(plain(relayDef.describe?.(r, setup))).toBe(
      "Round 1 cannot be confirmed yet: One SUN/DOTS too many: the table shows 5 but the deck has only 4. Check Ana's display, Ben's display and Cy's display.",
    );
    expect(bad.confirmed[0]).toBe(false);
  });

  it('R2, R4: round 2 has the next reader and passes counterclockwise, and the walker says so', () => {
    const s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }]);
    expect(plain(script(setup, s).say)).toContain('Ben reads now, and we pass counterclockwise');
    expect(script(setup, play([...round(6), ...ALL, { t: 'confirm', round: 1 }, ...round(1).slice(0, 3)])).say).toBe(
      'Pass your 6 remaining tiles counterclockwise, to your right.',
    );
  });

  it('a confirmed round is locked until reopened; reopening and confirming again keeps round 2 going, with new scores', () => {
    let s = play([...round(6), ...ALL, { t: 'confirm', round: 1 }, NEXT, { t: 'reveal', at: 1 }]);
    const fix: RelayAction = {
      t: 'set',
      round: 1,
      seat: 0,
      row: 'top',
      col: 1,
      tile: { motif: 'KEY', texture: 'LINES' },
    };
    expect(words(s, fix)).toBe('Round 1 is confirmed: reopen it to change a box.');
    s = apply(apply(apply(s, { t: 'reopen', round: 1 }), fix), { t: 'confirm', round: 1 });
    // Column 2 now KEY over KEY: 18 + 3.
    expect(roundScores(s, 1)).toEqual([21, 12, 9]);
    expect(s).toMatchObject({ round: 2, step: 'place' });
  });

  it('undo takes back a wrongly entered tile after the walker moved on, and every save can be resumed', async () => {
    const store = new MemoryStore();
    const stored = { id: 'g1', game: 'relay' as const, setup, actions: [], createdAt: 0, updatedAt: 0, label: '' };
    await store.putSession(stored);
    const c = createSessionController(relayDef, stored, store);
    c.dispatch(NEXT);
    c.dispatch({ t: 'set', round: 1, seat: 2, row: 'top', col: 0, tile: { motif: 'KEY', texture: 'DOTS' } });
    c.dispatch({ t: 'reveal', at: 5 });
    expect(c.state.value.step).toBe('place');
    c.undo();
    c.undo();
    expect(c.state.value.displays[0]?.[2]?.top[0]).toBeNull();
    expect(c.state.value.step).toBe('choose');
    await c.flush();
    const saved = await store.getSession('g1');
    expect(saved?.actions).toEqual([NEXT]);
    const again = createSessionController(relayDef, saved ?? stored, store);
    expect(again.state.value).toMatchObject({ step: 'choose', pick: 1, round: 1 });
  });
});
