// One hosted table of Pattern of Choices. The room holds the table (the rules
// core's machine, readers together), its deadlines (the room clock), who sits
// where, and sends each phone its own view: the public table plus that phone's
// own draft and confirmation, never anyone else's before the reveal
// (per-client messages, no shared state). Refusals go to the one phone that
// asked, as codes and facts; the phone words them.
import { Room, ServerError } from '@colyseus/core';
import type { AuthContext, Client, Deferred } from '@colyseus/core';
import { RULES_LIMITS, RulesRefusal, refuse } from '../src/rules/common';
import {
  applyChoices,
  authorOf,
  choicesSetup,
  confirmedSeats,
  continueAt,
  deadlineOf,
  draftOf,
  initChoices,
  lengthOf,
  lockedBy,
  promptOf,
  readersOf,
  roleOf,
  roundScore,
  standingsOf,
  totalsOf,
} from '../src/rules/choices';
import type { ChoicesAction, ChoicesSetup, ChoicesState, ChoicesTimings } from '../src/rules/choices';
import { PROMPTS } from '../src/rules/choices/deck';
import { nameKey, readMessage, readName } from '../src/rules/choices/wire';
import type { ClientMessage, JoinRefusal, PhaseKind, Refused, TableView } from '../src/rules/choices/wire';
import { RateLimit } from './rate-limit';
import { closeTable, openTable } from './tables';

interface Seat {
  name: string;
  /** The sessionId of the phone on this seat (kept while it may reconnect). */
  session: string | null;
  here: boolean;
  /** Addresses this seat's phones joined from (to tell the host whether an ask comes from a known phone). */
  addresses: Set<string>;
}

/** A watcher's ask to take an away seat, for the host or the table screen to choose among. */
interface Ask {
  id: number;
  session: string;
  seat: Seat;
  /** The name the asker typed. */
  name: string;
  at: number;
  address: string;
}

/** A phone watching the table (joined after the lobby filled or the game began). */
interface Watcher {
  id: number;
  name: string;
  address: string;
}

export interface RoomSettings {
  timings: ChoicesTimings;
  /** Seconds a dropped phone may come back in: lobby, game. */
  holdSeconds: { lobby: number; game: number };
}

const MAX_SPECTATORS = 20;
/** Watcher places one address may hold, so one address cannot take all of them. */
const SPECTATORS_PER_ADDRESS = 4;
/** Asks a table holds at once, and asks from one address. */
const MAX_ASKS = 8;
const ASKS_PER_ADDRESS = 2;
/**
 * Seats Colyseus may hold beyond the phones the table can take: reservations
 * not yet used (a few seconds each, a few per address), so that unused ones
 * can never lock a table; the real limits are counted in onJoin.
 */
const RESERVATION_ROOM = 200;
/** Seconds a seat reservation waits for its phone to connect (a phone connects within a moment). */
const RESERVATION_SECONDS = 5;
/** Joins (and tables hosted) one address may ask for in a window. */
const JOINS_PER_ADDRESS = { count: 30, windowMs: 10_000 };
const joinsByAddress = new Map<string, number[]>();

/** True when this address may ask for one more seat now (and counts it). */
function mayReserve(address: string | undefined, now: number): boolean {
  const key = address ?? 'unknown';
  const recent = (joinsByAddress.get(key) ?? []).filter((t) => now - t < JOINS_PER_ADDRESS.windowMs);
  if (recent.length >= JOINS_PER_ADDRESS.count) return false;
  recent.push(now);
  joinsByAddress.set(key, recent);
  if (joinsByAddress.size > 10_000) joinsByAddress.clear(); // never grows without bound under a spray of addresses
  return true;
}

/** The WebSocket close code of a phone the host removed (4000-4999: the application's own). */
const REMOVED = 4403;

/** A join refused: the code is the whole message (the phone words it). */
const joinRefused = (status: number, code: JoinRefusal) => new ServerError(status, code);

/** The part of a phone's view every phone at the table shares. */
type PublicView = Omit<TableView, 'me' | 'mine' | 'asks' | 'asking' | 'watchers'>;

export class ChoicesRoom extends Room {
  static settings: RoomSettings;
  /** This process's open tables (for the test clock, see main.ts). */
  static readonly open = new Set<ChoicesRoom>();
  /** null in the lobby; the game from its start. */
  setup: ChoicesSetup | null = null;
  table!: ChoicesState;
  seats: Seat[] = [];
  /** Watchers by sessionId. */
  spectators = new Map<string, Watcher>();
  private ids = 0;
  hostSeat: Seat | null = null;
  screenSeat: Seat | null = null;
  limits = new Map<string, RateLimit>();
  timer: { clear(): void } | null = null;
  pending = new Map<Seat, Deferred<Client>>();
  /** Watchers (by sessionId) asking to take an away seat: only the host or the table screen hands it over, to the ask it chooses. */
  asks = new Map<string, Ask>();
  startedAt = 0;
  finishedAt = 0;
  /** Games begun at this table, this one included. */
  games = 1;
  /** How far this table's clock is ahead of the real one: always 0, but under a test that runs a deadline out. */
  private ahead = 0;
  private now = () => Date.now() + this.ahead;

  /**
   * Before any seat is reserved (hosting or joining by code; a reconnect
   * never comes here): a name with something visible in it, and at most a few
   * reservations per address at a time.
   */
  static override async onAuth(_token: string, options: unknown, context: AuthContext) {
    if (!readName((options as { name?: unknown } | undefined)?.name)) throw joinRefused(400, 'online/no-name');
    if (!mayReserve(context.ip, Date.now())) throw joinRefused(429, 'online/too-many-joins');
    return true;
  }

  /** `from`: the host's address, set by the server's matchmaking (server/matchmaking.ts), never by a phone. */
  override async onCreate(options: { from?: unknown } = {}) {
    this.table = initChoices({ reading: 'together', timings: ChoicesRoom.settings.timings });
    this.maxClients = RULES_LIMITS.choices.max + MAX_SPECTATORS + RESERVATION_ROOM;
    this.seatReservationTimeout = RESERVATION_SECONDS;
    // Far above what a person taps; a flood past it is cut off (the room's own limit refuses politely first).
    this.maxMessagesPerSecond = 60;
    this.autoDispose = true;
    this.roomId = await openTable(this.presence, typeof options.from === 'string' ? options.from : 'unknown');
    ChoicesRoom.open.add(this);
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) =>
      this.onRequest(client, type, payload),
    );
  }

  override async onDispose() {
    ChoicesRoom.open.delete(this);
    await closeTable(this.presence, this.roomId);
  }

  override onJoin(client: Client, options: unknown) {
    const o = options as { name?: unknown; from?: unknown } | undefined;
    const name = readName(o?.name);
    if (!name) throw joinRefused(400, 'online/no-name');
    // `from`: the phone's address, set by the server's matchmaking (server/matchmaking.ts), never by a phone.
    const address = typeof o?.from === 'string' ? o.from : 'unknown';
    const same = this.seats.find((s) => nameKey(s.name) === nameKey(name));
    if (this.phase === 'lobby' && this.seats.length < RULES_LIMITS.choices.max) {
      if (same) throw joinRefused(409, 'online/name-taken');
      const seat: Seat = { name, session: client.sessionId, here: true, addresses: new Set([address]) };
      this.seats.push(seat);
      this.hostSeat ??= seat;
      this.screenSeat ??= seat;
      return this.sync();
    }
    // A phone that says it is an away player asks, and the table decides (a seat is never handed over by name).
    // It may always ask, even when the watcher places are full: a player who lost their phone can reach the host.
    const asks = same && !same.here && this.phase !== 'done';
    if (!asks) {
      if (this.spectators.size >= MAX_SPECTATORS) throw joinRefused(403, 'online/watchers-full');
      const mine = [...this.spectators.values()].filter((w) => w.address === address).length;
      if (mine >= SPECTATORS_PER_ADDRESS) throw joinRefused(403, 'online/watchers-full');
    } else {
      const fromHere = [...this.asks.values()].filter((a) => a.address === address).length;
      if (this.asks.size >= MAX_ASKS || fromHere >= ASKS_PER_ADDRESS) throw joinRefused(429, 'online/too-many-asks');
    }
    this.spectators.set(client.sessionId, { id: ++this.ids, name, address });
    if (asks)
      this.asks.set(client.sessionId, {
        id: this.ids,
        session: client.sessionId,
        seat: same,
        name,
        at: this.now(),
        address,
      });
    this.sync();
  }

  /** After the final scores, the same table goes back to its lobby for a new game: the same code, the phones still here. */
  private again() {
    if (this.phase !== 'done') refuse('online/not-over', {});
    this.setup = null;
    this.table = initChoices({ reading: 'together', timings: ChoicesRoom.settings.timings });
    this.startedAt = 0;
    this.finishedAt = 0;
    this.games += 1;
    this.asks.clear();
    this.seats = this.seats.filter((s) => s.here);
    if (!this.hostSeat?.here) this.hostSeat = this.seats[0] ?? null;
    if (!this.screenSeat?.here) this.screenSeat = this.hostSeat;
  }

  /**
   * The host's or the table screen's phone gives an away seat to the ask it
   * chose, with that seat's own turn; every other ask for that seat is refused
   * (`online/ask-declined`) and those phones go on watching.
   */
  private approve(seat: Seat, askId: number) {
    if (seat !== this.hostSeat && seat !== this.screenSeat) refuse('online/not-host', {});
    const ask = [...this.asks.values()].find((a) => a.id === askId);
    if (!ask) return refuse('online/no-ask', { ask: askId });
    const wanted = ask.seat;
    if (wanted.here) return refuse('online/seat-back', { seat: this.seats.indexOf(wanted) });
    this.asks.delete(ask.session);
    this.spectators.delete(ask.session);
    this.pending.get(wanted)?.reject(new Error('seat handed over'));
    this.pending.delete(wanted);
    wanted.session = ask.session;
    wanted.here = true;
    wanted.addresses.add(ask.address);
    this.dropAsks(wanted, 'online/ask-declined');
  }

  /** Cancels every ask for `seat`, telling each asker why (they go on watching). */
  private dropAsks(seat: Seat | undefined, code: 'online/ask-declined' | 'online/seat-back') {
    for (const [session, a] of this.asks) {
      if (a.seat !== seat) continue;
      this.asks.delete(session);
      const client = this.clients.getById(session);
      if (client) this.refuse(client, { code, facts: { seat: this.seats.indexOf(a.seat) } });
    }
  }

  /** The host removes a phone from the lobby (not its own) or from the watchers; it is told, and closed. */
  private remove(seat: Seat, m: { seat: number | null; watcher: number | null }) {
    if (seat !== this.hostSeat) refuse('online/not-host', {});
    let session: string | null = null;
    if (m.seat !== null) {
      const target = this.seats[m.seat];
      if (this.phase !== 'lobby') return refuse('online/started', {});
      if (!target || target === seat) return refuse('online/no-phone', {});
      session = target.session;
      this.seats.splice(m.seat, 1);
      if (this.screenSeat === target) this.screenSeat = this.hostSeat;
      this.pending.get(target)?.reject(new Error('removed'));
      this.pending.delete(target);
    } else {
      const found = [...this.spectators].find(([, w]) => w.id === m.watcher);
      if (!found) return refuse('online/no-phone', {});
      session = found[0];
      this.spectators.delete(session);
      this.asks.delete(session);
    }
    const client = session === null ? undefined : this.clients.getById(session);
    if (client) {
      this.refuse(client, { code: 'online/removed', facts: {} });
      this.limits.delete(client.sessionId);
      client.leave(REMOVED);
    }
  }

  override async onDrop(client: Client) {
    const seat = this.seatOf(client);
    if (!seat) return; // a spectator simply joins again
    seat.here = false;
    this.sync();
    const hold =
      this.phase === 'lobby' ? ChoicesRoom.settings.holdSeconds.lobby : ChoicesRoom.settings.holdSeconds.game;
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
    this.dropAsks(seat, 'online/seat-back'); // the owner is back: nothing to hand over
    this.sync();
  }

  override onLeave(client: Client) {
    this.limits.delete(client.sessionId);
    this.asks.delete(client.sessionId);
    if (this.spectators.delete(client.sessionId)) return this.sync();
    const seat = this.seatOf(client);
    if (!seat) return;
    seat.here = false;
    seat.session = null;
    if (this.phase === 'lobby') {
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

  /** Where the table is: the lobby before the start, then the machine's phase. */
  get phase(): PhaseKind {
    const k = this.table.phase.k;
    return this.setup === null
      ? 'lobby'
      : k === 'author' || k === 'readers' || k === 'reveal' || k === 'done'
        ? k
        : 'lobby';
  }

  private refuse(client: Client, refused: Refused) {
    try {
      client.send('refused', refused);
    } catch (err) {
      console.error(`room ${this.roomId}: a refusal could not be sent`, err);
    }
  }

  /**
   * Every message from a phone, inside one boundary: whatever it holds, the
   * worst it can do is be refused (a code to the sender). The table is
   * changed only by a move the machine accepted, so a refused or failed
   * message leaves it as it was; no message can reach the process's
   * uncaught-exception handler (which would end every table).
   */
  private onRequest(client: Client, type: unknown, payload: unknown) {
    try {
      let limit = this.limits.get(client.sessionId);
      if (!limit) this.limits.set(client.sessionId, (limit = new RateLimit()));
      const allowed = limit.take(Date.now());
      if (allowed === 'refuse') return this.refuse(client, { code: 'online/too-fast', facts: {} });
      if (allowed === 'drop') return;
      const message = readMessage(type, payload);
      if ('code' in message) return this.refuse(client, message);
      this.act(client, message);
    } catch (err) {
      if (err instanceof RulesRefusal) return this.refuse(client, { code: err.code, facts: { ...err.facts } });
      // A bug must not take the table down: refuse, keep the table as it was, and log it.
      console.error(
        `room ${this.roomId}: a ${typeof type === 'string' ? type.slice(0, 20) : typeof type} message failed`,
        err,
      );
      this.refuse(client, { code: 'online/failed', facts: {} });
    }
  }

  /** Colyseus's last boundary around this room's handlers and timers: logged, never the end of the process. */
  override onUncaughtException(err: Error, method: string) {
    if (err.cause instanceof ServerError) return; // a join refused on purpose (its code goes to the phone)
    console.error(`room ${this.roomId}: ${method} failed`, err);
  }

  /** One move through the machine; the state changes only when the machine accepts it. */
  private apply(action: ChoicesAction) {
    this.table = applyChoices(this.table, action, this.setup ?? refuse('online/not-started', {}));
  }

  private act(client: Client, m: ClientMessage) {
    const at = this.now();
    const seat = this.seatOf(client);
    const index = seat ? this.seats.indexOf(seat) : -1;
    if (!seat) return refuse('online/watching', {});
    switch (m.t) {
      case 'start':
        if (seat !== this.hostSeat) refuse('online/not-host', {});
        if (this.setup) refuse('online/started', {});
        // C1, C2: the server draws the author order and the prompts once, at the start; the first author's turn begins.
        this.setup = choicesSetup(
          this.seats.map((s) => s.name),
          Math.random,
          PROMPTS,
        );
        this.table = applyChoices(this.table, { t: 'next', at }, this.setup);
        this.startedAt = at;
        break;
      case 'place':
        this.apply({ t: 'place', at, seat: index, id: m.id, zone: m.zone });
        return this.sendView(client); // only this phone's draft changed
      case 'sort':
        this.apply({ t: 'sort', at, seat: index, pattern: m.pattern, anchor: m.anchor });
        break;
      case 'predict':
        this.apply({ t: 'predict', at, seat: index, pattern: m.pattern });
        break;
      case 'continue':
        if (seat !== this.screenSeat) refuse('online/not-screen', {});
        this.apply({ t: 'next', at });
        break;
      case 'approve':
        this.approve(seat, m.ask);
        break;
      case 'remove':
        this.remove(seat, m);
        break;
      case 'again':
        this.again();
        break;
      case 'screen':
        if (this.screenSeat && this.screenSeat !== seat && this.screenSeat.here) {
          refuse('online/screen-busy', { seat: this.seats.indexOf(this.screenSeat) });
        }
        this.screenSeat = seat;
        if (this.hostSeat && !this.hostSeat.here) this.hostSeat = seat;
        break;
    }
    this.sync();
  }

  /** Test clock only: the table's clock jumps to its current deadline, which then runs out as on a real clock. */
  jumpToDeadline() {
    const d = deadlineOf(this.table.phase);
    if (d === null || !this.setup) return;
    this.ahead += Math.max(0, d - this.now());
    this.sync();
  }

  /** Re-arms the one timer at the current deadline; a late or repeated timer never acts twice (expire checks). */
  private arm() {
    this.timer?.clear();
    this.timer = null;
    const d = deadlineOf(this.table.phase);
    if (d === null || !this.setup) return;
    this.timer = this.clock.setTimeout(
      () => {
        try {
          this.apply({ t: 'expire', at: this.now() });
          this.sync();
        } catch {
          this.arm(); // not due yet (a timer that fired early): wait again
        }
      },
      Math.max(0, d - this.now()),
    );
  }

  /**
   * The public table as of the last change (built by sync, once per change: rounds scored once), for the players and
   * for the watchers, and when it was built.
   */
  private views: { players: PublicView; watchers: PublicView; at: number } | null = null;

  /** Sends every phone its view and re-arms the deadline. */
  sync() {
    this.arm();
    if (this.phase === 'done' && !this.finishedAt) this.finishedAt = this.now();
    // The public table is built once a change (the watchers' differs only in who is here); each phone's own part is added to it.
    const views = this.buildViews(this.now());
    this.views = views;
    for (const client of this.clients) this.sendView(client, this.seatOf(client) ? views.players : views.watchers);
  }

  /** The public table for the players and for the watchers (theirs differs only in who is here), as of `now`. */
  private buildViews(now: number): { players: PublicView; watchers: PublicView; at: number } {
    const players = this.publicView(now);
    const watchers = this.spectators.size > 0 ? { ...players, seats: this.seatViews(true) } : players;
    return { players, watchers, at: now };
  }

  /** The public table as last built, its clocks brought to now (a draft's move changes nothing public). */
  private currentView(watcher: boolean): PublicView {
    const views = this.views ?? this.buildViews(this.now());
    const view = watcher ? views.watchers : views.players;
    const gone = Math.max(0, this.now() - views.at);
    return {
      ...view,
      left: view.left === null ? null : Math.max(0, view.left - gone),
      continueIn: view.continueIn === null ? null : Math.max(0, view.continueIn - gone),
    };
  }

  private sendView(client: Client, view = this.currentView(!this.seatOf(client))) {
    const seat = this.seatOf(client);
    const index = seat ? this.seats.indexOf(seat) : null;
    const decides = seat !== undefined && (seat === this.hostSeat || seat === this.screenSeat);
    const asking = this.asks.get(client.sessionId);
    const own: Pick<TableView, 'me' | 'mine' | 'asks' | 'asking' | 'watchers'> = {
      me: { seat: index, name: seat?.name ?? '' },
      mine: null,
      asks: decides
        ? [...this.asks.values()].map((a) => ({
            id: a.id,
            seat: this.seats.indexOf(a.seat),
            name: a.name,
            ago: Math.max(0, this.now() - a.at),
            known: a.seat.addresses.has(a.address),
          }))
        : [],
      asking: asking ? this.seats.indexOf(asking.seat) : null,
      watchers:
        seat !== undefined && seat === this.hostSeat
          ? [...this.spectators.values()].map(({ id, name }) => ({ id, name }))
          : [],
    };
    if (index !== null && this.setup && roleOf(this.table, this.setup, index) !== null) {
      const locked = lockedBy(this.table, this.setup, index);
      own.mine = { draft: { ...draftOf(this.table, this.setup, index) }, locked: locked && { ...locked } };
    }
    client.send('table', { ...view, ...own });
  }

  /**
   * Whether a seat's phone is connected, as a watcher may know it: only where
   * the table screen says so (who is in the lobby, which readers are away).
   */
  private hereFor(seat: Seat, watcher: boolean): boolean {
    return !watcher || this.phase === 'lobby' || this.phase === 'readers' ? seat.here : true;
  }

  private seatViews(watcher: boolean) {
    return this.seats.map((s) => ({ name: s.name, here: this.hereFor(s, watcher) }));
  }

  /** The table as the players see it (a watcher's differs only in `seats`): every round scored once. */
  private publicView(now: number): PublicView {
    const { table: state, setup } = this;
    const p = state.phase;
    const phase = this.phase;
    const round = 'round' in p ? p.round : 0;
    const prompt = setup && 'round' in p ? promptOf(setup, round) : null;
    const deadline = deadlineOf(p);
    const ended = p.k === 'reveal' ? (state.rounds[round] ?? null) : null;
    const score = setup && ended ? roundScore(setup, round, ended) : null;
    const at = continueAt(state);
    return {
      code: this.roomId,
      game: this.games,
      phase,
      seats: this.seatViews(false),
      spectators: this.spectators.size,
      host: this.hostSeat ? this.seats.indexOf(this.hostSeat) : null,
      screen: this.screenSeat ? this.seats.indexOf(this.screenSeat) : null,
      order: setup ? [...setup.order] : [],
      round,
      prompt: prompt && ('tiles' in prompt ? { text: prompt.text, tiles: [...prompt.tiles] } : { id: prompt.id }),
      // C3: the anchor is public once the author locks; the pattern stays hidden until the reveal.
      anchor: p.k === 'readers' || p.k === 'reveal' ? (state.rounds[round]?.anchor ?? null) : null,
      left: deadline === null ? null : Math.max(0, deadline - now),
      total: setup ? lengthOf(state) : null,
      continueIn: at === null ? null : Math.max(0, at - now),
      confirmed: p.k === 'readers' ? confirmedSeats(state) : [],
      reveal:
        setup && ended && score
          ? {
              round,
              pattern: ended.pattern,
              anchor: ended.anchor,
              readers: readersOf(setup, round).map((seat, i) => ({
                seat,
                prediction: ended.predictions[i] ?? null,
                ...score.readers[i]!,
              })),
              authorAward: score.authorAward,
            }
          : null,
      totals: setup ? totalsOf(state, setup) : [],
      standings: setup && phase === 'done' ? standingsOf(state, setup) : null,
      final:
        setup && phase === 'done'
          ? { id: `online-${this.roomId}-${this.startedAt}`, finishedAt: this.finishedAt, setup, rounds: state.rounds }
          : null,
    };
  }

  /** For tests and the benchmark: who authors now. */
  get author(): number | null {
    return this.setup && 'round' in this.table.phase ? authorOf(this.setup, this.table.phase.round) : null;
  }
}
