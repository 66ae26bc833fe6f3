// What the shared screen may show. Gate, anchor and turn screens are built
// from views whose types have no field for a pattern or a prediction (C9):
// only the reveal and the final scores carry them, after the round is scored.
import { winners } from '../../rules/common';
import { ZONES } from '../../rules/choices';
import type { ChoicesPattern, Zone } from '../../rules/choices';
import { authorOf, continueAt, deadlineOf, readersOf, totalsOf } from './phases';
import type { ChoicesSetup, ChoicesState } from './phases';

interface Where {
  round: number;
  rounds: number;
  author: string;
}
interface Board extends Where {
  prompt: string;
  tiles: string[];
  deadline: number;
  left: number;
}
export interface RevealReader {
  name: string;
  /** null: no prediction in time (C4). */
  prediction: ChoicesPattern | null;
  correct: number;
  award: number;
}
export interface Standing {
  seat: number;
  name: string;
  total: number;
  place: number;
  shared: boolean;
  winner: boolean;
}

export type ChoicesView =
  | { k: 'order'; authors: string[] }
  | (Where & { k: 'gate'; name: string; reader: number | null; readers: number })
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
      continueAt: number;
      endsAt: number;
      last: boolean;
    })
  | { k: 'done'; standings: Standing[] };

/** C10: places with shared ties, best first (seat order within a tie). */
export function standingsOf(state: ChoicesState, setup: ChoicesSetup): Standing[] {
  const totals = totalsOf(state, setup);
  const top = winners(totals);
  return totals
    .map((total, seat) => ({
      seat,
      name: setup.players[seat]!,
      total,
      place: 1 + totals.filter((t) => t > total).length,
      shared: totals.filter((t) => t === total).length > 1,
      winner: top.includes(seat),
    }))
    .sort((a, b) => b.total - a.total || a.seat - b.seat);
}

/** Tiles of a pattern grouped by zone, in tile order. */
export function byZone(pattern: ChoicesPattern, ids: readonly string[]): Record<Zone, string[]> {
  const out = { pick: [], reserve: [], pass: [] } as Record<Zone, string[]>;
  for (const id of ids) if (ZONES.includes(pattern[id] as Zone)) out[pattern[id] as Zone].push(id);
  return out;
}

export function publicView(state: ChoicesState, setup: ChoicesSetup, now: number): ChoicesView {
  const p = state.phase;
  const name = (seat: number) => setup.players[seat]!;
  if (p.k === 'order') return { k: 'order', authors: setup.order.map(name) };
  if (p.k === 'done') return { k: 'done', standings: standingsOf(state, setup) };
  const prompt = setup.prompts[p.round]!;
  const readers = readersOf(setup, p.round);
  const where: Where = { round: p.round, rounds: setup.order.length, author: name(authorOf(setup, p.round)) };
  const timed = (deadline: number) => ({ prompt: prompt.text, tiles: [...prompt.tiles], deadline, left: Math.max(0, deadline - now) });
  const record = state.rounds[p.round];
  switch (p.k) {
    case 'gate':
      return { ...where, k: 'gate', name: p.reader === null ? where.author : name(readers[p.reader]!), reader: p.reader, readers: readers.length };
    case 'author':
      return { ...where, k: 'author', ...timed(p.deadline) };
    case 'anchor':
      return { ...where, k: 'anchor', prompt: prompt.text, tiles: [...prompt.tiles], anchor: record!.anchor!, next: name(readers[0]!) };
    case 'reader':
      return { ...where, k: 'reader', ...timed(p.deadline), name: name(readers[p.reader]!), anchor: record!.anchor!, reader: p.reader, readers: readers.length };
    case 'reveal': {
      const scored = record!.scored!;
      return {
        ...where,
        k: 'reveal',
        prompt: prompt.text,
        tiles: [...prompt.tiles],
        pattern: record!.pattern && { ...record!.pattern },
        anchor: record!.anchor,
        readers: readers.map((seat, i) => ({ name: name(seat), prediction: record!.predictions[i] ?? null, ...scored.readers[i]! })),
        authorAward: scored.authorAward,
        continueAt: continueAt(state)!,
        endsAt: deadlineOf(p)!,
        last: p.round + 1 >= setup.order.length,
      };
    }
  }
}

