// One hosted table of Pattern of Choices. The room holds the table (table.ts),
// its deadlines (the room clock), who sits where, and sends each phone its own
// view: the public table plus that phone's own draft and confirmation, never
// anyone else's before the reveal (per-client messages, no shared state).
import { Room, ServerError } from '@colyseus/core';
import type { Client, Deferred } from '@colyseus/core';
import { RULES_LIMITS } from '../src/rules/common';
import { readersOf, roundScore, totalsOf } from '../src/games/choices/phases';
import type { ChoicesState } from '../src/games/choices/phases';
import { standingsOf } from '../src/games/choices/view';
import { CODE_LENGTH, CODE_LETTERS, readMessage, readName } from '../src/games/choices/online/protocol';
import type { ClientMessage, TableView } from '../src/games/choices/online/protocol';
import { TableRefusal, authorSeat, confirmedSeats, continueAt, continueReveal, deadlineOf, expire, newTable, place, predict, roleOf, sort, startTable } from './table';
import type { Table, Timings } from './table';
import { RateLimit } from './rate-limit';

interface Seat {
  name: string;
  /** The sessionId of the phone on this seat (kept while it may reconnect). */
  session: string | null;
  here: boolean;
}

export interface RoomSettings {
  timings: Timings;
  /** Seconds a dropped phone may come back in: lobby, game. */
  holdSeconds: { lobby: number; game: number };
}

const CODES = 'choices:codes';
const MAX_SPECTATORS = 20;

export class ChoicesRoom extends Room {
  static settings: RoomSettings;
  table!: Table;
  seats: Seat[] = [];
  spectators = new Set<string>();
  hostSeat: Seat | null = null;
  screenSeat: Seat | null = null;
  limits = new Map<string, RateLimit>();
  timer: { clear(): void } | null = null;
  pending = new Map<Seat, Deferred<Client>>();
  startedAt = 0;
  finishedAt = 0;

  override async onCreate() {
    this.table = newTable(ChoicesRoom.settings.timings);
    this.maxClients = RULES_LIMITS.choices.max + MAX_SPECTATORS;
    // Far above what a person taps; a flood past it is cut off (the room's own limit refuses politely first).
    this.maxMessagesPerSecond = 60;
    this.autoDispose = true;
    this.roomId = await this.newCode();
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => this.onRequest(client, type, payload));
  }

  private async newCode(): Promise<string> {
    for (;;) {
      const code = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join('');
      if (!(await this.presence.sismember(CODES, code))) {
        await this.presence.sadd(CODES, code);
        return code;
      }
    }
  }

  override async onDispose() {
    await this.presence.srem(CODES, this.roomId);
  }

  override onJoin(client: Client, options: unknown) {
    const name = readName((options as { name?: unknown } | undefined)?.name);
    if (!name) throw new ServerError(400, 'Enter your name to join the table.');
    const same = this.seats.find((s) => s.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (this.table.phase.k === 'lobby' && this.seats.length < RULES_LIMITS.choices.max) {
      if (same) throw new ServerError(409, `Someone at this table is already called ${name}: add an initial to tell you apart.`);
      const seat: Seat = { name, session: client.sessionId, here: true };
      this.seats.push(seat);
      this.hostSeat ??= seat;
      this.screenSeat ??= seat;
    } else if (same && !same.here && this.table.phase.k !== 'done') {
      // A phone that lost its reconnect token (a closed tab) takes its seat back by name.
      this.pending.get(same)?.reject(new Error('seat taken back'));
      this.pending.delete(same);
      same.session = client.sessionId;
      same.here = true;
    } else {
      if (this.spectators.size >= MAX_SPECTATORS) throw new ServerError(403, 'This table has as many watchers as it can take.');
      this.spectators.add(client.sessionId);
    }
    this.sync();
  }

  override async onDrop(client: Client) {
    const seat = this.seatOf(client);
    if (!seat) return; // a spectator simply joins again
    seat.here = false;
    this.sync();
    const hold = this.table.phase.k === 'lobby' ? ChoicesRoom.settings.holdSeconds.lobby : ChoicesRoom.settings.holdSeconds.game;
    const back = this.allowReconnection(client, hold);
    this.pending.set(seat, back);
    // A phone that does not come back in time is handled by onLeave; no other outcome needs handling here.
    back.then(
      () => this.pending.delete(seat),
      () => this.pending.delete(seat),
    );
  }

  override onReconnect(client: Client) {
    const seat = this.seatOf(client);
    if (seat) seat.here = true;
    this.sync();
  }

  override onLeave(client: Client) {
    this.limits.delete(client.sessionId);
    if (this.spectators.delete(client.sessionId)) return this.sync();
    const seat = this.seatOf(client);
    if (!seat) return;
    seat.here = false;
    seat.session = null;
    if (this.table.phase.k === 'lobby') {
      // Before the start a seat that leaves is given up; the host's role goes to the next seat.
      this.seats.splice(this.seats.indexOf(seat), 1);
      if (this.hostSeat === seat) this.hostSeat = this.seats[0] ?? null;
      if (this.screenSeat === seat) this.screenSeat = this.hostSeat;
    }
    // In a game the seat stays: its turns run out and score 0, and anyone may take over the table screen.
    this.sync();
  }

  private seatOf(client: Client): Seat | undefined {
    return this.seats.find((s) => s.session === client.sessionId);
  }

  private refuse(client: Client, message: string) {
    client.send('refused', { message });
  }

  private onRequest(client: Client, type: string | number, payload: unknown) {
    let limit = this.limits.get(client.sessionId);
    if (!limit) this.limits.set(client.sessionId, (limit = new RateLimit()));
    const allowed = limit.take(Date.now());
    if (allowed === 'refuse') return this.refuse(client, 'Too many requests at once: wait a moment and try again.');
    if (allowed === 'drop') return;
    const message = readMessage(type, payload);
    if (typeof message === 'string') return this.refuse(client, message);
    try {
      this.act(client, message);
    } catch (err) {
      if (err instanceof TableRefusal) return this.refuse(client, err.message);
      // A bug must not take the table down: refuse, keep the table as it was, and log it.
      console.error(`room ${this.roomId}: ${type} failed`, err);
      this.refuse(client, 'That did not work; the table is unchanged.');
    }
  }

  private act(client: Client, m: ClientMessage) {
    const now = Date.now();
    const seat = this.seatOf(client);
    const index = seat ? this.seats.indexOf(seat) : -1;
    if (!seat) throw new TableRefusal('Watchers follow the game but cannot play.');
    switch (m.t) {
      case 'start':
        if (seat !== this.hostSeat) throw new TableRefusal('Only the host starts the game.');
        startTable(this.table, this.seats.map((s) => s.name), now);
        this.startedAt = now;
        break;
      case 'place':
        place(this.table, index, m.id, m.zone, now);
        return this.sendView(client); // only this phone's draft changed
      case 'sort':
        sort(this.table, index, m.pattern, m.anchor, now);
        break;
      case 'predict':
        predict(this.table, index, m.pattern, now);
        break;
      case 'continue':
        if (seat !== this.screenSeat) throw new TableRefusal('The phone showing the table screen moves the reveal on.');
        continueReveal(this.table, now);
        break;
      case 'screen':
        if (this.screenSeat && this.screenSeat !== seat && this.screenSeat.here) {
          throw new TableRefusal(`${this.screenSeat.name}’s phone shows the table screen while it is connected.`);
        }
        this.screenSeat = seat;
        if (this.hostSeat && !this.hostSeat.here) this.hostSeat = seat;
        break;
    }
    this.sync();
  }

  /** Re-arms the one timer at the current deadline; a late or repeated timer never acts twice (expire checks). */
  private arm() {
    this.timer?.clear();
    this.timer = null;
    const d = deadlineOf(this.table);
    if (d === null) return;
    this.timer = this.clock.setTimeout(() => {
      if (expire(this.table, Date.now())) this.sync();
      else this.arm();
    }, Math.max(0, d - Date.now()));
  }

  /** Sends every phone its view and re-arms the deadline. */
  sync() {
    this.arm();
    if (this.table.phase.k === 'done' && !this.finishedAt) this.finishedAt = Date.now();
    const view = this.publicView(Date.now());
    for (const client of this.clients) this.sendView(client, view);
  }

  private sendView(client: Client, view = this.publicView(Date.now())) {
    const seat = this.seatOf(client);
    const index = seat ? this.seats.indexOf(seat) : null;
    const own: Pick<TableView, 'me' | 'mine'> = { me: { seat: index, name: seat?.name ?? '' }, mine: null };
    if (index !== null && roleOf(this.table, index) !== null) {
      const t = this.table;
      const locked = t.phase.k === 'readers' ? (t.predictions.get(index) ?? null) : t.phase.k === 'author' && t.locked ? t.locked.pattern : null;
      own.mine = { draft: { ...t.drafts.get(index) }, locked: locked && { ...locked } };
    }
    client.send('table', { ...view, ...own });
  }

  private publicView(now: number): Omit<TableView, 'me' | 'mine'> {
    const t = this.table;
    const p = t.phase;
    const setup = t.setup;
    const state = { phase: { k: 'done' }, rounds: t.rounds } as ChoicesState;
    const round = 'round' in p ? p.round : 0;
    const prompt = setup && 'round' in p ? setup.prompts[round]! : null;
    const deadline = deadlineOf(t);
    const ended = p.k === 'reveal' ? t.rounds[round]! : null;
    const score = setup && ended ? roundScore(setup, round, ended) : null;
    const at = continueAt(t);
    return {
      code: this.roomId,
      phase: p.k,
      seats: this.seats.map((s) => ({ name: s.name, here: s.here })),
      spectators: this.spectators.size,
      host: this.hostSeat ? this.seats.indexOf(this.hostSeat) : null,
      screen: this.screenSeat ? this.seats.indexOf(this.screenSeat) : null,
      order: setup ? [...setup.order] : [],
      round,
      prompt: prompt?.text ?? null,
      tiles: prompt ? [...prompt.tiles] : [],
      anchor: p.k === 'readers' ? t.locked!.anchor : ended ? ended.anchor : null,
      left: deadline === null ? null : Math.max(0, deadline - now),
      total: p.k === 'author' ? t.timings.authorMs : p.k === 'readers' ? t.timings.readerMs : p.k === 'reveal' ? t.timings.revealMaxMs : null,
      continueIn: at === null ? null : Math.max(0, at - now),
      confirmed: confirmedSeats(t),
      reveal: ended && score
        ? {
            round,
            pattern: ended.pattern,
            anchor: ended.anchor,
            readers: readersOf(setup!, round).map((seat, i) => ({ seat, prediction: ended.predictions[i] ?? null, ...score.readers[i]! })),
            authorAward: score.authorAward,
          }
        : null,
      totals: setup ? totalsOf(state, setup) : [],
      standings: p.k === 'done' ? standingsOf(state, setup!) : null,
      final: p.k === 'done' ? { id: `online-${this.roomId}-${this.startedAt}`, finishedAt: this.finishedAt, setup: setup!, rounds: t.rounds } : null,
    };
  }

  /** For tests and the benchmark: who authors now. */
  get author(): number | null {
    return authorSeat(this.table);
  }
}
