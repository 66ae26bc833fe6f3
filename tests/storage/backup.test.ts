import { describe, expect, it } from 'vitest';
import { importBackup, makeBackup, parseBackup } from '../../src/storage/backup';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';

const game = (id: string, summary = 'Ana 21, Ben 18'): HistoryRecord => ({
  id, game: 'relay', finishedAt: 100, players: ['Ana', 'Ben'], scores: [21, 18], winners: [0], summary, detail: { any: 'thing' },
});

describe('backup', () => {
  it('round-trips finished games and names through a file', async () => {
    const from = new MemoryStore();
    await from.putHistory(game('g1'));
    await from.rememberPlayers(['Ana'], 5);
    const text = JSON.stringify(await makeBackup(from, 999));
    const to = new MemoryStore();
    expect(await importBackup(to, parseBackup(text))).toBe(1);
    expect(await to.listHistory()).toEqual([game('g1')]);
    expect((await to.listPlayers()).map((p) => p.name)).toEqual(['Ana']);
  });

  it('never overwrites a game already stored', async () => {
    const to = new MemoryStore();
    await to.putHistory(game('g1', 'mine'));
    const text = JSON.stringify({ format: 'tableside-backup', version: 1, exportedAt: 1, history: [game('g1', 'theirs'), game('g2')], players: [] });
    expect(await importBackup(to, parseBackup(text))).toBe(1);
    expect((await to.getHistory('g1'))!.summary).toBe('mine');
  });

  it('refuses files that are not backups, in plain words', () => {
    expect(() => parseBackup('not json')).toThrow('not JSON');
    expect(() => parseBackup('{"hello":1}')).toThrow('not a Tableside backup');
    expect(() => parseBackup('{"format":"tableside-backup","version":9}')).toThrow('newer version');
    expect(() => parseBackup(' '.repeat(5_000_001))).toThrow('too large');
  });

  it('leaves out records it cannot read and counts them', () => {
    const text = JSON.stringify({
      format: 'tableside-backup', version: 1, exportedAt: 1,
      history: [game('ok'), { id: 'x', game: 'relay' }, '<img src=x onerror=alert(1)>'],
      players: [{ name: 'Ana', lastUsed: 1 }, { name: 7 }],
    });
    const parsed = parseBackup(text);
    expect(parsed.history.map((r) => r.id)).toEqual(['ok']);
    expect(parsed.players).toEqual([{ name: 'Ana', lastUsed: 1 }]);
    expect(parsed.skipped).toBe(3);
  });
});
