import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionController } from '../../src/games/controller';
import { startGame } from '../../src/games/lifecycle';
import { reopenFromHistory } from '../../src/games/reopen';
import { Refusal } from '../../src/games/session';
import { sessionLabel } from '../../src/games/session-label';
import type { GameDef } from '../../src/games/session';
import { path } from '../../src/platform/router';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { plain } from '../plain';

/** Seats score points; a seat above 9 is refused. */
const tally: GameDef<{ seats: number }, { seat: number }, number[]> = {
  game: 'royal',
  init: (s) => Array.from({ length: s.seats }, () => 0),
  apply(state, a) {
    if (state[a.seat] === undefined) throw new Refusal('no-seat', { seat: a.seat });
    return state.map((v, i) => (i === a.seat ? v + 1 : v));
  },
  label: (s) => s.join('-'),
};
const result = (scores: number[]) => ({
  game: 'royal' as const,
  finishedAt: 9,
  players: ['Ana', 'Ben'],
  scores,
  winners: [],
  detail: null,
});

beforeEach(() => useTestStore(new MemoryStore()));

describe('start, finish and reopen', () => {
  it('startGame stores the new game, remembers the names and opens its address from the registry', async () => {
    await startGame('royal', { seats: 2 }, 'Ana, Ben - dealing', ['Ana', 'Ben']);
    const [session] = await store().listSessions();
    expect(path.value).toBe(`/royal-draft/play/${session!.id}`);
    expect(session).toMatchObject({ game: 'royal', setup: { seats: 2 }, actions: [], rev: 0 });
    expect((await store().listPlayers()).map((p) => p.name).sort()).toEqual(['Ana', 'Ben']);
  });

  it('a saved game reopened to correct it comes back with its last step taken back; finishing again replaces its history record', async () => {
    await startGame('royal', { seats: 2 }, 'x', []);
    const id = (await store().listSessions())[0]!.id;
    const first = createSessionController(tally, (await store().getSession(id))!, store());
    first.dispatch({ seat: 0 });
    first.dispatch({ seat: 0 });
    expect(await first.finish(result([2, 0]))).toBe('ok');

    expect(await reopenFromHistory((await store().getHistory(id))!)).toBe(true);
    expect(path.value).toBe(`/royal-draft/play/${id}`);
    // The record stays in history while the game is being corrected.
    expect((await store().getHistory(id))!.scores).toEqual([2, 0]);
    // Stored as facts (the result it was saved with), worded only when shown.
    const reopened = (await store().getSession(id))!;
    expect(reopened.note).toEqual({ k: 'correcting', players: ['Ana', 'Ben'], scores: [2, 0] });
    expect(reopened.label).not.toContain('Correcting');
    expect(plain(sessionLabel(reopened))).toBe('Correcting: Ana 2, Ben 0');
    const fix = createSessionController(tally, (await store().getSession(id))!, store());
    expect(fix.state.value).toEqual([1, 0]);
    expect(fix.finished.value).toBeNull();
    fix.dispatch({ seat: 1 });
    expect(await fix.finish(result([1, 1]))).toBe('ok');
    expect((await store().getHistory(id))!.scores).toEqual([1, 1]);
    expect(await store().getSession(id)).toBeUndefined();

    // The tab that finished first is stale now: its undo cannot take the corrected record out of history.
    first.undo();
    await first.flush();
    expect(first.blocked.value).toBe('stale');
    expect((await store().getHistory(id))!.scores).toEqual([1, 1]);
    expect(await store().getSession(id)).toBeUndefined();
  });
});
