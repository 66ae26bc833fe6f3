// The wire protocol of online Pattern of Choices, shared by the server (server/)
// and the phones. Pure: types and checks only. Everything a phone sends is
// untrusted; `readMessage` turns it into a typed message or a refusal. The wire
// carries codes and facts, never sentences: each phone words them.
import { ZONES } from './score';
import type { ChoicesPattern, Zone } from './score';
import type { ChoicesSetup, Draft, RoundRecord, Standing } from './machine';
import type { Prompt } from './deck';
import { nameKey, playerName } from '../names';

/** The room type name the server defines and the phones join. */
export const ROOM_NAME = 'choices';
/**
 * Table codes: no 0/O, 1/I/L, 2/Z, 5/S, 8/B look-alikes. Six of 20 letters:
 * 64,000,000 codes, so that guessing a live one at the rate the server allows
 * an address takes far longer than a game night (README, Online play).
 */
export const CODE_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
export const CODE_LENGTH = 6;

export type { Draft };

export type ClientMessage =
  | { t: 'start' }
  | { t: 'place'; id: string; zone: Zone }
  | { t: 'sort'; pattern: ChoicesPattern; anchor: string }
  | { t: 'predict'; pattern: ChoicesPattern }
  | { t: 'continue' }
  /** Show the table screen on this phone (when the phone that had it is away). */
  | { t: 'screen' }
  /** The host or the table screen gives an away seat to this ask (its id, from `asks`); other asks for it are refused. */
  | { t: 'approve'; ask: number }
  /** The host removes a phone: a seat in the lobby, or a watcher (its id, from `watchers`). */
  | { t: 'remove'; seat: number | null; watcher: number | null }
  /** After the final scores: the same table, the same phones, a new game (back to the lobby, same code). */
  | { t: 'again' };

export type PhaseKind = 'lobby' | 'author' | 'readers' | 'reveal' | 'done';

interface SeatView {
  name: string;
  /** The phone is connected now. */
  here: boolean;
}

interface RevealView {
  round: number;
  pattern: ChoicesPattern | null;
  anchor: string | null;
  /** Readers in reading order; prediction null: none in time (C4). */
  readers: { seat: number; prediction: ChoicesPattern | null; correct: number; award: number }[];
  authorAward: number;
}

interface AskView {
  id: number;
  seat: number;
  name: string;
  ago: number;
  known: boolean;
}

/** What one phone is sent: the public table plus its own secrets (and nobody else's). */
export interface TableView {
  code: string;
  /** Which game at this table (a table plays again under the same code): 1, 2, ... */
  game: number;
  phase: PhaseKind;
  seats: SeatView[];
  spectators: number;
  /** The seat that may start the game (the host, or who took over). */
  host: number | null;
  /** The seat whose phone shows the table screen. */
  screen: number | null;
  /** This phone: its seat, or null for a spectator. */
  me: { seat: number | null; name: string };
  /** Author of each round, by seat (after the start, C1). */
  order: number[];
  round: number;
  /** The round's prompt as the rules core keeps it (an id of the app's deck): each phone words it. */
  prompt: Prompt | null;
  /** Public once the author locks (C3). */
  anchor: string | null;
  /** Time left in this phase in ms at sending (the server holds the deadline, C8). */
  left: number | null;
  /** The full length of this phase in ms (for the timer bar). */
  total: number | null;
  /** Reveal: ms until the table screen may continue (C7). */
  continueIn: number | null;
  /** Seats that have confirmed in this phase. */
  confirmed: number[];
  /**
   * On the host's and the table screen's phones: each ask to take an away seat,
   * with the name its phone typed, ms since it asked, and whether it comes from
   * an address that seat's own phone joined from (`known`) or a new one.
   */
  asks: AskView[];
  /** On the host's phone: the phones watching (to remove one). */
  watchers: { id: number; name: string }[];
  /** On a watcher's phone: the away seat it asked to take, until the table decides. */
  asking: number | null;
  /** Private to this phone: its draft this turn and what it confirmed. */
  mine: { draft: Draft; locked: ChoicesPattern | null } | null;
  /** The round just scored, during its reveal (C7). */
  reveal: RevealView | null;
  /** Totals by seat of every round scored so far (C10). */
  totals: number[];
  standings: Standing[] | null;
  /** At the end: everything a phone needs for its own history. */
  final: { id: string; finishedAt: number; setup: ChoicesSetup; rounds: RoundRecord[] } | null;
}

/**
 * What the table says no with, to the one phone that asked: a code and its
 * facts. Codes `choices/...` come from the rules core's machine; `online/...`
 * from the table itself:
 * - `online/watching` a watcher tried to play; `online/not-host` only the host starts;
 * - `online/started` the game has already started; `online/not-over` a new game waits for the final scores; `online/not-screen` only the table screen moves a reveal on;
 * - `online/screen-busy` {seat}: that seat's phone shows the table screen while connected;
 * - `online/too-fast` a flood; `online/unknown-request` {type}; `online/not-a-sort` a pattern that is not one;
 * - `online/no-ask` {ask}: no such ask now; `online/seat-back` {seat}: its own phone is back (an ask for it is cancelled);
 * - `online/ask-declined` {seat}: the host gave that seat to another ask; `online/removed`: the host removed this phone;
 * - `online/no-phone`: no such phone to remove;
 * - `online/bad-request` a message that could not even be read (the table is unchanged);
 * - `online/failed` the table could not do it (a bug) and is unchanged.
 */
export interface Refused {
  code: string;
  facts: Record<string, unknown>;
}

/** Why a phone could not join or come back (the matchmaking answer's message): a code, never words. */
export const JOIN_REFUSALS = [
  'online/no-table',
  'online/too-many-tables',
  'online/no-name',
  'online/name-taken',
  'online/watchers-full',
  'online/too-many-joins',
  'online/too-many-asks',
] as const;
export type JoinRefusal = (typeof JOIN_REFUSALS)[number];
/**
 * Matchmaking answers that mean there is no table to take a seat at. The
 * server answers every such request `online/no-table` (a missing table, a
 * name that is none, a spent token: one answer, so none tells a real table
 * from a missing one); a WebSocket that finds its seat gone closes with 522 or
 * 524 (@colyseus/shared-types ErrorCode).
 */
export const MATCHMAKE_GONE: readonly number[] = [522, 524];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isZone = (v: unknown): v is Zone => typeof v === 'string' && (ZONES as readonly string[]).includes(v);
const isTileId = (v: unknown): v is string => typeof v === 'string' && /^[0-5]$/.test(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A fact echoed back to the sender: a short string or a number as it came, anything else null (never converted). */
const echo = (v: unknown, length: number): string | number | null =>
  typeof v === 'string' ? v.slice(0, length) : typeof v === 'number' && Number.isFinite(v) ? v : null;

function readPattern(v: unknown): ChoicesPattern | null {
  if (!isObj(v)) return null;
  const keys = Object.keys(v);
  if (keys.length > 6) return null;
  const out: ChoicesPattern = {};
  for (const k of keys) {
    const zone = v[k];
    if (!isTileId(k) || !isZone(zone)) return null;
    out[k] = zone;
  }
  return out;
}

const refused = (code: string, facts: Record<string, unknown> = {}): Refused => ({ code, facts });

/**
 * A message type and payload from a phone as a typed message, or the refusal
 * to answer it with. Never throws: every value is checked with typeof before
 * it is compared or converted, and a payload that throws when read (a getter,
 * a proxy) is refused as `online/bad-request`.
 */
export function readMessage(type: unknown, payload: unknown): ClientMessage | Refused {
  try {
    return readChecked(type, payload);
  } catch {
    return refused('online/bad-request', {});
  }
}

/** Own data fields of a payload only: nothing inherited (`__proto__`, `constructor`) is ever read as a field. */
function field(p: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(p, key) ? p[key] : undefined;
}

function readChecked(type: unknown, payload: unknown): ClientMessage | Refused {
  const p = isObj(payload) ? payload : {};
  switch (type) {
    case 'start':
    case 'continue':
    case 'screen':
    case 'again':
      return { t: type };
    case 'approve': {
      const ask = field(p, 'ask');
      if (!isCount(ask)) return refused('online/no-ask', { ask: null });
      return { t: 'approve', ask };
    }
    case 'remove': {
      const seat = field(p, 'seat');
      const watcher = field(p, 'watcher');
      if (isCount(seat) && seat < 12 && watcher == null) return { t: 'remove', seat, watcher: null };
      if (isCount(watcher) && seat == null) return { t: 'remove', seat: null, watcher };
      return refused('online/no-phone', {});
    }
    case 'place': {
      const id = field(p, 'id');
      const zone = field(p, 'zone');
      if (!isTileId(id) || !isZone(zone))
        return refused('choices/no-such-tile', { tile: echo(id, 8), zone: echo(zone, 8) });
      return { t: 'place', id, zone };
    }
    case 'sort': {
      const pattern = readPattern(field(p, 'pattern'));
      const anchor = field(p, 'anchor');
      if (!pattern || !isTileId(anchor)) return refused('online/not-a-sort', { t: 'sort' });
      return { t: 'sort', pattern, anchor };
    }
    case 'predict': {
      const pattern = readPattern(field(p, 'pattern'));
      if (!pattern) return refused('online/not-a-sort', { t: 'predict' });
      return { t: 'predict', pattern };
    }
    default:
      return refused('online/unknown-request', { type: echo(type, 20) });
  }
}

/** A name from a phone: the rules core's one name function (playerName), or null when nothing visible is left. */
export const readName = playerName;
export { nameKey };

/** A table code as typed (any case, spaces), or null when it cannot be one. */
export function readCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_LETTERS.includes(c)) ? code : null;
}
