// The second copy tells the truth: every loss inside it is counted and named, a delete never comes back unasked,
// a write the copy missed is said and caught up, and the copy is reconciled with the database at start.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compactText, logText, readCopy, readRevs, replay } from '../../src/storage/copy-log';
import fc from 'fast-check';
import type { CopyKind } from '../../src/storage/copy-log';
import { SecondCopy } from '../../src/storage/copy';
import { IdbStore, openTablesideDB } from '../../src/storage/idb-store';
import { recover } from '../../src/storage/recover';
import type { RebuildReport } from '../../src/storage/recover';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';
import { rebuiltInWords } from '../../src/app/screens/rebuilt-words';
import { FakeDisk, Killed } from './fake-opfs';
import { MemoryCopy } from './memory-copy';

const DEC_3 = Date.UTC(2026, 11, 3, 12);
const game = (id: string, finishedAt = DEC_3, rev?: number): HistoryRecord => ({
  id,
  game: 'royal',
  finishedAt,
  players: ['Ana', 'Ben'],
  scores: [3, 2],
  winners: [0],
  detail: null,
  ...(rev === undefined ? {} : { session: { setup: {}, actions: [], rev } }),
});
const playing = (id: string, steps: number, rev = steps): StoredSession => ({
  id,
  game: 'royal',
  setup: {},
  actions: Array.from({ length: steps }, (_, i) => ({ t: 'step', i })),
  createdAt: 1,
  updatedAt: steps,
  label: 'x',
  rev,
});
/** One line of a log with one byte changed (inside its JSON, so its checksum fails): a damaged byte on disk. */
function damage(text: string, find: string, replace: string): string {
  expect(text).toContain(find);
  return text.replace(find, replace);
}
const ids = (rs: { id: string }[]) => rs.map((r) => r.id).sort();

describe('what the copy cannot read is counted and named', () => {
  it('a damaged finished game is left out and named; the others come back (199 of 200 says 1 could not be read)', () => {
    const games = Array.from({ length: 200 }, (_, i) => game(`g${String(i).padStart(3, '0')}`));
    const log = damage(
      logText(games.map((g) => [g.id, g])),
      '"g100",{"id":"g100","game":"royal"',
      '"g100",{"id":"g100","game":"royam"',
    );
    const read = readCopy({ session: [], history: [log] });
    expect(read.history).toHaveLength(199);
    expect(read.lost).toEqual([{ kind: 'history', what: 'unreadable', id: 'g100', when: DEC_3 }]);
    // The game's name is in the damaged byte: the date is still told.
    const report: RebuildReport = { sessions: 0, history: 199, namesLost: false, lost: read.lost };
    expect(rebuiltInWords(report)).toBe(
      "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: 199 finished games. 1 saved game could not be given back as it was saved. 1 finished game could not be read from the second copy and was left out: a finished game.",
    );
  });

  it('names the game and the day when the damage is elsewhere in the line', () => {
    const log = damage(logText([['g1', game('g1')]]), '"scores":[3,2]', '"scores":[3,3]');
    const read = readCopy({ session: [], history: [log] });
    expect(read.history).toEqual([]);
    expect(rebuiltInWords({ sessions: 0, history: 0, namesLost: true, lost: read.lost })).toBe(
      "The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: nothing could be read. 1 saved game could not be given back as it was saved. 1 finished game could not be read from the second copy and was left out: Royal Draft, 3 Dec 2026. Remembered player names were not in the copy.",
    );
  });

  it('a game in progress whose newest save is damaged comes back a step earlier, and says which step it lost', () => {
    const log =
      logText([['s', playing('s', 3)]]) + damage(logText([['s', playing('s', 4)]]), '"updatedAt":4', '"updatedAt":5');
    const read = readCopy({ session: [log], history: [] });
    expect(read.sessions).toEqual([playing('s', 3)]);
    expect(read.lost).toEqual([{ kind: 'session', what: 'earlier', id: 's', game: 'royal', step: 3, lost: 4 }]);
    expect(rebuiltInWords({ sessions: 1, history: 0, namesLost: false, lost: read.lost })).toContain(
      '1 saved game could not be given back as it was saved. A Royal Draft game in progress came back at step 3: its newest save, step 4, could not be read.',
    );
  });

  it('an older save damaged costs nothing: the newest one is whole, so nothing is counted', () => {
    const log =
      damage(logText([['s', playing('s', 3)]]), '"updatedAt":3', '"updatedAt":7') + logText([['s', playing('s', 4)]]);
    expect(readCopy({ session: [log], history: [] })).toEqual({ sessions: [playing('s', 4)], history: [], lost: [] });
  });

  it('a damaged delete never brings the game back silently: left out and named, or back and said so', () => {
    const put = logText([['g1', game('g1')]]);
    // The damaged byte in the rev: the line still reads as a delete of g1, so g1 stays deleted and is named.
    const revDamaged = damage(logText([['g1', null, 0]]), '"g1",null,0]', '"g1",null,1]');
    const left = readCopy({ session: [], history: [put + revDamaged] });
    expect(left.history).toEqual([]);
    expect(left.lost).toEqual([{ kind: 'history', what: 'deletion', id: 'g1', game: 'royal', when: DEC_3 }]);
    expect(rebuiltInWords({ sessions: 0, history: 0, namesLost: false, lost: left.lost })).toContain(
      'Royal Draft, 3 Dec 2026 was left out: the second copy says it was deleted, but that entry is damaged.',
    );
    // A damaged byte that breaks the line: it could be a delete or a newer record; the game comes back, said so.
    const broken = damage(logText([['g1', null, 0]]), '"g1",null,0]', '"g1",nulm,0]');
    const back = readCopy({ session: [], history: [put + broken] });
    expect(back.history).toEqual([game('g1')]);
    expect(back.lost).toEqual([
      { kind: 'history', what: 'deletion', id: 'g1', game: 'royal', when: DEC_3, back: true },
    ]);
    expect(rebuiltInWords({ sessions: 0, history: 1, namesLost: false, lost: back.lost })).toContain(
      'Royal Draft, 3 Dec 2026 came back, but the entry after it could not be read: if you had deleted it, delete it again.',
    );
    // A delete whose id is damaged deleted something the copy can no longer tell: said, unnamed.
    const idDamaged = damage(logText([['g1', null, 0]]), '"g1",null', '"g0",null');
    const unknown = readCopy({ session: [], history: [put + idDamaged] });
    expect(unknown.history).toEqual([game('g1')]);
    expect(unknown.lost).toEqual([{ kind: 'history', what: 'deletion' }]);
  });

  it("a damaged delete of a finished game's session costs nothing: the game is among the finished ones", () => {
    const sessions =
      logText([['s', playing('s', 2)]]) + damage(logText([['s', null, 2]]), '"s",null,2]', '"s",null,3]');
    const read = readCopy({ session: [sessions], history: [logText([['s', game('s', DEC_3, 2)]])] });
    expect(read).toEqual({ sessions: [], history: [game('s', DEC_3, 2)], lost: [] });
  });

  it('a line cut short by a kill was never saved: it costs nothing and is not counted', () => {
    const whole = logText([['g2', game('g2')]]);
    const read = readCopy({
      session: [],
      history: [logText([['g1', game('g1')]]) + whole.slice(0, 30) + logText([['g3', game('g3')]])],
    });
    expect(ids(read.history)).toEqual(['g1', 'g3']);
    expect(read.lost).toEqual([]);
  });

  it('a record that reads but is not a game is counted by its id', () => {
    const read = readCopy({ session: [], history: [logText([['bad', { ...game('bad'), players: 'Ana' } as never]])] });
    expect(read.lost).toEqual([{ kind: 'history', what: 'unreadable', id: 'bad', game: 'royal', when: DEC_3 }]);
  });

  it('compaction keeps a damaged line that still counts, so the loss is still told after it', () => {
    const log =
      logText([['a', playing('a', 1)]]) + damage(logText([['b', playing('b', 2)]]), '"updatedAt":2', '"updatedAt":3');
    const compacted = compactText([log]);
    expect(readCopy({ session: [compacted], history: [] }).lost).toEqual([
      { kind: 'session', what: 'unreadable', id: 'b', game: 'royal' },
    ]);
  });
});

describe('entries are ordered by rev, whatever order they arrived in', () => {
  it('a stale save arriving after a newer one, or after the delete, does not win', () => {
    const log = logText([
      ['s', playing('s', 5)],
      ['s', playing('s', 4)],
      ['t', playing('t', 2)],
      ['t', null, 2],
      ['t', playing('t', 2)],
    ]);
    // t: the delete at rev 2 and a save of rev 2 after it: a tie goes to the later one (a restore brings a game back).
    expect(readCopy({ session: [log], history: [] }).sessions).toEqual([playing('s', 5), playing('t', 2)]);
    const stale = logText([
      ['u', playing('u', 3)],
      ['u', null, 3],
      ['u', playing('u', 2)],
    ]);
    expect(readCopy({ session: [stale], history: [] }).sessions).toEqual([]);
  });

  it('older lines without revs keep their meaning: the last one wins and an old delete deletes what came before', () => {
    // Lines written as older versions did: `[id, record]` and `[id]`, each with its checksum.
    const old = [`["h",${JSON.stringify(game('h'))}]`, '["h"]', `["k",${JSON.stringify(game('k'))}]`];
    const log = old.map((json) => `\n${fnv(json)} ${json}`).join('');
    expect(ids(readCopy({ session: [], history: [log] }).history)).toEqual(['k']);
  });

  it('the revs a reconciliation reads (no record parsed) are the revs a full read finds, for any ids and entries', () => {
    const entry = fc.tuple(
      fc.constantFrom('a', 'b"c', 'd\\e', 'ü\n', '1,2]'),
      fc.option(fc.nat({ max: 9 }), { nil: null }),
      fc.nat({ max: 9 }),
    );
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const log = logText(entries.map(([id, steps, rev]) => [id, steps === null ? null : playing(id, steps), rev]));
        const full = [...replay([log]).live].map(([id, e]) => [id, e.rev, e.record === null]);
        expect(readRevs({ session: [log], history: [] }).session).toEqual(full);
      }),
    );
  });

  it('a correction in progress (a session whose id is also in history, at a later rev) survives a rebuild', async () => {
    const copy = new MemoryCopy();
    await copy.put('history', game('c', DEC_3, 4));
    await copy.put('session', playing('c', 3, 5));
    // A session left from finishing (its rev not above the finished game's) is not in progress.
    await copy.put('history', game('f', DEC_3, 4));
    await copy.put('session', playing('f', 4, 4));
    const read = await copy.read();
    expect(read.sessions).toEqual([playing('c', 3, 5)]);
    expect(ids(read.history)).toEqual(['c', 'f']);
  });
});

/** FNV-1a as the log's lines carry it, worked here so the test does not take the code's word for it. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The copy on the fake disk, through the copy worker's own module (as a fresh start of the app loads it). */
class FilesCopy extends SecondCopy {
  constructor(private readonly files: typeof import('../../src/storage/copy-files')) {
    super();
  }
  append(kind: CopyKind, text: string) {
    return this.files.appendLog(kind, text);
  }
  read() {
    return this.files.readFiles();
  }
  revs() {
    return this.files.readFileRevs();
  }
}

describe('the store and its copy', () => {
  const disk = { current: new FakeDisk() };
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    disk.current = new FakeDisk();
    vi.stubGlobal('navigator', {
      locks: {
        request: (_n: string, a: unknown, b?: unknown) => ((typeof a === 'function' ? a : b) as () => unknown)(),
      },
      storage: { getDirectory: async () => disk.current.root },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const filesCopy = async () => (vi.resetModules(), new FilesCopy(await import('../../src/storage/copy-files')));
  async function open(copy: SecondCopy | null) {
    const behind: boolean[] = [];
    const db = await openTablesideDB();
    const store = new IdbStore(db, () => undefined, Promise.resolve(copy), {
      onCopyBehind: (b) => void behind.push(b),
    });
    return { store, behind, db };
  }
  /** The browser deleted the database: a new one is rebuilt from what the copy on disk says now. */
  async function rebuild() {
    globalThis.indexedDB = new IDBFactory();
    const { store, db } = await open(await filesCopy());
    const report = (await recover(store, Promise.resolve(await filesCopy()), true)) as RebuildReport | null;
    const history: HistoryRecord[] = [];
    await store.eachHistory(async (page) => void history.push(...page));
    const sessions = await store.listSessions();
    db.close();
    return {
      sessions: sessions.map((s) => `${s.id}@${s.rev}`).sort(),
      history: ids(history),
      lost: report?.lost ?? [],
    };
  }

  it('a delete is written to the copy before the database commits it', async () => {
    const copy = new MemoryCopy();
    const { store } = await open(copy);
    await store.putHistory(game('h'));
    await store.putSession(playing('s', 1));
    const inDbWhenCopied: boolean[] = [];
    const append = copy.append.bind(copy);
    copy.append = async (kind, text) => {
      inDbWhenCopied.push(!!(kind === 'history' ? await store.getHistory('h') : await store.getSession('s')));
      return append(kind, text);
    };
    await store.deleteHistory('h');
    await store.deleteSession('s');
    expect(inDbWhenCopied).toEqual([true, true]);
    expect(await copy.read()).toEqual({ sessions: [], history: [], lost: [] });
    expect(await store.getHistory('h')).toBeUndefined();
  });

  it('a kill between the tombstone and the database delete never brings the game back (kill at every point)', async () => {
    // Discarding the only game in progress, then deleting the last finished one, the disk dying at each operation.
    for (let ops = 0; ; ops++) {
      globalThis.indexedDB = new IDBFactory();
      disk.current = new FakeDisk();
      const { store, db } = await open(await filesCopy());
      await store.putSession(playing('s', 2));
      await store.putHistory(game('h'));
      disk.current.opsLeft = ops;
      const done: string[] = [];
      try {
        await store.deleteSession('s');
        done.push('s');
        await store.deleteHistory('h');
        done.push('h');
      } catch (err) {
        expect(err).toBeInstanceOf(Killed);
      }
      disk.current.opsLeft = Infinity;
      const inDb = { s: !!(await store.getSession('s')), h: !!(await store.getHistory('h')) };
      db.close();
      const after = await rebuild();
      // A delete reported done is gone from both; one cut short is gone from the copy only if it was asked for.
      if (done.includes('s')) expect(after.sessions).toEqual([]);
      if (done.includes('h')) expect(after.history).toEqual([]);
      // Nothing the database still holds was deleted by anyone but the user, and no loss is counted for a kill.
      expect(inDb.s || !after.sessions.length).toBe(true);
      expect(inDb.h || !after.history.length).toBe(true);
      expect(after.lost).toEqual([]);
      if (done.length === 2) break;
    }
  });

  it('a copy write that fails is not swallowed: the store says the copy is behind, and catches it up when it can', async () => {
    const copy = new MemoryCopy();
    const { store, behind } = await open(copy);
    await store.putHistory(game('a'));
    copy.failing = true;
    await store.putHistory(game('b'));
    await store.putHistory(game('c'));
    // Said once, however many writes it missed.
    expect(behind).toEqual([true]);
    expect(ids((await copy.read()).history)).toEqual(['a']);
    // A delete the copy cannot take is refused: the game stays, and no kill can bring back what was not deleted.
    await expect(store.deleteHistory('a')).rejects.toThrow('disk full');
    expect(await store.getHistory('a')).toBeDefined();
    copy.failing = false;
    // Tried again 2 s after the first miss.
    await vi.waitFor(() => expect(behind).toEqual([true, false]), { timeout: 5_000 });
    expect(ids((await copy.read()).history)).toEqual(['a', 'b', 'c']);
  });

  it('reconciliation appends what the copy lacks or holds older, and deletes what the database no longer holds', async () => {
    const copy = new MemoryCopy();
    const { store } = await open(null);
    await store.putSession(playing('s', 3));
    await store.putHistory(game('kept'));
    await store.putHistory(game('missed'));
    // The copy: s at an older step, kept, a game deleted while its tombstone was lost, and nothing of `missed`.
    await copy.put('session', playing('s', 2));
    await copy.put('history', game('kept'));
    await copy.put('history', game('deleted'));
    const before = copy.logs.history.length;
    const { store: withCopy } = await open(copy);
    await withCopy.reconcile(copy);
    const read = await copy.read();
    expect(read.sessions).toEqual([playing('s', 3)]);
    expect(ids(read.history)).toEqual(['kept', 'missed']);
    // Cheap: `kept` was not written again (its rev matched); one line for `missed`, one delete.
    const appended = copy.logs.history.slice(before).split('\n').filter(Boolean);
    expect(appended.map((l) => JSON.parse(l.slice(9))[0])).toEqual(['missed', 'deleted']);
    // Again: nothing to do.
    const size = copy.logs.history.length + copy.logs.session.length;
    await withCopy.reconcile(copy);
    expect(copy.logs.history.length + copy.logs.session.length).toBe(size);
  });

  /** Saves, a finish, a delete and a discard: what each sweep below runs. */
  async function scenario(store: IdbStore, shown: (step: string) => void) {
    const steps: [string, () => Promise<unknown>][] = [
      ['s1', () => store.saveSessionIf(playing('s', 1), null)],
      ['s2', () => store.saveSessionIf(playing('s', 2), 1)],
      ['h1', () => store.putHistory(game('h1'))],
      ['h2', () => store.putHistory(game('h2'))],
      ['finish', () => store.finishSessionIf('s', 2, game('s', DEC_3, 2))],
      ['delete h1', () => store.deleteHistory('h1')],
      ['t1', () => store.saveSessionIf(playing('t', 1), null)],
      ['discard t', () => store.deleteSession('t')],
    ];
    for (const [name, step] of steps) {
      await step();
      shown(name);
    }
  }
  /** What a rebuild must give back once the whole scenario was saved. */
  const FINAL = { sessions: [], history: ['h2', 's'] };

  it('a damaged byte in any write of appends, tombstones or a finish: the rebuild gives back all else, and names the one it cannot', async () => {
    let flips = 0;
    const counted: number[] = [];
    let total = Infinity;
    for (let at = 0; at < total; at++) {
      globalThis.indexedDB = new IDBFactory();
      disk.current = new FakeDisk();
      disk.current.flipIn = at;
      const { store, behind, db } = await open(await filesCopy());
      await scenario(store, () => undefined);
      expect(behind).toEqual([]);
      db.close();
      total = disk.current.ops;
      if (!disk.current.flipped) continue;
      flips++;
      const after = await rebuild();
      expect(after.lost.length).toBeLessThanOrEqual(1);
      counted.push(after.lost.length);
      const loss = after.lost[0];
      const all = [...after.history, ...after.sessions.map((x) => x.split('@')[0]!)];
      const diff = [...all.filter((x) => !FINAL.history.includes(x)), ...FINAL.history.filter((x) => !all.includes(x))];
      if (loss?.id !== undefined) {
        // Every difference from what was saved is the one record the notice names.
        expect(diff.filter((x) => x !== loss.id)).toEqual([]);
        // A game deleted (h1) or discarded (t) comes back only with the notice saying it may have been deleted.
        if (['h1', 't'].includes(loss.id) && all.includes(loss.id)) expect(loss.back).toBe(true);
      } else if (loss) {
        // A line whose id is unreadable: one record differs at most, and if a deleted one came back, a deletion is said.
        expect(diff.length).toBeLessThanOrEqual(1);
        if (diff.some((x) => ['h1', 't'].includes(x))) expect(loss.what === 'deletion' || loss.back).toBe(true);
      }
      if (after.lost.length === 0) expect(after).toEqual({ ...FINAL, lost: [] });
    }
    // Every write of the scenario was damaged once (8 steps, 9 appends: a finish writes two). Worked by hand, the
    // losses counted, append by append: s at step 1 and step 2 (0 each: the finish's delete of the session comes
    // later), h1 (0: deleted later), h2 (1: named), the finished s (1: named), the finish's delete of the session
    // (1: unreadable id, said as an entry that may have been a delete), the delete of h1 (1: h1 back, said), t (0:
    // discarded later), the discard of t (1: t back, said).
    expect(flips).toBe(9);
    expect(counted).toEqual([0, 0, 0, 1, 1, 1, 1, 0, 1]);
  });

  it('compaction with a damaged byte in any write, its own included: each game comes back as last saved, or is named', async () => {
    // Each save appends the whole game: about 260 kB here, so the fourth save compacts (1 MB).
    const big = (id: string, steps: number) => ({ ...playing(id, steps), label: 'x'.repeat(260_000) });
    const saves = [big('a', 1), big('b', 1), big('b', 2), big('a', 2), big('b', 3)];
    let total = Infinity;
    const counted: number[] = [];
    for (let at = 0; at < total; at++) {
      disk.current = new FakeDisk();
      disk.current.flipIn = at;
      const copy = await filesCopy();
      for (const save of saves) await copy.put('session', save);
      total = disk.current.ops;
      if (!disk.current.flipped) continue;
      const read = await (await filesCopy()).read();
      const named = new Set(read.lost.map((l) => l.id));
      // The last saves: a at step 2, b at step 3; a record the notice does not name is there as last saved.
      for (const [id, steps] of [
        ['a', 2],
        ['b', 3],
      ] as const)
        if (!named.has(id)) expect(read.sessions.find((x) => x.id === id)?.actions).toHaveLength(steps);
      counted.push(read.lost.length);
    }
    // Five appends and the compaction's own write. Worked by hand: a's first save (0: a's second comes later), b's
    // first and second (0 each: b's third comes later), a's second (1: the newest of a, named), the compacted file
    // (1: it holds a and b's newest then, the older files are gone; the damaged byte is in one of them), b's third (1).
    expect(counted).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('reconciliation killed or damaged at any point: the next start finishes it, and the rebuild equals the database', async () => {
    for (const mode of ['kill', 'flip'] as const) {
      for (let at = 0; ; at++) {
        globalThis.indexedDB = new IDBFactory();
        disk.current = new FakeDisk();
        // The database holds what the copy never got (written before it existed, or its appends lost).
        const { store, db } = await open(null);
        await scenario(store, () => undefined);
        await store.putSession(playing('u', 3));
        if (mode === 'kill') disk.current.opsLeft = at;
        else disk.current.flipIn = at;
        const cut = await store.reconcile(await filesCopy()).then(
          () => false,
          (err: unknown) => (err instanceof Killed ? true : Promise.reject(err)),
        );
        disk.current.opsLeft = Infinity;
        // The next start reconciles again, whole this time.
        await store.reconcile(await filesCopy());
        db.close();
        const after = await rebuild();
        expect(after).toEqual({ sessions: ['u@3'], history: FINAL.history, lost: [] });
        if (mode === 'kill' ? !cut : !disk.current.flipped) break;
      }
    }
  });
});

describe('the copy worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a worker that stopped fails what it was asked, and the next write starts a new one', async () => {
    /** A stand-in worker: answers every request, or stops (an 'error' event) when told to. */
    class FakeWorker extends EventTarget {
      stopNext = false;
      terminated = false;
      postMessage() {
        queueMicrotask(() =>
          this.stopNext
            ? this.dispatchEvent(new Event('error'))
            : this.dispatchEvent(Object.assign(new Event('message'), { data: { ok: true } })),
        );
      }
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', { storage: { getDirectory: async () => null } });
    const started: FakeWorker[] = [];
    const { OpfsCopy } = await import('../../src/storage/copy');
    const copy = await OpfsCopy.open(() => {
      started.push(new FakeWorker());
      return started.at(-1) as never;
    });
    expect(copy).not.toBeNull();
    expect(started).toHaveLength(1);
    started[0]!.stopNext = true;
    await expect(copy!.put('history', game('a'))).rejects.toThrow('The second copy failed: worker stopped');
    expect(started[0]!.terminated).toBe(true);
    await copy!.put('history', game('a'));
    expect(started).toHaveLength(2);
  });
});

describe('one rebuild across tabs', () => {
  /** How many times each lock was asked for. */
  const asked = new Map<string, number>();
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    // Web Locks as the browser grants them: one holder of a name at a time, in the order asked.
    const held = new Map<string, Promise<unknown>>();
    asked.clear();
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, a: unknown, b?: unknown) => {
          const work = (typeof a === 'function' ? a : b) as () => Promise<unknown>;
          asked.set(name, (asked.get(name) ?? 0) + 1);
          const run = (held.get(name) ?? Promise.resolve()).then(() => work());
          held.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a second tab that finds the database empty while the first rebuilds it waits, and rebuilds nothing', async () => {
    const copy = new MemoryCopy();
    await copy.putMany([game('a'), game('b')]);
    let reads = 0;
    const read = copy.read.bind(copy);
    const first = new IdbStore(await openTablesideDB(), () => undefined, Promise.resolve(copy));
    const second = new IdbStore(await openTablesideDB(), () => undefined, Promise.resolve(copy));
    let checks = 0;
    const isEmpty = second.isEmpty.bind(second);
    second.isEmpty = () => (checks++, isEmpty());
    // Reading a long copy takes a while: the first tab's read ends only once the second tab has looked again (found
    // the database still empty) or is waiting for the rebuild's lock.
    copy.read = async () => {
      reads++;
      await vi.waitFor(() => expect(checks >= 2 || (asked.get('tableside-rebuild') ?? 0) >= 2).toBe(true));
      return read();
    };
    const [a, b] = await Promise.all([
      recover(first, Promise.resolve(copy), true),
      recover(second, Promise.resolve(copy), false),
    ]);
    expect(a).toEqual({ sessions: 0, history: 2, namesLost: true, lost: [] });
    expect(b).toBeNull();
    expect(reads).toBe(1);
    const games: string[] = [];
    await second.eachHistory(async (page) => void games.push(...page.map((g) => g.id)));
    expect(games).toEqual(['a', 'b']);
  });
});
