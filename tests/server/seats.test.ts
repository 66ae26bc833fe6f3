// Who gets an away seat: the host sees every ask (the name typed, how long
// ago, a new phone or one the seat used before) and chooses; the others are
// told no. A seat's own phone coming back wins over any ask. Asks and watcher
// places are capped per address, yet a player whose phone died can always ask;
// the host can remove a phone from the lobby or the watchers. Each phone has a
// loopback address of its own, as on a real Wi-Fi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bot } from './bot';
import { serve } from './serve';
import type { Running } from './serve';

let server: Running;

beforeAll(async () => {
  server = await serve({ TABLESIDE_TEST_TIMINGS: 'authorMs=120000,readerMs=120000,revealMaxMs=60000,revealMinMs=0' });
});
afterAll(() => server?.stop());

const phone = (name: string, from: string) => new Bot(server.url, name, false, { from });

/** Ana hosts from .2, Ben joins from .3, Ida from .4; the game starts. */
async function table() {
  const ana = await phone('Ana', '127.0.0.2').host();
  const code = ana.room.roomId;
  const ben = await phone('Ben', '127.0.0.3').join(code);
  const ida = await phone('Ida', '127.0.0.4').join(code);
  await ana.until((v) => v.seats.length === 3, '3 seats');
  ana.send({ t: 'start' });
  await Promise.all([ana, ben, ida].map((b) => b.until((v) => v.phase === 'author', 'start')));
  return { code, ana, ben, ida };
}

/** Resolves once `bot` has been refused with `code` (at any time before or after the call). */
async function told(bot: Bot, code: string): Promise<string> {
  await bot.until(() => bot.refusals.some((r) => r.code === code), code);
  return code;
}

/** The answer a join gets when it is refused (the SDK throws it with the table's code as its message). */
async function joinRefusal(bot: Bot, code: string): Promise<string> {
  try {
    await bot.join(code);
    return 'joined';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('away seats and the phones at a table', () => {
  it('the host chooses among asks it can tell apart; the chosen one gets the seat and the other is told no', async () => {
    const { code, ana, ben, ida } = await table();
    const seat = ida.seat!;
    ida.drop();
    await ana.until((v) => v.seats[seat]!.here === false, 'Ida away');
    // A stranger types Ida's name first, from a phone of its own; then Ida asks again from her own phone's address.
    const stranger = await phone('ida', '127.0.0.50').join(code);
    await stranger.until((v) => v.asking === seat, 'the stranger asks');
    const owner = await phone('Ida', '127.0.0.4').join(code);
    await owner.until((v) => v.asking === seat, 'the owner asks');
    const seen = await ana.until((v) => v.asks.length === 2, 'two asks');
    expect(seen.asks.map((a) => [a.seat, a.name, a.known])).toEqual([
      [seat, 'ida', false],
      [seat, 'Ida', true],
    ]);
    expect(seen.asks.every((a) => a.ago >= 0 && a.ago < 60_000)).toBe(true);
    // A phone that is neither the host nor the table screen sees no asks.
    const screen = seen.screen;
    expect(ben.seat === screen ? [] : ben.view!.asks).toEqual([]);

    ana.send({ t: 'approve', ask: seen.asks[1]!.id });
    expect((await owner.until((v) => v.me.seat === seat, 'the owner seated')).seats[seat]!.here).toBe(true);
    expect(await told(stranger, 'online/ask-declined')).toBe('online/ask-declined');
    const after = await stranger.until((v) => v.asking === null, 'the ask gone');
    expect(after.me.seat).toBeNull();
    await ana.until((v) => v.asks.length === 0 && v.seats[seat]!.here, 'no ask left');
    // The host removes the stranger from the watchers: it is told and its connection closed.
    const w = await ana.until((v) => v.watchers.some((x) => x.name === 'ida'), 'the stranger watching');
    ana.send({ t: 'remove', seat: null, watcher: w.watchers.find((x) => x.name === 'ida')!.id });
    expect(await told(stranger, 'online/removed')).toBe('online/removed');
    await ana.until((v) => v.watchers.length === 0 && v.spectators === 0, 'no watcher');
    // Only the host removes.
    ben.send({ t: 'remove', seat: null, watcher: 1 });
    expect(await told(ben, 'online/not-host')).toBe('online/not-host');
    for (const b of [ana, ben, owner]) await b.leave();
  }, 120_000);

  it('a seat’s own phone coming back wins over an ask, and the asker is told', async () => {
    const { code, ana, ben, ida } = await table();
    const seat = ben.seat!;
    const token = ben.room.reconnectionToken;
    ben.drop();
    await ana.until((v) => v.seats[seat]!.here === false, 'Ben away');
    const asker = await phone('Ben', '127.0.0.60').join(code);
    await ana.until((v) => v.asks.length === 1, 'the ask');
    const back = await phone('Ben', '127.0.0.3').reconnect(token);
    expect((await back.until((v) => v.me.seat === seat)).me.seat).toBe(seat);
    expect(await told(asker, 'online/seat-back')).toBe('online/seat-back');
    await ana.until((v) => v.asks.length === 0, 'the ask cancelled');
    for (const b of [ana, back, ida, asker]) await b.leave();
  }, 120_000);

  it('one address cannot take every watcher place or ask without end, and a player who lost their phone can still ask', async () => {
    const { code, ana, ben, ida } = await table();
    // Four watcher places per address: the fifth from the same address is refused, another address still watches.
    const watchers: Bot[] = [];
    for (let i = 0; i < 4; i++) watchers.push(await phone(`W${i}`, '127.0.0.70').join(code));
    expect(await joinRefusal(phone('W4', '127.0.0.70'), code)).toBe('online/watchers-full');
    // Twenty in all, from four more addresses: then the table is full of watchers.
    for (let a = 71; a <= 74; a++)
      for (let i = 0; i < 4; i++) watchers.push(await phone(`X${a}-${i}`, `127.0.0.${a}`).join(code));
    await ana.until((v) => v.spectators === 20, '20 watchers');
    expect(await joinRefusal(phone('Late', '127.0.0.75'), code)).toBe('online/watchers-full');
    // Ida's phone dies; from a friend's phone she can still ask for her seat, and the host gives it to her.
    const seat = ida.seat!;
    ida.drop();
    await ana.until((v) => v.seats[seat]!.here === false, 'Ida away');
    const borrowed = await phone('Ida', '127.0.0.80').join(code);
    const ask = await ana.until((v) => v.asks.length === 1, 'her ask');
    expect([ask.asks[0]!.name, ask.asks[0]!.known]).toEqual(['Ida', false]);
    // Asks are capped per address: a second ask from the friend's address is taken, a third refused.
    const again = await phone('ida', '127.0.0.80').join(code);
    await ana.until((v) => v.asks.length === 2, 'second ask');
    expect(await joinRefusal(phone('IDA', '127.0.0.80'), code)).toBe('online/too-many-asks');
    ana.send({ t: 'approve', ask: ask.asks[0]!.id });
    await borrowed.until((v) => v.me.seat === seat, 'Ida seated');
    expect(await told(again, 'online/ask-declined')).toBe('online/ask-declined');
    for (const b of [ana, ben, borrowed, again, ...watchers]) await b.leave();
  }, 180_000);

  it('the host removes a phone from the lobby', async () => {
    const ana = await phone('Ana', '127.0.0.90').host();
    const code = ana.room.roomId;
    const cy = await phone('Cy', '127.0.0.91').join(code);
    await ana.until((v) => v.seats.length === 2, 'Cy in');
    ana.send({ t: 'remove', seat: 1, watcher: null });
    expect(await told(cy, 'online/removed')).toBe('online/removed');
    const v = await ana.until((x) => x.seats.length === 1, 'Cy out');
    expect(v.seats.map((s) => s.name)).toEqual(['Ana']);
    // The host cannot remove itself.
    ana.send({ t: 'remove', seat: 0, watcher: null });
    expect(await told(ana, 'online/no-phone')).toBe('online/no-phone');
    await ana.leave();
    expect(server.process.exitCode).toBeNull();
  }, 60_000);
});
