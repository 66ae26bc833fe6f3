import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionLabel } from '../../src/games/session-label';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { DB_NAME } from '../../src/storage/schema';
import type { StoredSession } from '../../src/storage/types';
import { readSession } from '../../src/storage/validate';
import { plain } from '../plain';

const session = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  game: 'royal',
  setup: {},
  actions: [],
  createdAt: 1,
  updatedAt: 2,
  label: 'Ana, Ben, Cy - round 2',
  ...over,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** Writes records as an older version left them, straight into the database, then reads them through the store. */
async function storedThenRead(records: unknown[]): Promise<StoredSession[]> {
  const db = await openTablesideDB();
  db.close();
  const raw = await openDB(DB_NAME);
  for (const r of records) await raw.put('sessions', r);
  raw.close();
  const store = new IdbStore(await openTablesideDB(), () => undefined);
  return (await store.listSessions()).sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe('a game in progress says what the app noted of it as facts, worded when shown', () => {
  it('reads labels stored as sentences by older versions as the game label and a note', async () => {
    const read = await storedThenRead([
      session('a', { label: 'Kept as it was: Ana, Ben, Cy - round 2' }),
      session('b', { label: 'Correcting: Ana 2, Ben 0' }),
      session('c', { label: 'Kept as it was: Kept as it was: Ana, Ben, Cy - round 2' }),
      session('d'),
    ]);
    expect(read.map((s) => [s.id, s.label, s.note])).toEqual([
      ['a', 'Ana, Ben, Cy - round 2', { k: 'kept' }],
      ['b', 'Ana 2, Ben 0', { k: 'correcting' }],
      ['c', 'Ana, Ben, Cy - round 2', { k: 'kept' }],
      ['d', 'Ana, Ben, Cy - round 2', undefined],
    ]);
    // Shown as before (a copy kept twice over says it once).
    expect(read.map(sessionLabel)).toEqual([
      'Kept as it was: Ana, Ben, Cy - round 2',
      'Correcting: Ana 2, Ben 0',
      'Kept as it was: Ana, Ben, Cy - round 2',
      'Ana, Ben, Cy - round 2',
    ]);
  });

  it('words a stored correction from its facts, and drops a note the app never writes', () => {
    const fixing = readSession(
      session('a', { label: '', note: { k: 'correcting', players: ['Ana', 'Ben'], scores: [2, 0] } }),
    )!;
    expect(plain(sessionLabel(fixing))).toBe('Correcting: Ana 2, Ben 0');
    const group = readSession(
      session('b', { label: '', note: { k: 'correcting', players: ['Ana', 'Ben', 'Cy'], scores: [2] } }),
    )!;
    expect(plain(sessionLabel(group))).toBe('Correcting: Ana, Ben, Cy - group score 2');
    // A game being corrected, kept as it was when it could not be fully read.
    const kept = readSession(
      session('k', {
        label: '',
        note: { k: 'kept', was: { k: 'correcting', players: ['Ana', 'Ben'], scores: [2, 0] } },
      }),
    )!;
    expect(plain(sessionLabel(kept))).toBe('Kept as it was: Correcting: Ana 2, Ben 0');
    const odd = readSession(session('c', { note: { k: 'nonsense' } }))!;
    expect(odd.note).toBeUndefined();
    expect(sessionLabel(odd)).toBe('Ana, Ben, Cy - round 2');
  });
});
