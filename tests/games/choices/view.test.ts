import { describe, expect, it } from 'vitest';
import type { ChoicesPattern } from '../../../src/rules';
import { applyChoices, initChoices } from '../../../src/rules/choices';
import type { ChoicesAction, ChoicesState } from '../../../src/rules/choices';
import { publicView } from '../../../src/games/choices/view';
import { standingsOf } from '../../../src/rules/choices';
import { PATTERN, THREE, WRONG, setupOf } from './helpers';

const setup = setupOf(['Ana', 'Ben', 'Cy', 'Dee']);
const T0 = 5_000_000;

/** Every state of round 1 up to the reveal, given the author's secret and the readers' secrets. */
function statesThrough(author: ChoicesPattern, predictions: ChoicesPattern[]): ChoicesState[] {
  const actions: ChoicesAction[] = [
    { t: 'next', at: T0 },
    { t: 'claim', at: T0 },
    { t: 'sort', at: T0 + 1000, pattern: author, anchor: '0' },
    { t: 'next', at: T0 + 2000 },
  ];
  predictions.forEach((p, i) =>
    actions.push({ t: 'claim', at: T0 + 3000 + i }, { t: 'predict', at: T0 + 4000 + i, pattern: p }),
  );
  const out: ChoicesState[] = [];
  let s = initChoices();
  for (const a of actions) {
    s = applyChoices(s, a, setup);
    out.push(s);
  }
  return out;
}

describe('publicView (C9: secrets stay secret)', () => {
  const a = statesThrough(PATTERN, [PATTERN, WRONG, THREE]);
  const b = statesThrough(THREE, [WRONG, THREE, PATTERN]);

  it('gate, turn and anchor views are the same whatever the hidden patterns are', () => {
    expect(a.length).toBe(b.length);
    const before = a.length - 1; // the last state is the reveal
    for (let i = 0; i < before; i++) {
      const va = publicView(a[i]!, setup, T0 + 3500);
      expect(va.k).not.toBe('reveal');
      expect(va).toEqual(publicView(b[i]!, setup, T0 + 3500));
      expect(JSON.stringify(va)).not.toMatch(/pattern|prediction|reserve|"pass"/);
    }
  });

  it('the anchor (and only the anchor) is public once the author has confirmed', () => {
    const anchorView = publicView(a[2]!, setup, T0 + 1500);
    expect(anchorView).toMatchObject({ k: 'anchor', anchor: '0' });
    const readerView = publicView(a[4]!, setup, T0 + 3500);
    expect(readerView).toMatchObject({ k: 'reader', anchor: '0', reader: 0, readers: 3 });
  });

  it('C7: the reveal shows the pattern, every prediction, matches, missing readers and awards', () => {
    const v = publicView(a[a.length - 1]!, setup, T0 + 5000);
    if (v.k !== 'reveal') throw new Error(v.k);
    expect(v.pattern).toEqual(PATTERN);
    expect(v.readers.map((r) => [r.prediction !== null, r.correct, r.award])).toEqual([
      [true, 5, 400],
      [true, 0, 0],
      [true, 3, 180],
    ]);
    expect(v.authorAward).toBe(180);
    expect(v.continueAt).toBe(T0 + 4002 + 4000);
    expect(v.endsAt).toBe(T0 + 4002 + 15000);
  });

  it('C10 running totals: the reveal counts the round just ended, by hand: author 180 (median of 400, 0, 180), readers 400, 0, 180', () => {
    const v = publicView(a[a.length - 1]!, setup, T0 + 5000);
    if (v.k !== 'reveal') throw new Error(v.k);
    const author = setup.order[0]!;
    const expected = [0, 0, 0, 0];
    expected[author] = 180;
    // Readers go clockwise from the author's left.
    [400, 0, 180].forEach((award, i) => (expected[(author + 1 + i) % 4] = award));
    expect(v.totals.map((t) => t.total)).toEqual(expected);
    expect(v.totals.map((t) => t.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    // While readers are still reading, the round counts for nobody yet (C9: totals give nothing away).
    const gate = publicView(a[a.length - 3]!, setup, T0 + 4500);
    expect(gate).toMatchObject({ k: 'gate', reader: 2, totals: [0, 1, 2, 3].map((seat) => ({ seat, total: 0 })) });
  });

  it('a turn view counts down from the stored deadline', () => {
    const v = publicView(a[1]!, setup, T0 + 10_000);
    expect(v).toMatchObject({ k: 'author', deadline: T0 + 35_000, left: 25_000 });
    expect(publicView(a[1]!, setup, T0 + 99_000)).toMatchObject({ left: 0 });
  });

  it('C10: standings share places between tied leaders', () => {
    const s = a[a.length - 1]!;
    const st = standingsOf(s, setup);
    expect(st[0]).toMatchObject({ total: 400, place: 1, shared: false, winner: true });
    const tied = standingsOf({ rounds: [] }, setup);
    expect(tied.every((x) => x.place === 1 && x.shared && x.winner)).toBe(true);
  });

  it('C9: a half-finished sort never reaches a public view: gates, anchor and reveal are the same without it', () => {
    const places = (p: ChoicesPattern, ids: string[], at: number): ChoicesAction[] =>
      ids.map((id) => ({ t: 'place', at, id, zone: p[id]! }));
    const steps: [ChoicesAction, ChoicesAction[]][] = [
      [{ t: 'next', at: T0 }, []],
      [{ t: 'claim', at: T0 }, places(THREE, ['5', '2', '0'], T0 + 500)],
      [{ t: 'sort', at: T0 + 1000, pattern: PATTERN, anchor: '0' }, []],
      [{ t: 'next', at: T0 + 2000 }, []],
      [{ t: 'claim', at: T0 + 3000 }, places(WRONG, ['1', '2'], T0 + 3500)],
      [{ t: 'predict', at: T0 + 4000, pattern: PATTERN }, []],
      // This reader sorts everything but never confirms: the reveal must show no prediction.
      [{ t: 'claim', at: T0 + 5000 }, places(WRONG, ['1', '2', '3', '4', '5'], T0 + 6000)],
      [{ t: 'expire', at: T0 + 45_000 }, []],
      [{ t: 'claim', at: T0 + 46_000 }, places(THREE, ['4'], T0 + 47_000)],
      [{ t: 'predict', at: T0 + 48_000, pattern: THREE }, []],
      [{ t: 'expire', at: T0 + 63_000 }, []],
    ];
    let plain = initChoices();
    let drafted = initChoices();
    for (const [step, moves] of steps) {
      plain = applyChoices(plain, step, setup);
      drafted = applyChoices(drafted, step, setup);
      const at = step.at + 100;
      expect(publicView(drafted, setup, at)).toEqual(publicView(plain, setup, at));
      for (const m of moves) {
        drafted = applyChoices(drafted, m, setup);
        // Even the turn view itself has no field for the draft: the turn screen gets it separately.
        expect(publicView(drafted, setup, at)).toEqual(publicView(plain, setup, at));
      }
      const v = publicView(drafted, setup, at);
      if (v.k === 'reveal') expect(v.readers.map((r) => r.prediction)).toEqual([PATTERN, null, THREE]);
    }
    expect(publicView(drafted, setup, T0 + 64_000)).toMatchObject({ k: 'gate', round: 1, reader: null });
  });
});
