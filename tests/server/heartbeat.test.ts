// The server's heartbeat over stand-in sockets and a fake clock: every phone is
// pinged once a period, a slice at a time (never every socket in one go, which
// held up every table's confirmations at 500 tables), and a phone that stops
// answering is cut off after two missed pings while the others stay. A pong
// counts only as the answer to the ping just sent: pongs nobody asked for keep
// no phone connected, and neither does leaving what it is sent unread.
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadHeartbeat } from '../../server/heartbeat';

class Socket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  pingedAt: number[] = [];
  ended = false;
  constructor(private readonly answers: boolean) {
    super();
  }
  ping(data?: Buffer) {
    this.pingedAt.push(Date.now());
    if (this.answers) queueMicrotask(() => this.emit('pong', data ?? Buffer.alloc(0)));
  }
  terminate() {
    this.ended = true;
    this.readyState = 3;
  }
}

const sockets = (list: Socket[]) => () => list as unknown as WebSocket[];

describe('the heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings each of 25 phones once a period, each in a 100 ms step of its own, never all at once', async () => {
    const list = Array.from({ length: 25 }, () => new Socket(true));
    const stop = spreadHeartbeat(sockets(list), { periodMs: 3000, stepMs: 100, misses: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(list.map((s) => s.pingedAt.length)).toEqual(Array(25).fill(1));
    const perStep = new Map<number, number>();
    for (const s of list) perStep.set(s.pingedAt[0]!, (perStep.get(s.pingedAt[0]!) ?? 0) + 1);
    // 25 phones over 30 steps: ceil(25/30) = 1 a step, so 25 different moments.
    expect(perStep.size).toBe(25);
    expect(Math.max(...perStep.values())).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(list.map((s) => s.pingedAt.length)).toEqual(Array(25).fill(2));
    stop();
  });

  it('with more phones than steps, slices them evenly: 300 phones, 10 a step', async () => {
    const list = Array.from({ length: 300 }, () => new Socket(true));
    const stop = spreadHeartbeat(sockets(list), { periodMs: 3000, stepMs: 100, misses: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    const perStep = new Map<number, number>();
    for (const s of list) perStep.set(s.pingedAt[0]!, (perStep.get(s.pingedAt[0]!) ?? 0) + 1);
    expect(list.every((s) => s.pingedAt.length === 1)).toBe(true);
    expect([...perStep.values()]).toEqual(Array(30).fill(10));
    stop();
  });

  it('cuts off a phone that leaves two pings unanswered, at its third turn; phones that answer stay', async () => {
    const silent = new Socket(false);
    const fine = new Socket(true);
    const stop = spreadHeartbeat(sockets([fine, silent]), { periodMs: 1000, stepMs: 100, misses: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(silent.pingedAt.length).toBe(2);
    expect(silent.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(silent.ended).toBe(true);
    expect(silent.pingedAt.length).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fine.ended).toBe(false);
    expect(fine.pingedAt.length).toBe(8);
    stop();
  });

  it('cuts off a phone that reads no ping but sends pongs of its own every 50 ms, as one that sends none', async () => {
    const liar = new Socket(false);
    const fine = new Socket(true);
    const made = Buffer.from('12345678');
    const spam = setInterval(() => liar.emit('pong', made), 50);
    const stop = spreadHeartbeat(sockets([fine, liar]), { periodMs: 1000, stepMs: 100, misses: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(liar.ended).toBe(true);
    expect(fine.ended).toBe(false);
    clearInterval(spam);
    stop();
  });

  it('cuts off a phone that has left more than 256 KB unread at its next turn', async () => {
    const full = new Socket(true);
    const stop = spreadHeartbeat(sockets([full]), { periodMs: 1000, stepMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(full.ended).toBe(false);
    full.bufferedAmount = 300 * 1024;
    await vi.advanceTimersByTimeAsync(1000);
    expect(full.ended).toBe(true);
    stop();
  });

  it('skips a socket already closed and pings a phone that joined mid-period from the next period on', async () => {
    const closed = new Socket(true);
    closed.readyState = 3;
    const list = [closed];
    const stop = spreadHeartbeat(sockets(list), { periodMs: 1000, stepMs: 100, misses: 2 });
    await vi.advanceTimersByTimeAsync(500);
    const late = new Socket(true);
    list.push(late);
    await vi.advanceTimersByTimeAsync(500);
    expect(late.pingedAt.length).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(late.pingedAt.length).toBe(1);
    expect(closed.pingedAt.length).toBe(0);
    stop();
  });

  it('stops: no ping after its stop', async () => {
    const one = new Socket(true);
    const stop = spreadHeartbeat(sockets([one]), { periodMs: 1000, stepMs: 100, misses: 2 });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(one.pingedAt.length).toBe(0);
  });
});
