import { BACKUP_FORMAT, BACKUP_VERSION } from '../storage/backup';
import type { HistoryRecord, PlayerName } from '../storage/types';
import { REASONS, strictHistory, strictPlayer } from './strict-record';

/*
 * Checking a backup file before anything is stored, never holding it whole (a
 * backup of 100,000 games is over 200 MB): one streamed read checks that it is
 * JSON, reads its envelope and notes each game's place and id; then the games
 * are read back from their places in id order, a batch at a time.
 */

/** A failure's own words (a DOMException from IndexedDB is not always an Error here). */
export const whyFailed = (err: unknown): string => {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : String(err);
};

const NOT_JSON = 'This file is not a Tableside backup (it is not JSON).';
const NOT_BACKUP = 'This file is not a Tableside backup.';
/** Bytes outside the two lists: a backup's envelope is a few dozen. */
const ENVELOPE_MAX = 1_000_000;
/** Games read back at once, in id order (from one slice of the file where the file is in id order, as the app writes it). */
const READ = 500;
/** Bytes between two games' places that are read through rather than read apart, up to SPAN bytes in one read. */
const GAP = 65_536;
const SPAN = 8 << 20;

const decoder = new TextDecoder();
function fail(why: string): never {
  throw new Error(why);
}
const parse = (bytes: Uint8Array, why = NOT_JSON): unknown => {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return fail(why);
  }
};
const refuse = (to: Map<string, number>, why: string) => to.set(why, (to.get(why) ?? 0) + 1);

/** The file's bytes in order, a chunk at a time. */
async function* chunks(file: Blob): AsyncGenerator<Uint8Array> {
  if (typeof file.stream === 'function') {
    const reader = file.stream().getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
  } else {
    for (let at = 0; at < file.size; at += 1 << 20)
      yield new Uint8Array(await file.slice(at, at + (1 << 20)).arrayBuffer());
  }
}

const join = (parts: Uint8Array[]): Uint8Array => {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

/** Each element of a list under the top level: the list's number and key, the element parsed, and its bytes' place. */
type OnElement = (list: number, key: unknown, value: unknown, start: number, end: number) => void;

/**
 * Streams the file once, byte by byte (JSON's structure is ASCII, so UTF-8
 * needs no decoding to follow it). Returns the envelope: the file's JSON with
 * each list under the top level replaced by `[its number]` and each object
 * there by `{}`; the elements of those lists go to `onElement`, each parsed on
 * its own. Throws the plain message for a file that is not JSON.
 */
async function scan(file: Blob, onElement: OnElement): Promise<unknown> {
  const env: number[] = [];
  let depth = 0;
  let inStr = false;
  let esc = false;
  let base = 0;
  let strAt = 0;
  let strEnd = 0;
  let list = -1;
  let lists = 0;
  let key: unknown = null;
  let count = 0;
  let start = 0;
  let pieces: Uint8Array[] = [];
  for await (const chunk of chunks(file)) {
    let from = 0;
    const element = (i: number, last: boolean) => {
      pieces.push(chunk.subarray(from, i));
      const bytes = join(pieces);
      pieces = [];
      // Only an empty list may have nothing between its brackets.
      if (last && count === 0 && !decoder.decode(bytes).trim()) return;
      onElement(list, key, parse(bytes), start, base + i);
      count++;
    };
    // A byte-order mark an editor may have added goes to the envelope, whose decoding drops it.
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (inStr) {
        if (depth <= 1) env.push(c);
        if (esc) esc = false;
        else if (c === 92) esc = true;
        else if (c === 34) {
          inStr = false;
          if (depth <= 1) strEnd = env.length;
        }
      } else if (c === 34) {
        inStr = true;
        if (depth <= 1) {
          strAt = env.length;
          env.push(c);
        }
      } else if (c === 91 || c === 123) {
        if (++depth <= 1) env.push(c);
        else if (depth === 2 && c === 123) env.push(123);
        else if (depth === 2) {
          list = lists++;
          // The last string before a list is its key, where the file is an object.
          key = strEnd > strAt ? parse(Uint8Array.from(env.slice(strAt, strEnd))) : null;
          count = 0;
          start = base + i + 1;
          from = i + 1;
          env.push(...new TextEncoder().encode(`[${list}`));
        }
      } else if (c === 93 || c === 125) {
        if (depth === 2 && (c === 93) !== list >= 0) fail(NOT_JSON);
        if (depth === 2 && list >= 0) {
          element(i, true);
          list = -1;
        }
        if (depth <= 2) env.push(c);
        if (--depth < 0) fail(NOT_JSON);
      } else if (c === 44 && depth === 2 && list >= 0) {
        element(i, false);
        start = base + i + 1;
        from = i + 1;
      } else if (depth <= 1) env.push(c);
    }
    if (list >= 0) pieces.push(chunk.subarray(from));
    if (env.length > ENVELOPE_MAX) fail(NOT_BACKUP);
    base += chunk.length;
  }
  if (inStr || depth !== 0) fail(NOT_JSON);
  return parse(Uint8Array.from(env));
}

interface Place {
  id: string;
  start: number;
  end: number;
}

/** The values at `places`, in that order (nearby places in one read). */
async function readBack(file: Blob, places: Place[]): Promise<unknown[]> {
  const byStart = [...places].sort((a, b) => a.start - b.start);
  const values = new Map<Place, unknown>();
  for (let k = 0; k < byStart.length;) {
    const from = byStart[k]!.start;
    let stop = k + 1;
    const near = (p: Place) => p.start - byStart[stop - 1]!.end < GAP && p.end - from < SPAN;
    while (stop < byStart.length && near(byStart[stop]!)) stop++;
    const bytes = new Uint8Array(await file.slice(from, byStart[stop - 1]!.end).arrayBuffer());
    for (const p of byStart.slice(k, stop))
      values.set(p, parse(bytes.subarray(p.start - from, p.end - from), 'The file changed while it was read.'));
    k = stop;
  }
  return places.map((p) => values.get(p));
}

/** Valid games in id order, `first` then `size` at a time, each with the games refused since the batch before, by reason. */
async function* checkGames(file: Blob, places: Place[], size: number, first: number) {
  // In id order (a game without a usable id first): a batch's adds go to neighbouring keys, and an id used twice sits by its twin.
  places.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const twice = (k: number) => places[k - 1]?.id === places[k]!.id || places[k + 1]?.id === places[k]!.id;
  let games: HistoryRecord[] = [];
  let refused = new Map<string, number>();
  let room = first;
  for (let at = 0; at < places.length; at += READ) {
    for (const [k, raw] of (await readBack(file, places.slice(at, at + READ))).entries()) {
      const verdict = strictHistory(raw);
      if ('why' in verdict) refuse(refused, verdict.why);
      else if (twice(at + k)) refuse(refused, REASONS.duplicate);
      else games.push(verdict.ok);
      if (games.length === room) {
        yield { games, refused };
        games = [];
        refused = new Map();
        room = size;
      }
    }
  }
  if (games.length || refused.size) yield { games, refused };
}

/** What the first read keeps of each list: its length, and the games' places or the names checked. */
interface List {
  count: number;
  places: Place[];
  names: Map<string, PlayerName>;
  refusedNames: Map<string, number>;
}
const emptyList = (): List => ({ count: 0, places: [], names: new Map(), refusedNames: new Map() });

/**
 * Reads a file's envelope (throws an Error with a plain message when the file
 * as a whole cannot be restored); its games are checked as `batches` is read:
 * `first` valid games in the first batch, `size` in each next one (a small
 * first batch starts the writing sooner).
 */
export async function openBackup(file: Blob, size: number, first = size) {
  const lists: List[] = [];
  const d = (await scan(file, (n, key, value, start, end) => {
    const list = (lists[n] ??= emptyList());
    list.count++;
    if (key === 'history') {
      const id = (value as { id?: unknown } | null)?.id;
      list.places.push({ id: typeof id === 'string' ? id : '', start, end });
    } else if (key === 'players') {
      const verdict = strictPlayer(value);
      if ('why' in verdict) refuse(list.refusedNames, verdict.why);
      else if (!list.names.has(verdict.ok.name)) list.names.set(verdict.ok.name, verdict.ok);
    }
  })) as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d) || d.format !== BACKUP_FORMAT) fail(NOT_BACKUP);
  const { version, history, players } = d;
  if (!Number.isInteger(version) || (version as number) < 1)
    fail('This backup has no version this app can read, so nothing was restored.');
  if ((version as number) > BACKUP_VERSION)
    fail('This backup comes from a newer version of Tableside: update the app, then import it again.');
  const listAt = (x: unknown, what: string): List => {
    if (x === undefined) return emptyList();
    if (!Array.isArray(x)) fail(`This backup's ${what} are not a list, so nothing was restored.`);
    return lists[x[0] as number] ?? emptyList();
  };
  const games = listAt(history, 'finished games');
  const names = listAt(players, 'player names');
  return {
    records: games.count + names.count,
    batches: checkGames(file, games.places, size, first),
    names: { names: [...names.names.values()], refusedNames: names.refusedNames },
  };
}
