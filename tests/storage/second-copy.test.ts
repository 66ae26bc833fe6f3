import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checksum, compactText, logText, readCopy, recordsText, replay as replayAll } from '../../src/storage/copy-log';
import { parseSlot, readOldCopy } from '../../src/storage/copy-old';
import { MemoryCopy } from './memory-copy';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';
import { FakeDir, FakeDisk, Killed } from './fake-opfs';

const session = (id: string): StoredSession => ({
  id,
  game: 'royal',
  setup: { scorer: true },
  actions: [{ t: 'add', card: 'KH', faceUp: true }],
  createdAt: 1,
  updatedAt: 2,
  label: 'Collection scorer - 1 card',
});
/** `finishedAt` tells two versions of one game apart. */
const record = (id: string, finishedAt = 9): HistoryRecord => ({
  id,
  game: 'relay',
  finishedAt,
  players: ['Ana', 'Bé'],
  scores: [3, 4],
  winners: [1],
  detail: null,
});

/** A write to a log: a record under an id (any text, as a backup's ids may be), or a delete (null). */
const writeArb = fc.tuple(fc.constantFrom('a', 'b', 'ü\n"x"', '../c'), fc.option(fc.string(), { nil: null }));
/** What the log must give back: the last write per id, deletes dropping it (worked out here, not by replay). */
function lastWins(writes: [string, string | null][]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [id, v] of writes) {
    out.delete(id);
    if (v !== null) out.set(id, v);
  }
  return out;
}
const lines = (writes: [string, string | null][]) =>
  writes.map(([id, v]) => logText([v === null ? [id] : [id, v as never]]));
/** The records alive after a replay, by id. */
const replay = (logs: string[]) =>
  new Map([...replayAll(logs).live].flatMap(([id, e]) => (e.record === null ? [] : [[id, e.record] as const])));
const sorted = (m: Map<string, unknown>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));

describe('second copy log', () => {
  it('gives back the last entry of each id; a delete hides it and a later write brings it back', () => {
    const log = lines([
      ['kept', 'v1'],
      ['kept', 'v2'],
      ['gone', 'v1'],
      ['gone', null],
      ['back', 'restored'],
      ['back', null],
      ['back', 'restored again'],
    ]).join('');
    expect(sorted(replay([log]))).toEqual([
      ['back', 'restored again'],
      ['kept', 'v2'],
    ]);
  });

  it('ignores a torn tail: any cut of the last write keeps every earlier one, and writes after it are read', () => {
    fc.assert(
      fc.property(fc.array(writeArb), writeArb, fc.nat(), writeArb, (before, torn, cut, after) => {
        const whole = lines([torn])[0]!;
        const log = lines(before).join('') + whole.slice(0, cut % whole.length);
        expect(sorted(replay([log]))).toEqual(sorted(lastWins(before)));
        expect(sorted(replay([log + lines([after])[0]]))).toEqual(sorted(lastWins([...before, after])));
      }),
    );
  });

  it('skips a line whose checksum does not hold, and only that line', () => {
    const [first, damaged, last] = lines([
      ['a', 'one'],
      ['b', 'two'],
      ['c', 'three'],
    ]);
    expect(sorted(replay([first! + damaged!.replace('two', 'twO') + last!]))).toEqual([
      ['a', 'one'],
      ['c', 'three'],
    ]);
  });

  it('compaction keeps the last entries; one cut short by a kill loses nothing; writes after it count', () => {
    fc.assert(
      fc.property(fc.array(fc.array(writeArb), { maxLength: 3 }), fc.nat(), fc.array(writeArb), (logs, cut, after) => {
        const old = logs.map((w) => lines(w).join(''));
        const expected = lastWins(logs.flat());
        // A compacted log is the live entries, as copy-files.ts writes it.
        const compacted = compactText(old);
        expect(sorted(replay([compacted]))).toEqual(sorted(expected));
        // The older logs are removed (oldest first) only after the compacted one is whole; until then all are read.
        for (let k = 0; k <= old.length; k++)
          expect(sorted(replay([...old.slice(k), compacted]))).toEqual(sorted(expected));
        expect(sorted(replay([...old, compacted.slice(0, cut % (compacted.length + 1))]))).toEqual(sorted(expected));
        const next = compacted + lines(after).join('');
        expect(sorted(replay([...old, next]))).toEqual(sorted(lastWins([...logs.flat(), ...after])));
      }),
    );
  });
});

describe('second copy records', () => {
  it('reads sessions and history back, leaves out what it cannot read, and never a session already finished', () => {
    const read = readCopy({
      session: [
        logText([
          ['s1', session('s1')],
          ['done', session('done')],
          ['junk', { id: 'junk' } as never],
        ]) + '\nnot a line',
      ],
      history: [
        logText([
          ['done', record('done')],
          ['h2', record('h2')],
        ]),
      ],
    });
    expect(read.sessions).toEqual([session('s1')]);
    expect(read.history).toEqual([record('done'), record('h2')]);
  });

  it('a restored game deleted stays deleted, and comes back when restored again', async () => {
    const copy = new MemoryCopy();
    await copy.putMany([record('r1'), record('r2')]);
    await copy.remove('history', 'r1', 0);
    await copy.put('session', session('s'));
    expect(await copy.read()).toEqual({ sessions: [session('s')], history: [record('r2')], lost: [] });
    await copy.putMany([record('r1', 10)]);
    expect((await copy.read()).history.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual([
      record('r1', 10),
      record('r2'),
    ]);
  });
});

/** A slot file of the older copy, as its versions wrote it: `TS1 <seq> <checksum> <length>`, `TS2` once packs existed. */
function oldSlot(seq: number, body: string | null, packs = 0): string {
  const raw = body ?? '-';
  return `${packs > 0 ? `TS2 ${seq} ${packs}` : `TS1 ${seq}`} ${checksum(raw)} ${raw.length}\n${raw}`;
}
const oldBody = (kind: 'session' | 'history', r: StoredSession | HistoryRecord) => JSON.stringify({ kind, record: r });

describe('the older copy (slot files and packs), read once to move it into the logs', () => {
  it('reads a whole slot, tombstones included, and refuses every torn one', () => {
    expect(parseSlot(oldSlot(7, '{"a":"ünï"}'))).toEqual({ seq: 7, body: '{"a":"ünï"}', packs: 0 });
    expect(parseSlot(oldSlot(9, null, 12))).toEqual({ seq: 9, body: null, packs: 12 });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.nat(), fc.nat(), (body, old, cut, packs) => {
        const whole = oldSlot(3, body, packs);
        expect(parseSlot(whole.slice(0, cut % whole.length))).toBeNull();
        const previous = oldSlot(2, `${old}${body}`.repeat(2));
        if (previous.length > whole.length) expect(parseSlot(whole + previous.slice(whole.length))).toBeNull();
      }),
    );
  });

  it('believes the newer whole slot, the newest pack over a slot written before it, and a later slot or tombstone over a pack', () => {
    const s = (id: string, updatedAt: number) => ({ ...session(id), updatedAt });
    const pack = (...entries: [string, HistoryRecord][]) =>
      JSON.stringify(entries.map(([name, r]) => [name, oldBody('history', r)]));
    const files = new Map([
      ['s1.a', oldSlot(1, oldBody('session', s('s1', 1)))],
      ['s1.b', oldSlot(2, oldBody('session', s('s1', 2)))],
      ['s2.a', oldSlot(3, null)],
      ['s2.b', oldSlot(2, oldBody('session', s('s2', 1)))],
      ['s3.a', oldSlot(4, oldBody('session', s('s3', 5))).slice(0, 30)],
      ['s3.b', oldSlot(3, oldBody('session', s('s3', 4)))],
      ['kept.a', oldSlot(1, oldBody('history', record('kept', 11)), 1)],
      ['gone.a', oldSlot(1, null, 2)],
      ['stale.a', oldSlot(1, oldBody('history', record('stale', 12)))],
      ['alone.a', oldSlot(1, oldBody('history', record('alone')))],
    ]);
    const packs = new Map([
      [1, oldSlot(1, pack(['kept', record('kept', 1)], ['gone', record('gone')], ['stale', record('stale', 1)]))],
      [2, oldSlot(2, pack(['only', record('only', 2)], ['stale', record('stale', 2)]))],
      [3, oldSlot(3, pack(['torn', record('torn')])).slice(0, -5)],
    ]);
    const old = readOldCopy(files, packs);
    const read = readCopy({ session: [logText(old.session)], history: [logText(old.history)] });
    expect(read.sessions).toEqual([s('s1', 2), s('s3', 4)]);
    const byId = (rs: HistoryRecord[]) => [...rs].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(read.history)).toEqual([record('alone'), record('kept', 11), record('only', 2), record('stale', 2)]);
  });
});

describe('the copy on disk, killed at every point', () => {
  const disk = { current: new FakeDisk() };
  beforeEach(() => {
    disk.current = new FakeDisk();
    vi.stubGlobal('navigator', {
      locks: { request: (_name: string, work: () => Promise<unknown>) => work() },
      storage: { getDirectory: async () => disk.current.root },
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  /** The copy's files module as a fresh start of the app loads it. */
  const start = async () => (vi.resetModules(), await import('../../src/storage/copy-files'));
  /** Runs `work` with the disk dying after `ops` operations; true when it was cut short. */
  async function killedAfter(ops: number, work: () => Promise<unknown>): Promise<boolean> {
    disk.current.opsLeft = ops;
    const cut = await work().then(
      () => false,
      (err: unknown) => (err instanceof Killed ? true : Promise.reject(err)),
    );
    disk.current.opsLeft = Infinity;
    return cut;
  }

  it('moves an older copy into the logs: a kill at any point leaves it whole, and the next start finishes the move', async () => {
    const later = { ...session('s1'), updatedAt: 3 };
    const oldCopy = () => {
      const old = disk.current.root.dirs.get('tableside-copy') ?? new FakeDir(disk.current);
      disk.current.root.dirs.set('tableside-copy', old);
      old.put('probe', '');
      old.put('s1.a', oldSlot(1, oldBody('session', session('s1'))));
      old.put('s1.b', oldSlot(2, oldBody('session', later)));
      old.put('gone.a', oldSlot(1, null, 1));
      old.put('stale.a', oldSlot(1, oldBody('history', record('stale', 12))));
      old.put('kept.a', oldSlot(1, oldBody('history', record('kept'))));
      const packs = new FakeDir(disk.current);
      old.dirs.set('packs', packs);
      const pack = [record('gone'), record('stale', 1), record('packed')].map((r) => [r.id, oldBody('history', r)]);
      packs.put('1', oldSlot(1, JSON.stringify(pack)));
    };
    const expected = { sessions: [later], history: ['kept', 'packed', 'stale:1'] };
    const read = async () => {
      const { sessions, history } = await (await start()).readFiles();
      return { sessions, history: history.map((r) => (r.finishedAt === 9 ? r.id : `${r.id}:${r.finishedAt}`)).sort() };
    };
    let ops = 0;
    for (let cut = true; cut; ops++) {
      disk.current = new FakeDisk();
      oldCopy();
      const files = await start();
      cut = await killedAfter(ops, () => files.appendLog('session', ''));
      expect(await read()).toEqual(expected);
      expect(disk.current.root.dirs.has('tableside-copy')).toBe(false);
    }
    // Every operation of the move was a kill point (the folder goes a file at a time).
    expect(ops).toBeGreaterThan(20);
  });

  it('a write cut short is skipped and nothing else: the writes before it are read, and those after', async () => {
    const files = await start();
    await files.appendLog('history', recordsText([record('a'), record('b')]));
    const log = () => disk.current.root.dirs.get('tableside-log')!.files.get('history.1')!.length;
    const before = log();
    // The kill comes as the bytes are written: half of them land.
    expect(await killedAfter(3, () => files.appendLog('history', recordsText([record('c')])))).toBe(true);
    expect(log()).toBeGreaterThan(before);
    const again = await start();
    await again.appendLog('history', recordsText([record('d')]));
    expect((await again.readFiles()).history.map((r) => r.id)).toEqual(['a', 'b', 'd']);
  });

  it('compacts the games in progress once 1 MB was appended: a kill at any point loses no write that was done', async () => {
    // Each save appends the whole game: about 260 kB here, so the fourth save compacts.
    const big = (id: string, updatedAt: number) => ({ ...session(id), updatedAt, label: 'x'.repeat(260_000) });
    const saves = Array.from({ length: 5 }, (_, i) => big(i % 3 === 0 ? 'a' : 'b', i));
    for (let ops = 0; ; ops++) {
      disk.current = new FakeDisk();
      const files = await start();
      const done: StoredSession[] = [];
      const cut = await killedAfter(ops, async () => {
        for (const s of saves) done.push((await files.appendLog('session', logText([[s.id, s]])), s));
      });
      const last = (ss: StoredSession[]) =>
        ['a', 'b'].flatMap((id) => ss.findLast((s) => s.id === id)?.updatedAt ?? []);
      const under = saves[done.length];
      const read = (await (await start()).readFiles()).sessions.map((s) => s.updatedAt).sort((x, y) => x - y);
      // The save under way at the kill may have landed whole, or not at all.
      expect([last(done), last(under ? [...done, under] : done)].map((u) => u.sort((x, y) => x - y))).toContainEqual(
        read,
      );
      if (!cut) break;
    }
    expect(disk.current.root.dirs.get('tableside-log')!.files.has('session.1')).toBe(false);
  });
});
