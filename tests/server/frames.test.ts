// No frame ends the process: every message type, with hostile values in every
// field, from the host's phone and from another seated phone, in the middle of
// a game. Each message is answered (a refusal in a code, or the table as it
// was); the table then plays its round to the hand-worked scores, and the
// process that holds every table is still up and still hosts new tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bot, pattern } from './bot';
import { serve } from './serve';
import type { Running } from './serve';

let server: Running;

beforeAll(async () => {
  server = await serve({ TABLESIDE_TEST_TIMINGS: 'authorMs=60000,readerMs=60000,revealMaxMs=60000,revealMinMs=0' });
});
afterAll(() => server?.stop());

/** Values a phone can put in a message (msgpack carries data only: a getter arrives as its value). */
function hostileValues(): unknown[] {
  let deep: unknown = '0';
  for (let i = 0; i < 500; i++) deep = [deep];
  return [
    { toString: 0 }, // String() of it throws: the frame that used to end the process
    { toString: 0, valueOf: 0 },
    { valueOf: {}, toString: {} },
    JSON.parse('{"__proto__": {"polluted": true}, "id": "0"}'),
    { constructor: { prototype: { polluted: true } } },
    'x'.repeat(1800), // two of them fit in the 4 KB a frame may hold
    deep,
    ['0', 'pick'],
    7,
    -1e308,
    null,
    true,
  ];
}

/** Every message type with each hostile value as its whole payload and in each of its fields. */
function hostileMessages(): [string | number, unknown][] {
  const fields: Record<string, string[]> = {
    start: [],
    continue: [],
    screen: [],
    again: [],
    approve: ['ask'],
    remove: ['seat', 'watcher'],
    place: ['id', 'zone'],
    sort: ['pattern', 'anchor'],
    predict: ['pattern'],
  };
  const out: [string | number, unknown][] = [];
  for (const v of hostileValues()) {
    for (const [type, names] of Object.entries(fields)) {
      out.push([type, v]);
      for (const name of names) out.push([type, { [name]: v }]);
    }
    out.push(['place', { id: v, zone: v }]);
    out.push(['sort', { pattern: { 0: v, 1: 'pick' }, anchor: '0' }]);
    out.push(['predict', { pattern: { 0: v } }]);
  }
  for (const type of ['constructor', '__proto__', 'toString', 'x'.repeat(200), 7]) out.push([type, { toString: 0 }]);
  return out;
}

/** Sends each message and waits for its answer (a refusal or a view); paced under the table's 10 a second. */
async function sendAll(bot: Bot, messages: [string | number, unknown][]) {
  for (const [i, [type, payload]] of messages.entries()) {
    const before = bot.views.length + bot.refusals.length;
    (bot.room.send as (t: string | number, p: unknown) => void)(type, payload);
    await bot.until(
      () => bot.views.length + bot.refusals.length > before,
      `an answer to message ${i} (${String(type).slice(0, 12)})`,
    );
    await new Promise((r) => setTimeout(r, 105)); // the table allows a phone 10 messages a second
  }
}

describe('hostile values in every message', () => {
  it('are refused to their sender, and the table plays on to the right scores with the process up', async () => {
    const ana = await new Bot(server.url, 'Ana').host();
    const code = ana.room.roomId;
    const ben = await new Bot(server.url, 'Ben').join(code);
    const cy = await new Bot(server.url, 'Cy').join(code);
    await ana.until((v) => v.seats.length === 3, '3 seats');
    // From the host's own table before the start: the place that used to end the process.
    ana.raw('place', { id: { toString: 0 }, zone: { toString: 0 } });
    expect(await ana.refusal()).toBe('choices/no-such-tile');
    expect(ana.refusals.at(-1)!.facts).toEqual({ tile: null, zone: null });
    ana.send({ t: 'start' });
    const v = await ana.until((x) => x.phase === 'author', 'start');
    const players = [ana, ben, cy];
    await Promise.all(players.map((p) => p.until((x) => x.phase === 'author')));

    const messages = hostileMessages();
    await Promise.all([sendAll(ana, messages), sendAll(ben, messages)]);
    expect(server.process.exitCode).toBeNull();
    // Every refusal is a code the table means (a refused read, a rule, a role), never a crash caught late.
    const codes = new Set([...ana.refusals, ...ben.refusals].map((r) => r.code));
    expect(codes.has('online/failed')).toBe(false);
    expect(codes).toContain('choices/no-such-tile');
    expect(codes).toContain('online/not-a-sort');
    expect(codes).toContain('online/unknown-request');
    expect(codes).toContain('online/started');
    // Nothing moved: still the first author's turn, nobody confirmed, nothing scored.
    const now = await ana.until((x) => x.phase === 'author');
    expect([now.round, now.confirmed, now.totals]).toEqual([v.round, [], [0, 0, 0]]);

    // The round plays on. The author sorts pattern('2') with tile 2 as anchor; one reader reads it all (C5: 400),
    // the other reads nothing in common (0); the author gets the mean of the two middle values of 400 and 0 (C6: 200).
    const author = players.find((p) => p.seat === v.order[0])!;
    const [r1, r2] = players.filter((p) => p !== author) as [Bot, Bot];
    author.send({ t: 'sort', pattern: pattern('2'), anchor: '2' });
    await r1.until((x) => x.phase === 'readers', 'readers');
    await r2.until((x) => x.phase === 'readers', 'readers');
    r1.send({ t: 'predict', pattern: pattern('2') });
    r2.send({ t: 'predict', pattern: pattern('2', 2) });
    const reveal = await author.until((x) => x.phase === 'reveal', 'reveal');
    const expected = [0, 0, 0];
    expected[r1.seat!] = 400;
    expected[author.seat!] = 200;
    expect(reveal.totals).toEqual(expected);

    // The process still hosts a new table.
    const zoe = await new Bot(server.url, 'Zoe').host();
    expect((await zoe.until((x) => x.phase === 'lobby')).seats.map((s) => s.name)).toEqual(['Zoe']);
    for (const p of [...players, zoe]) await p.leave();
    expect(server.process.exitCode).toBeNull();
  }, 180_000);
});
