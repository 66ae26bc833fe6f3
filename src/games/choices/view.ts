// What the shared screen may show. Gate, anchor and turn screens are built
// from views whose types have no field for a pattern or a prediction (C9):
// only the reveal and the final scores carry them, after the round is scored.
import { fail } from '../../rules/common';
import { ZONES } from '../../rules/choices';
import type { ChoicesPattern, Zone } from '../../rules/choices';
import {
  authorOf,
  continueAt,
  deadlineOf,
  promptOf,
  readersOf,
  roundScore,
  standingsOf,
  totalsOf,
} from '../../rules/choices';
import type { ChoicesSetup, ChoicesState, Standing } from '../../rules/choices';
import { promptWords } from './prompts';

interface Where {
  round: number;
  rounds: number;
  author: string;
}
interface Board extends Where {
  prompt: string;
  tiles: string[];
  deadline: number;
}
interface RevealReader {
  name: string;
  /** null: no prediction in time (C4). */
  prediction: ChoicesPattern | null;
  correct: number;
  award: number;
}
/** A seat's running total: only rounds that have ended (and so been revealed) count. */
export interface Total {
  seat: number;
  name: string;
  total: number;
}

/** What the one shared screen shows, without any time read: the screens count down from the deadlines themselves. */
export type ScreenView =
  | { k: 'order'; authors: string[] }
  | (Where & { k: 'gate'; name: string; reader: number | null; readers: number; totals: Total[] })
  | (Board & { k: 'author' })
  | (Where & { k: 'anchor'; prompt: string; tiles: string[]; anchor: string; next: string })
  | (Board & { k: 'reader'; name: string; anchor: string; reader: number; readers: number })
  | (Where & {
      k: 'reveal';
      prompt: string;
      tiles: string[];
      pattern: ChoicesPattern | null;
      anchor: string | null;
      readers: RevealReader[];
      authorAward: number;
      /** Totals after this round, in seat order. */
      totals: Total[];
      continueAt: number;
      endsAt: number;
      last: boolean;
    })
  | { k: 'done'; standings: Standing[] };

type WithLeft<V> = V extends { deadline: number } ? V & { left: number } : V;
/** The screen view plus, on timed turns, the ms left at `now`. */
export type ChoicesView = WithLeft<ScreenView>;

/** Running totals in seat order (C10 input), from the rounds that have ended. */
function totalsView(state: ChoicesState, setup: ChoicesSetup): Total[] {
  return totalsOf(state, setup).map((total, seat) => ({ seat, name: nameOf(setup, seat), total }));
}

/** Tiles of a pattern grouped by zone, in tile order. */
export function byZone(pattern: ChoicesPattern, ids: readonly string[]): Record<Zone, string[]> {
  const out: Record<Zone, string[]> = { pick: [], reserve: [], pass: [] };
  for (const id of ids) {
    const z = pattern[id];
    if (z && ZONES.includes(z)) out[z].push(id);
  }
  return out;
}

const nameOf = (setup: ChoicesSetup, seat: number): string =>
  setup.players[seat] ?? fail(`seat ${seat} is not in this game`);

function need<T>(value: T | null | undefined, what: string): T {
  return value ?? fail(`${what} is missing from this state`);
}

/** The view every screen renders from (C9: no field for a hidden pattern, prediction or draft before the reveal). */
export function screenView(state: ChoicesState, setup: ChoicesSetup): ScreenView {
  const p = state.phase;
  const name = (seat: number) => nameOf(setup, seat);
  if (p.k === 'order') return { k: 'order', authors: setup.order.map(name) };
  if (p.k === 'done') return { k: 'done', standings: standingsOf(state, setup) };
  const prompt = promptWords(promptOf(setup, p.round));
  const readers = readersOf(setup, p.round);
  const reader = (i: number) => name(need(readers[i], `reader ${i}`));
  const where: Where = { round: p.round, rounds: setup.order.length, author: name(authorOf(setup, p.round)) };
  const board = (deadline: number) => ({ ...where, prompt: prompt.text, tiles: prompt.tiles, deadline });
  const record = state.rounds[p.round];
  switch (p.k) {
    case 'gate':
      return {
        ...where,
        k: 'gate',
        name: p.reader === null ? where.author : reader(p.reader),
        reader: p.reader,
        readers: readers.length,
        totals: totalsView(state, setup),
      };
    case 'author':
      return { ...board(p.deadline), k: 'author' };
    case 'anchor':
      return {
        ...where,
        k: 'anchor',
        prompt: prompt.text,
        tiles: prompt.tiles,
        anchor: need(record?.anchor, 'the anchor'),
        next: reader(0),
      };
    case 'reader':
      return {
        ...board(p.deadline),
        k: 'reader',
        name: reader(p.reader),
        anchor: need(record?.anchor, 'the anchor'),
        reader: p.reader,
        readers: readers.length,
      };
    case 'reveal': {
      const ended = need(record, `round ${p.round}`);
      const scored = need(roundScore(setup, p.round, ended), `the score of round ${p.round}`);
      return {
        ...where,
        k: 'reveal',
        prompt: prompt.text,
        tiles: prompt.tiles,
        pattern: ended.pattern && { ...ended.pattern },
        anchor: ended.anchor,
        readers: readers.map((seat, i) => ({
          name: name(seat),
          prediction: ended.predictions[i] ?? null,
          ...need(scored.readers[i], `reader ${i}'s score`),
        })),
        authorAward: scored.authorAward,
        totals: totalsView(state, setup),
        continueAt: need(continueAt(state), 'the reveal'),
        endsAt: need(deadlineOf(p), 'the reveal'),
        last: p.round + 1 >= setup.order.length,
      };
    }
    case 'readers':
      return fail('readers reading together have no shared screen');
  }
}

/** The screen view with the ms left on a timed turn at `now` (for a host that has a clock to read, such as a server). */
export function publicView(state: ChoicesState, setup: ChoicesSetup, now: number): ChoicesView {
  const v = screenView(state, setup);
  return (v.k === 'author' || v.k === 'reader' ? { ...v, left: Math.max(0, v.deadline - now) } : v) as ChoicesView;
}
