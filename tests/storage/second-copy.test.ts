import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyBody, copyName, readCopy } from '../../src/storage/copy-format';
import { believe, formatSlot, newestSlot, parseSlot } from '../../src/storage/slot';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';

const session = (id: string): StoredSession => ({
  id,
  game: 'royal',
  setup: { scorer: true },
  actions: [{ t: 'add', card: 'KH', faceUp: true }],
  createdAt: 1,
  updatedAt: 2,
  label: 'Collection scorer - 1 card',
});
const record = (id: string): HistoryRecord => ({
  id,
  game: 'relay',
  finishedAt: 9,
  players: ['Ana', 'Bé'],
  scores: [3, 4],
  winners: [1],
  detail: null,
});

describe('second copy slots', () => {
  it('reads back what was written, tombstones included', () => {
    expect(parseSlot(formatSlot(7, '{"a":"ünï"}'))).toEqual({ seq: 7, body: '{"a":"ünï"}', packs: 0 });
    expect(parseSlot(formatSlot(8, null))).toEqual({ seq: 8, body: null, packs: 0 });
    // Written once batch files exist: the newest one is recorded, to outrank it.
    expect(parseSlot(formatSlot(9, '{}', 12))).toEqual({ seq: 9, body: '{}', packs: 12 });
    expect(parseSlot(formatSlot(9, null, 12))).toEqual({ seq: 9, body: null, packs: 12 });
  });

  it('refuses every torn write: any cut-off, and a new start over an older, longer slot', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.nat(), fc.nat(), (body, old, cut, packs) => {
        const whole = formatSlot(3, body, packs);
        const at = cut % whole.length;
        expect(parseSlot(whole.slice(0, at))).toBeNull();
        const previous = formatSlot(2, `${old}${body}`.repeat(2));
        if (previous.length > whole.length) expect(parseSlot(whole + previous.slice(whole.length))).toBeNull();
      }),
    );
  });

  it('believes the whole slot with the highest sequence number', () => {
    expect(
      newestSlot([
        { seq: 4, body: 'old', packs: 0 },
        { seq: 5, body: 'new', packs: 0 },
      ]),
    ).toEqual({ seq: 5, body: 'new', packs: 0 });
    expect(newestSlot([{ seq: 4, body: 'old', packs: 0 }, null])).toEqual({ seq: 4, body: 'old', packs: 0 });
    expect(newestSlot([null, null])).toBeNull();
  });
});

describe('second copy batch files (packs) beside the slots', () => {
  const slot = (body: string | null, packs: number) => ({ seq: 1, body, packs });
  const pack = (...entries: [string, string][]) => JSON.stringify(entries);

  it('a pack holds records that have no slot; a newer pack wins over an older one', () => {
    const packs = new Map([
      [2, pack(['x', 'x from pack 2'])],
      [1, pack(['x', 'x from pack 1'], ['y', 'y'])],
    ]);
    expect(believe(new Map(), packs).sort()).toEqual(['x from pack 2', 'y']);
  });

  it('a slot written after the newest pack holding the record wins, a tombstone hides it; an older slot loses', () => {
    const packs = new Map([
      [1, pack(['kept', 'packed'], ['gone', 'packed'], ['stale', 'restored'])],
      [3, pack(['back', 'restored again'])],
    ]);
    const slots = new Map([
      ['kept', slot('saved after the pack', 1)],
      ['gone', slot(null, 2)],
      ['stale', slot('saved before any pack', 0)],
      ['back', slot(null, 2)],
      ['alone', slot('a game in progress', 0)],
      ['torn', null],
    ]);
    expect(believe(slots, packs).sort()).toEqual([
      'a game in progress',
      'restored',
      'restored again',
      'saved after the pack',
    ]);
  });

  it('leaves out a pack that is not a list of records', () => {
    expect(believe(new Map(), new Map([[1, 'not json']]))).toEqual([]);
  });
});

describe('second copy records', () => {
  it('names files by a hash of the id, so no id can name a path', () => {
    expect(copyName('history', '../../settings')).toMatch(/^h-[0-9a-f]{16}$/);
    expect(copyName('session', 'a')).not.toBe(copyName('history', 'a'));
    expect(copyName('session', 'a')).not.toBe(copyName('session', 'b'));
  });

  it('reads sessions and history back, leaves out what it cannot read, and never a session already finished', () => {
    const bodies = [
      copyBody('session', session('s1')),
      copyBody('session', session('done')),
      copyBody('history', record('done')),
      copyBody('history', record('h2')),
      '{"kind":"session","record":{"id":"junk"}}',
      'not json',
      '{"kind":"settings","record":{}}',
    ];
    const read = readCopy(bodies);
    expect(read.sessions).toEqual([session('s1')]);
    expect(read.history).toEqual([record('done'), record('h2')]);
  });
});
