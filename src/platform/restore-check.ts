import { BACKUP_FORMAT, BACKUP_VERSION } from '../storage/backup';
import type { HistoryRecord, PlayerName } from '../storage/types';
import { REASONS, strictHistory, strictPlayer } from './strict-record';

// A backup file is checked before anything is stored, and never held whole: 100,000 games are over 200 MB.

const NOT_JSON = 'This file is not a Tableside backup (it is not JSON).';
const NOT_BACKUP = 'This file is not a Tableside backup.';
const CHANGED = 'The file changed while it was read.';
/** Bytes outside the two lists: a backup's envelope is a few dozen. */
const ENVELOPE_MAX = 1_000_000;
/** Values read back at once (from one slice of the file where its games are in id order, as the app writes them). */
const READ = 500;
/** Bytes between two places that are read through rather than read apart, up to SPAN bytes in one read. */
const GAP = 65_536;
const SPAN = 8 << 20;

const decoder = new TextDecoder();
function fail(why: string): never {
  throw new Error(why);
}
const parse = (text: string, why = NOT_JSON): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return fail(why);
  }
};
const refuse = (to: Map<string, number>, why: string) => to.set(why, (to.get(why) ?? 0) + 1);

/** The file's bytes in order, a chunk at a time. */
async function* chunks(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
}

/** An element's bytes in the file, and its id where it has one ('' where not). */
type Place = { id: string; start: number; end: number };

/**
 * Streams the file once, byte by byte (JSON's structure is ASCII), parsing each element of a top-level list alone.
 * Returns those lists' places and the envelope: the JSON with each such list as `[its number]`, each object as `{}`.
 */
async function scan(file: Blob): Promise<{ envelope: unknown; lists: Place[][] }> {
  const env: number[] = [];
  const lists: Place[][] = [];
  let list: Place[] | null = null;
  let depth = 0;
  let inStr = false;
  let esc = false;
  let base = 0;
  let start = 0;
  // The element read so far: its letters can be cut between two chunks.
  const letters = new TextDecoder();
  let text = '';
  for await (const chunk of chunks(file)) {
    const element = (end: number, last: boolean) => {
      const json = text + letters.decode(chunk.subarray(Math.max(0, start - base), end));
      text = '';
      // Only an empty list has nothing between its brackets.
      if (last && list!.length === 0 && !json.trim()) return;
      const id = (parse(json) as { id?: unknown } | null)?.id;
      list!.push({ id: typeof id === 'string' ? id : '', start, end: base + end });
      start = base + end + 1;
    };
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      const opens = !inStr && (c === 91 || c === 123);
      if (inStr) {
        if (esc) esc = false;
        else if (c === 92) esc = true;
        else if (c === 34) inStr = false;
      } else if (c === 34) inStr = true;
      else if (c === 93 || c === 125) {
        // At the second level, a list closes with ']' and an object with '}'.
        if (depth === 2 && (c === 93) !== (list !== null)) fail(NOT_JSON);
        if (depth === 2 && list) {
          element(i, true);
          list = null;
        }
        if (--depth < 0) fail(NOT_JSON);
      } else if (c === 44 && depth === 2 && list) element(i, false);
      // The envelope is what lies outside the second level's brackets (a byte-order mark too: its decoding drops it).
      if (opens && c === 91 && depth === 1) {
        env.push(...new TextEncoder().encode(`[${lists.length}`));
        lists.push((list = []));
        start = base + i + 1;
      } else if (depth <= 1) env.push(c);
      if (opens) depth++;
    }
    if (list) text += letters.decode(chunk.subarray(Math.max(0, start - base)), { stream: true });
    if (env.length > ENVELOPE_MAX) fail(NOT_BACKUP);
    base += chunk.length;
  }
  if (inStr || depth !== 0) fail(NOT_JSON);
  return { envelope: parse(decoder.decode(Uint8Array.from(env))), lists };
}

/** The values at `places`, in that order, READ at a time (nearby places in one read). */
async function* valuesAt(file: Blob, places: Place[]): AsyncGenerator<unknown> {
  for (let at = 0; at < places.length; at += READ) {
    const group = places.slice(at, at + READ);
    const byStart = [...group].sort((a, b) => a.start - b.start);
    const values = new Map<Place, unknown>();
    for (let k = 0; k < byStart.length;) {
      const from = byStart[k]!.start;
      let stop = k + 1;
      const near = (p: Place) => p.start - byStart[stop - 1]!.end < GAP && p.end - from < SPAN;
      while (stop < byStart.length && near(byStart[stop]!)) stop++;
      const bytes = new Uint8Array(await file.slice(from, byStart[stop - 1]!.end).arrayBuffer());
      for (const p of byStart.slice(k, stop))
        values.set(p, parse(decoder.decode(bytes.subarray(p.start - from, p.end - from)), CHANGED));
      k = stop;
    }
    yield* group.map((p) => values.get(p));
  }
}

/** Valid games in id order, `first` then `size` at a time, each with the games refused since the batch before, by reason. */
async function* checkGames(file: Blob, places: Place[], size: number, first: number) {
  // In id order (a game without a usable id first): a batch's adds go to neighbouring keys, and an id used twice sits by its twin.
  places.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const twice = new Set(places.filter((p, k) => places[k - 1]?.id === p.id).map((p) => p.id));
  let games: HistoryRecord[] = [];
  let refused = new Map<string, number>();
  let room = first;
  for await (const raw of valuesAt(file, places)) {
    const verdict = strictHistory(raw);
    if ('why' in verdict) refuse(refused, verdict.why);
    else if (twice.has(verdict.ok.id)) refuse(refused, REASONS.duplicate);
    else games.push(verdict.ok);
    if (games.length === room) {
      yield { games, refused };
      games = [];
      refused = new Map();
      room = size;
    }
  }
  if (games.length || refused.size) yield { games, refused };
}

/** Checks the envelope and names, or throws in plain words why nothing can be restored; `batches` checks the games. */
export async function openBackup(file: Blob, size: number, first = size) {
  const { envelope, lists } = await scan(file);
  const d = envelope as Record<string, unknown> | null;
  if (d?.format !== BACKUP_FORMAT) fail(NOT_BACKUP);
  if (!Number.isInteger(d.version) || (d.version as number) < 1)
    fail('This backup has no version this app can read, so nothing was restored.');
  if ((d.version as number) > BACKUP_VERSION)
    fail('This backup comes from a newer version of Tableside: update the app, then import it again.');
  const listAt = (x: unknown, what: string): Place[] => {
    if (x === undefined) return [];
    if (!Array.isArray(x)) fail(`This backup's ${what} are not a list, so nothing was restored.`);
    return lists[x[0] as number] ?? [];
  };
  const games = listAt(d.history, 'finished games');
  const players = listAt(d.players, 'player names');
  const names = new Map<string, PlayerName>();
  const refusedNames = new Map<string, number>();
  for await (const raw of valuesAt(file, players)) {
    const verdict = strictPlayer(raw);
    if ('why' in verdict) refuse(refusedNames, verdict.why);
    else if (!names.has(verdict.ok.name)) names.set(verdict.ok.name, verdict.ok);
  }
  return {
    records: games.length + players.length,
    batches: checkGames(file, games, size, first),
    names: { names: [...names.values()], refusedNames },
  };
}
