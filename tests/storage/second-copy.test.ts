import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyBody, copyName, readCopy } from '../../src/storage/copy-format';
import { formatSlot, newestSlot, parseSlot } from '../../src/storage/slot';
import type { HistoryRecord, StoredSession } from '../../src/storage/types';

const session = (id: string): StoredSession => ({
  id, game: 'royal', setup: { scorer: true }, actions: [{ t: 'add', card: 'KH', faceUp: true }], createdAt: 1, updatedAt: 2, label: 'Collection scorer - 1 card',
});
const record = (id: string): HistoryRecord => ({
  id, game: 'relay', finishedAt: 9, players: ['Ana', 'Bé'], scores: [3, 4], winners: [1], summary: 'Ana 3, Bé 4', detail: null,
});

describe('second copy slots', () => {
  it('reads back what was written, tombstones included', () => {
    expect(parseSlot(formatSlot(7, '{"a":"ünï"}'))).toEqual({ seq: 7, body: '{"a":"ünï"}' });
    expect(parseSlot(formatSlot(8, null))).toEqual({ seq: 8, body: null });
  });

  it('refuses every torn write: any cut-off, and a new start over an older, longer slot', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.nat(), (body, old, cut) => {
        const whole = formatSlot(3, body);
        const at = cut % whole.length;
        expect(parseSlot(whole.slice(0, at))).toBeNull();
        const previous = formatSlot(2, `${old}${body}`.repeat(2));
        if (previous.length > whole.length) expect(parseSlot(whole + previous.slice(whole.length))).toBeNull();
      }),
    );
  });

  it('believes the whole slot with the highest sequence number', () => {
    expect(newestSlot([{ seq: 4, body: 'old' }, { seq: 5, body: 'new' }])).toEqual({ seq: 5, body: 'new' });
    expect(newestSlot([{ seq: 4, body: 'old' }, null])).toEqual({ seq: 4, body: 'old' });
    expect(newestSlot([null, null])).toBeNull();
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
