import type { CardCode, RowCard } from './core';
import { isCardCode } from './core';
import { Refusal } from '../session';
import type { GameDef } from '../session';
import { plural } from '@lingui/core/macro';
import { describeRoyal } from './words';

/** A collection-scorer row is stored as a Royal Draft session whose setup says so. */
export interface ScorerSetup {
  scorer: true;
}

export type ScorerAction =
  | { t: 'add'; card: CardCode; faceUp: boolean }
  | { t: 'move'; i: number; by: -1 | 1 }
  | { t: 'flip'; i: number }
  | { t: 'remove'; i: number }
  | { t: 'clear' };

export const isScorer = (setup: unknown): boolean => (setup as Partial<ScorerSetup> | null)?.scorer === true;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Checks one stored scorer action: its type and every field. */
export function readScorerAction(raw: unknown): ScorerAction | null {
  if (!isObject(raw)) return null;
  switch (raw.t) {
    case 'add':
      return isCardCode(raw.card) && typeof raw.faceUp === 'boolean'
        ? { t: 'add', card: raw.card, faceUp: raw.faceUp }
        : null;
    case 'move':
      return isIndex(raw.i) && (raw.by === 1 || raw.by === -1) ? { t: 'move', i: raw.i, by: raw.by } : null;
    case 'flip':
    case 'remove':
      return isIndex(raw.i) ? { t: raw.t, i: raw.i } : null;
    case 'clear':
      return { t: 'clear' };
    default:
      return null;
  }
}

/** The row, left to right; every edit is an action, so it survives a reload and can be undone. */
export const scorerDef: GameDef<ScorerSetup, ScorerAction, RowCard[]> = {
  game: 'royal',
  readSetup: (raw) => (isScorer(raw) ? { scorer: true } : null),
  readAction: readScorerAction,
  init(setup) {
    if (!isScorer(setup)) throw new Refusal('royal/not-scorer');
    return [];
  },
  apply(row, a) {
    if (a.t === 'clear') return [];
    if (a.t === 'add') {
      if (!isCardCode(a.card)) throw new Refusal('royal/not-a-card', { text: String(a.card).slice(0, 20) });
      const at = row.findIndex((c) => c.card === a.card);
      if (at >= 0) throw new Refusal('royal/card-in-row', { card: a.card, at });
      return [...row, { card: a.card, faceUp: a.faceUp }];
    }
    const c = row[a.i];
    const to = a.t === 'move' ? a.i + a.by : a.i;
    if (!c || !row[to]) throw new Refusal('royal/not-in-row');
    if (a.t === 'flip') return row.map((x, j) => (j === a.i ? { ...x, faceUp: !x.faceUp } : x));
    const next = row.filter((_, j) => j !== a.i);
    if (a.t === 'move') next.splice(to, 0, c);
    else if (a.t !== 'remove') throw new Refusal('royal/unknown-step');
    return next;
  },
  describe: (r) => describeRoyal(r, { players: [] }),
  label: (row) => plural(row.length, { one: 'Collection scorer - # card', other: 'Collection scorer - # cards' }),
};
