import { describe, expect, it } from 'vitest';
import { createSessionController } from '../../src/games/controller';
import { Refusal, replay } from '../../src/games/session';
import type { GameDef } from '../../src/games/session';
import { MemoryStore } from '../../src/storage/memory-store';
import type { StoredSession } from '../../src/storage/types';

/** A tiny game: players add points; nobody may go above the cap. */
type Setup = { cap: number };
type Action = { seat: number; points: number };
type State = number[];
const counter: GameDef<Setup, Action, State> = {
  game: 'relay',
  init: () => [0, 0],
  apply(state, a, setup) {
    if (a.seat !== 0 && a.seat !== 1) throw new RangeError(`seat ${a.seat} does not exist`);
    const next = state.map((v, i) => (i === a.seat ? v + a.points : v));
    if (next[a.seat]! > setup.cap) throw new Refusal(`That would take seat ${a.seat + 1} past ${setup.cap}.`);
    return next;
  },
  label: (s) => `scores ${s.join('-')}`,
};

const stored = (actions: Action[] = []): StoredSession => ({
  id: 's1', game: 'relay', setup: { cap: 10 }, actions, createdAt: 1, updatedAt: 1, label: '',
});

describe('session controller', () => {
  it('applies an action, saves it at once, and a fresh load resumes exactly there', async () => {
    const store = new MemoryStore();
    const c = createSessionController(counter, stored(), store, () => 42);
    expect(c.dispatch({ seat: 1, points: 3 })).toBe(true);
    expect(c.state.value).toEqual([0, 3]);
    await c.flush();
    const saved = await store.getSession('s1');
    expect(saved).toMatchObject({ actions: [{ seat: 1, points: 3 }], updatedAt: 42, label: 'scores 0-3' });
    const resumed = createSessionController(counter, saved!, store);
    expect(resumed.state.value).toEqual([0, 3]);
  });

  it('refuses a move with a plain message and loses nothing', async () => {
    const store = new MemoryStore();
    const c = createSessionController(counter, stored([{ seat: 0, points: 9 }]), store);
    expect(c.dispatch({ seat: 0, points: 2 })).toBe(false);
    expect(c.error.value).toBe('That would take seat 1 past 10.');
    expect(c.state.value).toEqual([9, 0]);
    expect(c.actions.value).toHaveLength(1);
    expect(c.dispatch({ seat: 5, points: 1 })).toBe(false);
    expect(c.error.value).toBe('seat 5 does not exist');
    expect(c.dispatch({ seat: 0, points: 1 })).toBe(true);
    expect(c.error.value).toBeNull();
  });

  it('undoes any number of steps back to the setup, and saves each undo', async () => {
    const store = new MemoryStore();
    const c = createSessionController(counter, stored(), store);
    c.dispatch({ seat: 0, points: 1 });
    c.dispatch({ seat: 1, points: 2 });
    c.undo();
    expect(c.state.value).toEqual([1, 0]);
    c.undo();
    expect(c.state.value).toEqual([0, 0]);
    expect(c.canUndo.value).toBe(false);
    c.undo();
    expect(c.state.value).toEqual([0, 0]);
    await c.flush();
    expect((await store.getSession('s1'))!.actions).toEqual([]);
  });

  it('keeps the readable part of a damaged session and says how many steps were left out', () => {
    const c = createSessionController(
      counter,
      stored([{ seat: 0, points: 4 }, { seat: 9, points: 1 }, { seat: 0, points: 1 }]),
      new MemoryStore(),
    );
    expect(c.state.value).toEqual([4, 0]);
    expect(c.notice.value).toBe('The last 2 steps of this game could not be read and were left out.');
  });

  it('rethrows bugs instead of showing them as refusals', () => {
    const buggy: GameDef<Setup, Action, State> = { ...counter, apply: () => { throw new TypeError('bug'); } };
    const c = createSessionController(buggy, stored(), new MemoryStore());
    expect(() => c.dispatch({ seat: 0, points: 1 })).toThrow(TypeError);
  });

  it('replay is deterministic: the same setup and actions give the same state', () => {
    const actions = [{ seat: 0, points: 2 }, { seat: 1, points: 5 }];
    expect(replay(counter, { cap: 10 }, actions)).toEqual(replay(counter, { cap: 10 }, actions));
    expect(replay(counter, { cap: 10 }, actions).state).toEqual([2, 5]);
  });
});
