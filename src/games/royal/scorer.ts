import type { CardCode, RowCard } from './core';
import { cardName, isCardCode } from './core';
import { Refusal } from '../session';
import type { GameDef } from '../session';
import { plural } from './words';

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

/** The row, left to right; every edit is an action, so it survives a reload and can be undone. */
export const scorerDef: GameDef<ScorerSetup, ScorerAction, RowCard[]> = {
  game: 'royal',
  init(setup) {
    if (!isScorer(setup)) throw new Refusal('This is not a collection-scorer row.');
    return [];
  },
  apply(row, a) {
    if (a.t === 'clear') return [];
    if (a.t === 'add') {
      if (!isCardCode(a.card)) throw new Refusal(`"${String(a.card)}" is not a card.`);
      const at = row.findIndex((c) => c.card === a.card);
      if (at >= 0) throw new Refusal(`The ${cardName(a.card)} is already in the row (card ${at + 1}): a deck has only one of each card.`);
      return [...row, { card: a.card, faceUp: a.faceUp }];
    }
    const c = row[a.i];
    const to = a.t === 'move' ? a.i + a.by : a.i;
    if (!c || !row[to]) throw new Refusal('That card is not in the row any more.');
    if (a.t === 'flip') return row.map((x, j) => (j === a.i ? { ...x, faceUp: !x.faceUp } : x));
    const next = row.filter((_, j) => j !== a.i);
    if (a.t === 'move') next.splice(to, 0, c);
    else if (a.t !== 'remove') throw new Refusal('That step is not part of the scorer.');
    return next;
  },
  label: (row) => `Collection scorer - ${plural(row.length, 'card')}`,
};
