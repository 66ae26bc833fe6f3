import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { strictHistory, strictPlayer } from '../../src/platform/strict-record';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';
import { readHistory, readPlayer, readSession } from '../../src/storage/validate';
import { facesOf } from '../../src/rules/faces';
import { restoreHere } from '../restore-here';
import { allHistory } from './all-history';

const T = Date.UTC(2026, 5, 1);
const old: HistoryRecord = {
  id: 'old',
  game: 'relay',
  finishedAt: T,
  players: ['Ana', 'Ben', 'Cy'],
  scores: [21, 18, 30],
  winners: [2],
  detail: null,
};
const faces = [
  { colour: 'purple', mark: 'star' },
  { colour: 'orange', mark: 'circle' },
  { colour: 'ink', mark: 'moon' },
] as const;
const played: HistoryRecord = { ...old, id: 'new', faces: faces.map((f) => ({ ...f })) };

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('records with and without colours', () => {
  it('reads a record with faces back with them, and one from before faces without (each seat its default)', () => {
    expect(readHistory(played)).toEqual(played);
    expect(readHistory(old)).toEqual(old);
    expect(facesOf(3, readHistory(old)!.faces).map((f) => `${f.colour} ${f.mark}`)).toEqual([
      'orange circle',
      'sky square',
      'green triangle',
    ]);
  });

  it('leaves out faces that do not fit the record (a wrong count, a colour twice, an unknown mark): the game still reads', () => {
    for (const bad of [
      faces.slice(0, 2),
      [faces[0], faces[0], faces[2]],
      [{ colour: 'orange', mark: 'blob' }, faces[1], faces[2]],
    ])
      expect(readHistory({ ...old, faces: bad })).toEqual(old);
  });

  it('stores and reads faces in IndexedDB and in memory alike', async () => {
    for (const store of [new MemoryStore(), new IdbStore(await openTablesideDB())]) {
      await store.putHistory(played);
      await store.putHistory(old);
      expect((await store.getHistory('new'))?.faces).toEqual(played.faces);
      expect((await store.getHistory('old'))?.faces).toBeUndefined();
    }
  });

  it('remembers a face with its name, and reads a name from before faces without one', async () => {
    const store = new IdbStore(await openTablesideDB());
    await store.rememberPlayers(['Ana', 'Ben'], T, [faces[0], faces[1]]);
    await store.rememberPlayers(['Cy'], T + 1);
    expect(await store.listPlayers()).toEqual([
      { name: 'Cy', lastUsed: T + 1 },
      { name: 'Ana', lastUsed: T, face: faces[0] },
      { name: 'Ben', lastUsed: T, face: faces[1] },
    ]);
    expect(readPlayer({ name: 'Dee', lastUsed: 1, face: { colour: 'teal', mark: 'circle' } })).toEqual({
      name: 'Dee',
      lastUsed: 1,
    });
  });

  it('keeps a game in progress with its faces, and drops faces it cannot read', () => {
    const s = { id: 's', game: 'relay', setup: {}, actions: [], createdAt: 1, updatedAt: 1, label: '' };
    const named = [{ name: 'Ana', colour: 'blue', mark: 'heart' }];
    expect(readSession({ ...s, faces: named })).toEqual({ ...s, faces: named });
    expect(readSession({ ...s, faces: [{ name: 'Ana', colour: 'blue' }] })).toEqual(s);
  });

  it('restores an old backup (no faces) and a new one (faces) alike: the faces as played, none made up', async () => {
    const file = JSON.stringify({
      format: 'tableside-backup',
      version: 1,
      exportedAt: 1,
      history: [old, played],
      players: [
        { name: 'Ana', lastUsed: T, face: faces[0] },
        { name: 'Ben', lastUsed: T },
      ],
    });
    const report = await restoreHere(file);
    expect(report.added).toBe(2);
    const store = new IdbStore(await openTablesideDB());
    expect(await allHistory(store)).toEqual([played, old].sort((a, b) => a.id.localeCompare(b.id)));
    expect((await store.listPlayers()).find((p) => p.name === 'Ana')?.face).toEqual(faces[0]);
    expect(strictHistory({ ...old, faces: 'bright' })).toEqual({ ok: old });
    expect(strictPlayer({ name: 'Ben', lastUsed: T, face: { colour: 'ink', mark: 'x' } })).toEqual({
      ok: { name: 'Ben', lastUsed: T },
    });
  });
});
