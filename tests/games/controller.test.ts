import { signal } from '@preact/signals';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionLabel } from '../../src/games/session-label';
import { createSessionController } from '../../src/games/controller';
import { Refusal, replay } from '../../src/games/session';
import type { GameDef } from '../../src/games/session';
import { MemoryCopy } from '../storage/memory-copy';
import { MemoryStore } from '../../src/storage/memory-store';
import { openStore } from '../storage/open-store';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';

/** A tiny game: players add points; nobody may go above the cap. */
type Setup = { cap: number };
type Action = { seat: number; points: number };
type State = number[];
const counter: GameDef<Setup, Action, State> = {
  game: 'relay',
  readAction: (raw) => {
    const a = raw as Partial<Action> | null;
    return a && typeof a.seat === 'number' && typeof a.points === 'number' ? (a as Action) : null;
  },
  init: () => [0, 0],
  apply(state, a, setup) {
    if (a.seat !== 0 && a.seat !== 1) throw new RangeError(`seat ${a.seat} does not exist`);
    const next = state.map((v, i) => (i === a.seat ? v + a.points : v));
    if (next[a.seat]! > setup.cap)
      throw new Refusal('over-cap', { seat: a.seat }, `That would take seat ${a.seat + 1} past ${setup.cap}.`);
    return next;
  },
  label: (s) => `scores ${s.join('-')}`,
};

const stored = (actions: unknown[] = [], rev?: number): StoredSession => ({
  id: 's1',
  game: 'relay',
  setup: { cap: 10 },
  actions,
  createdAt: 1,
  updatedAt: 1,
  label: 'start',
  ...(rev === undefined ? {} : { rev }),
});

const summary = (): Omit<HistoryRecord, 'id' | 'session'> => ({
  game: 'relay',
  finishedAt: 5,
  players: ['Ana', 'Ben'],
  scores: [1, 2],
  winners: [1],
  detail: null,
});

/** The app's own store (IndexedDB and the second copy) with IndexedDB's writes refused, as on a full disk, until `allow()`. */
async function refusingAppStore() {
  globalThis.indexedDB = new IDBFactory();
  const store = await openStore(
    { onProblem: () => undefined, onSkip: () => undefined },
    { openCopy: async () => new MemoryCopy() },
  );
  const put = IDBObjectStore.prototype.put;
  const refuse = () => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('the disk is full', 'QuotaExceededError');
    };
  };
  const allow = () => void (IDBObjectStore.prototype.put = put);
  onTestFinished(allow);
  return { store, refuse, allow };
}

async function seeded(actions: unknown[] = [], rev = 0) {
  const store = new MemoryStore();
  await store.putSession(stored(actions, rev));
  return store;
}

describe('session controller', () => {
  it('applies an action, saves it at once, and a fresh load resumes exactly there', async () => {
    const store = await seeded();
    const c = createSessionController(counter, stored(), store, { now: () => 42 });
    expect(c.dispatch({ seat: 1, points: 3 })).toBe(true);
    expect(c.state.value).toEqual([0, 3]);
    await c.flush();
    const saved = await store.getSession('s1');
    expect(saved).toMatchObject({ actions: [{ seat: 1, points: 3 }], updatedAt: 42, label: 'scores 0-3', rev: 1 });
    const resumed = createSessionController(counter, saved!, store);
    expect(resumed.state.value).toEqual([0, 3]);
  });

  it('shows a step as pending until the store has written it, and saved after', async () => {
    const store = await seeded();
    let finishWrite: () => void = () => undefined;
    const real = store.saveSessionIf.bind(store);
    vi.spyOn(store, 'saveSessionIf').mockImplementation(
      (s, rev) => new Promise((resolve) => (finishWrite = () => resolve(real(s, rev)))),
    );
    const c = createSessionController(counter, stored(), store);
    expect(c.saveState.value).toBe('saved');
    c.dispatch({ seat: 0, points: 1 });
    expect(c.saveState.value).toBe('pending');
    await Promise.resolve();
    expect(c.saveState.value).toBe('pending');
    finishWrite();
    await c.flush();
    expect(c.saveState.value).toBe('saved');
  });

  it("with the app's store, a step whose write IndexedDB refuses stays pending, through every retry, until one commits; nothing is lost", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, refuse, allow } = await refusingAppStore();
    await store.putSession(stored([], 0));
    const c = createSessionController(counter, stored([], 0), store);
    refuse();
    c.dispatch({ seat: 0, points: 1 });
    await c.flush();
    expect(c.saveState.value).toBe('pending');
    expect(c.notice.value).toMatch(/could not be saved/);
    c.dispatch({ seat: 0, points: 2 });
    await c.flush();
    // The first retry (after about 2 s) is refused too: still pending, nothing new stored.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(c.saveState.value).toBe('pending');
    expect((await store.getSession('s1'))!.actions).toEqual([]);
    allow();
    await vi.waitFor(() => expect(c.saveState.value).toBe('saved'), { timeout: 10_000 });
    expect(c.notice.value).toBeNull();
    expect((await store.getSession('s1'))!.actions).toEqual([
      { seat: 0, points: 1 },
      { seat: 0, points: 2 },
    ]);
    errors.mockRestore();
  });

  it("with the app's store, a refused step tried again never overwrites what another tab saved meanwhile", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, refuse, allow } = await refusingAppStore();
    await store.putSession(stored([], 0));
    const c = createSessionController(counter, stored([], 0), store);
    refuse();
    c.dispatch({ seat: 0, points: 1 });
    await c.flush();
    allow();
    const theirs = { ...stored([{ seat: 1, points: 5 }]), rev: 1, label: 'theirs' };
    expect(await store.saveSessionIf(theirs, 0)).toBe('ok');
    await vi.waitFor(() => expect(c.blocked.value).toBe('stale'), { timeout: 10_000 });
    expect(await store.getSession('s1')).toMatchObject({ actions: [{ seat: 1, points: 5 }], label: 'theirs', rev: 1 });
    errors.mockRestore();
  });

  it("refuses a move with the game's words and loses nothing", async () => {
    const store = await seeded([{ seat: 0, points: 9 }]);
    const c = createSessionController(counter, stored([{ seat: 0, points: 9 }]), store);
    expect(c.dispatch({ seat: 0, points: 2 })).toBe(false);
    expect(c.error.value).toBe('That would take seat 1 past 10.');
    expect(c.state.value).toEqual([9, 0]);
    expect(c.actions.value).toHaveLength(1);
    c.dismissError();
    expect(c.error.value).toBeNull();
  });

  it('says a plain RangeError or any other throw is a bug, not a refusal, and loses nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = createSessionController(counter, stored([{ seat: 0, points: 4 }]), new MemoryStore());
    expect(c.dispatch({ seat: 5, points: 1 })).toBe(false);
    expect(c.error.value).toBe(
      'Something went wrong in the app (a bug), and that step was not taken. Nothing was lost: try again, or undo.',
    );
    expect(c.state.value).toEqual([4, 0]);
    expect(c.dispatch({ seat: 0, points: 1 })).toBe(true);
    expect(c.error.value).toBeNull();
    errors.mockRestore();
  });

  it('undoes any number of steps back to the setup, and saves each undo', async () => {
    const store = await seeded();
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

  it('replays stored steps into the state a person would count by hand', () => {
    // Seat 1: 2 + 3 = 5; seat 2: 5 + 4 = 9.
    const r = replay(counter, { cap: 10 }, [
      { seat: 0, points: 2 },
      { seat: 1, points: 5 },
      { seat: 0, points: 3 },
      { seat: 1, points: 4 },
    ]);
    expect(r.state).toEqual([5, 9]);
    expect(r.stop).toBeUndefined();
  });
});

describe('replay never destroys', () => {
  const damaged = [{ seat: 0, points: 4 }, { kind: 'from a newer version' }, { seat: 0, points: 1 }];

  it('opens a damaged session read-only, says how much was read, and never saves over it', async () => {
    const store = await seeded(damaged);
    const c = createSessionController(counter, stored(damaged), store);
    expect(c.state.value).toEqual([4, 0]);
    expect(c.damage).toEqual({ read: 1, stored: 3, reason: 'unreadable' });
    expect(c.blocked.value).toBe('damaged');
    expect(c.dispatch({ seat: 1, points: 1 })).toBe(false);
    c.undo();
    await c.flush();
    expect((await store.getSession('s1'))!.actions).toEqual(damaged);
  });

  it('going on from the readable part keeps the whole original as another stored game', async () => {
    const store = await seeded(damaged);
    const c = createSessionController(counter, stored(damaged), store, { newId: () => 'copy' });
    await c.continueFromReadable();
    expect(c.blocked.value).toBeNull();
    expect(c.dispatch({ seat: 1, points: 2 })).toBe(true);
    await c.flush();
    const kept = (await store.getSession('copy'))!;
    expect(kept.actions).toEqual(damaged);
    // Kept as a fact beside the game's own label, worded when shown: no sentence is stored.
    expect(kept.note).toEqual({ k: 'kept' });
    expect(kept.label).toBe(stored(damaged).label);
    expect(sessionLabel(kept)).toBe(`Kept as it was: ${stored(damaged).label}`);
    // The table's own game saves its step's label, with no note.
    expect((await store.getSession('s1'))!.note).toBeUndefined();
    expect((await store.getSession('s1'))!.actions).toEqual([
      { seat: 0, points: 4 },
      { seat: 1, points: 2 },
    ]);
  });

  it('a game being corrected that is kept as it was stays noted as a correction in its copy', async () => {
    const correcting = { k: 'correcting' as const, players: ['Ana', 'Ben'], scores: [2, 0] };
    const store = new MemoryStore();
    await store.putSession({ ...stored(damaged), label: '', note: correcting });
    const c = createSessionController(counter, { ...stored(damaged), label: '', note: correcting }, store, {
      newId: () => 'copy',
    });
    await c.continueFromReadable();
    expect((await store.getSession('copy'))!.note).toEqual({ k: 'kept', was: correcting });
  });

  it('a step the app fails on (a bug) stops replay as "failed", not as a refusal', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = createSessionController(counter, stored([{ seat: 7, points: 1 }]), new MemoryStore());
    expect(c.damage).toEqual({ read: 0, stored: 1, reason: 'failed' });
    errors.mockRestore();
  });
});

describe('one writer per game', () => {
  it('a stale tab cannot overwrite a newer save', async () => {
    const store = await seeded();
    const first = createSessionController(counter, (await store.getSession('s1'))!, store);
    const stale = createSessionController(counter, (await store.getSession('s1'))!, store);
    first.dispatch({ seat: 0, points: 3 });
    await first.flush();
    stale.dispatch({ seat: 1, points: 9 });
    await stale.flush();
    expect(stale.blocked.value).toBe('stale');
    expect((await store.getSession('s1'))!.actions).toEqual([{ seat: 0, points: 3 }]);
    expect(stale.dispatch({ seat: 1, points: 1 })).toBe(false);
  });

  it('a tab that does not hold the game takes no steps', async () => {
    const held = signal<boolean | null>(false);
    const store = await seeded();
    const c = createSessionController(counter, stored(), store, { held });
    expect(c.blocked.value).toBe('elsewhere');
    expect(c.dispatch({ seat: 0, points: 1 })).toBe(false);
    held.value = true;
    expect(c.dispatch({ seat: 0, points: 1 })).toBe(true);
  });

  it('finishing saves to history and leaves Resume in one step; undo takes it back', async () => {
    const store = await seeded();
    const c = createSessionController(counter, stored(), store);
    c.dispatch({ seat: 1, points: 2 });
    expect(await c.finish(summary())).toBe('ok');
    expect(c.finished.value).toBe('s1');
    expect(await store.getSession('s1')).toBeUndefined();
    expect(await store.getHistory('s1')).toMatchObject({
      scores: [1, 2],
      session: { actions: [{ seat: 1, points: 2 }], rev: 1 },
    });
    c.undo();
    await c.flush();
    expect(c.finished.value).toBeNull();
    expect(await store.getHistory('s1')).toBeUndefined();
    expect((await store.getSession('s1'))!.actions).toEqual([]);
    expect(c.state.value).toEqual([0, 0]);
  });

  it('a stale tab cannot bring back a finished game, rewrite its record, or revive a discarded one', async () => {
    const store = await seeded();
    const winner = createSessionController(counter, (await store.getSession('s1'))!, store);
    const stale = createSessionController(counter, (await store.getSession('s1'))!, store);
    winner.dispatch({ seat: 0, points: 1 });
    await winner.finish(summary());
    const record = await store.getHistory('s1');

    stale.dispatch({ seat: 0, points: 2 });
    await stale.flush();
    expect(stale.blocked.value).toBe('gone');
    expect(await stale.finish({ ...summary(), scores: [9, 9] })).toBe('gone');
    expect(await store.getSession('s1')).toBeUndefined();
    expect(await store.getHistory('s1')).toEqual(record);

    await store.putSession(stored([], 0));
    const other = createSessionController(counter, (await store.getSession('s1'))!, store);
    await store.deleteSession('s1');
    other.dispatch({ seat: 0, points: 1 });
    await other.flush();
    expect(other.blocked.value).toBe('gone');
    expect(await store.getSession('s1')).toBeUndefined();
  });
});
