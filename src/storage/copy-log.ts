import { GAME_IDS } from './types';
import type { GameId, HistoryRecord, StoredSession } from './types';
import { isObj, readHistory, readSession } from './validate';

/*
 * The second copy's log, one per kind: each entry a line `<checksum> <json>` of `[id, record, rev]`, or
 * `[id, null, rev]` for a delete (older lines: `[id, record]` and `[id]`). For each id the entry with the highest rev
 * wins, a later one on a tie (an older delete deletes what came before it), whatever order they arrived in.
 * A line cut short by a kill (it lacks its closing bracket) was never reported saved and costs nothing; any other
 * line whose checksum fails, and any record that cannot be read, is a loss: counted and named as far as it can be.
 */

export type CopyKind = 'session' | 'history';
type CopyRecord = StoredSession | HistoryRecord;
export type CopyEntry = [id: string, record?: CopyRecord | null, rev?: number];

/** FNV-1a over UTF-16 code units, as 8 hex digits: enough to tell a torn write from a whole one. */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const line = (json: string) => `\n${checksum(json)} ${json}`;

/** The rev an entry is ordered by: a game in progress's own, a finished game's session's (0 without). */
export function revOf(record: unknown): number {
  if (!isObj(record)) return 0;
  const rev = isObj(record.session) ? record.session.rev : record.rev;
  return typeof rev === 'number' && Number.isFinite(rev) ? rev : 0;
}

/** Entries as log text, appended in one write; each line carries its rev. */
export const logText = (entries: CopyEntry[]): string =>
  entries.map(([id, record, rev]) => line(JSON.stringify([id, record ?? null, rev ?? revOf(record)]))).join('');

/** Records as log text: each one's entry, appended in one write. */
export const recordsText = (records: readonly CopyRecord[]): string => logText(records.map((r) => [r.id, r]));

/** A delete of `id` as log text: it wins over every entry of the id up to `rev`. */
export const deleteText = (id: string, rev: number): string => logText([[id, null, rev]]);

/** An id's winning entry: its record, or null when deleted; `at` is its place in arrival order. */
type Live = { rev: number; record: unknown; at: number };
/** A line that could not be read: what could still be made out of it, and the line as it was. */
type Damage = {
  at: number;
  raw: string;
  id?: string;
  rev?: number;
  /** True or false when the line could be parsed as a delete or as a record. */
  deletes?: boolean;
  record?: unknown;
  game?: GameId;
  when?: number;
};

/** What little a damaged line still tells: its id, rev and kind of entry when it parses, its game and date if not. */
function readDamaged(json: string, at: number, raw: string): Damage {
  try {
    const [id, record, rev] = JSON.parse(json) as unknown[];
    if (typeof id === 'string') {
      const damage: Damage = { at, raw, id, deletes: record == null, record };
      damage.rev = typeof rev === 'number' ? rev : record == null ? undefined : revOf(record);
      return { ...damage, ...facts(record) };
    }
  } catch {
    // Not JSON any more: the id, game and date are looked for in the text.
  }
  const num = (re: RegExp) => (re.exec(json) ? Number(re.exec(json)![1]) : undefined);
  const damage: Damage = { at, raw, game: gameOf(/"game":"(\w+)"/.exec(json)?.[1]), when: num(/"finishedAt":(\d+)/) };
  try {
    damage.id = JSON.parse(`"${/^\["((?:[^"\\]|\\.)*)"/.exec(json)![1]!}"`) as string;
  } catch {
    // No id to be read: the loss is counted without a name.
  }
  const rev = num(/,(\d+)\]$/);
  return rev === undefined ? damage : { ...damage, rev };
}

const gameOf = (game: unknown) => (GAME_IDS.includes(game as GameId) ? (game as GameId) : undefined);
const facts = (record: unknown): Pick<Damage, 'game' | 'when'> =>
  isObj(record)
    ? { game: gameOf(record.game), when: typeof record.finishedAt === 'number' ? record.finishedAt : undefined }
    : {};

export type Replayed = { live: Map<string, Live>; damaged: Damage[] };

/** Every id's winning entry (deletes included), and the damaged lines, from a kind's logs oldest first. */
/**
 * A whole line's id, rev and whether it deletes, without parsing its record: lines that carry their rev end with it.
 * Null for a line of an older version (parsed whole instead).
 */
function idAndRev(json: string): [id: string, record: true | null, rev: number] | null {
  const rev = /,(\d+)\]$/.exec(json);
  if (!rev || !json.startsWith('["')) return null;
  let i = 2;
  while (i < json.length && json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
  try {
    return [JSON.parse(json.slice(1, i + 1)) as string, json.startsWith(',null,', i + 1) ? null : true, Number(rev[1])];
  } catch {
    return null;
  }
}

/** `records`: false when only ids and revs are wanted (a reconciliation), so no record is parsed. */
export function replay(logs: string[], records = true): Replayed {
  const live = new Map<string, Live>();
  const damaged: Damage[] = [];
  let at = 0;
  for (const raw of logs.flatMap((log) => log.split('\n'))) {
    at++;
    if (raw === '') continue;
    const json = raw.slice(9);
    if (raw[8] !== ' ' || checksum(json) !== raw.slice(0, 8)) {
      // A kill cuts a write short: what landed lacks the closing bracket every entry ends with.
      if (raw.endsWith(']')) damaged.push(readDamaged(json, at, raw));
      continue;
    }
    let entry: unknown[] | null = records ? null : idAndRev(json);
    try {
      entry ??= JSON.parse(json) as unknown[];
    } catch {
      damaged.push({ at, raw });
      continue;
    }
    const [id, record = null, rev] = entry;
    if (typeof id !== 'string') {
      damaged.push({ at, raw });
      continue;
    }
    const held = live.get(id);
    const r = typeof rev === 'number' ? rev : record === null ? (held?.rev ?? 0) : revOf(record);
    if (!held || r >= held.rev) live.set(id, { rev: r, record, at });
  }
  return { live, damaged };
}

/** Whether a later or newer entry of the same id makes a damaged line's loss nothing. */
function superseded(d: Damage, live: Map<string, Live>): boolean {
  const w = d.id === undefined ? undefined : live.get(d.id);
  if (!w) return false;
  if (d.rev === undefined) return w.at > d.at;
  return w.rev > d.rev || (w.rev === d.rev && w.at > d.at);
}

/** A kind's logs compacted: the records alive, then every damaged line still counted, as it was. */
export function compactText(logs: string[]): string {
  const { live, damaged } = replay(logs);
  const entries = [...live].flatMap(([id, e]): CopyEntry[] =>
    e.record === null ? [] : [[id, e.record as never, e.rev]],
  );
  return (
    logText(entries) +
    damaged
      .filter((d) => !superseded(d, live))
      .map((d) => `\n${d.raw}`)
      .join('')
  );
}

/**
 * What the copy could not give back, one per record: `unreadable` (its newest entry or its record cannot be read,
 * so it is left out), `earlier` (a game in progress came back, but its newest save could not be read: `step` is the
 * step it came back at, `lost` the newest one's when known; a finished game came back as it was before its newest
 * entry), `deletion` (a delete could not be read: the game is left out). `back`: the line could be a delete or a newer
 * record, so the game came back as it was before it (a game in progress: `earlier`; a finished game: `deletion`).
 */
export type CopyLoss = {
  kind: CopyKind;
  what: 'unreadable' | 'earlier' | 'deletion';
  id?: string;
  game?: GameId;
  when?: number;
  step?: number;
  lost?: number;
  back?: true;
};

export type CopyContents = { sessions: StoredSession[]; history: HistoryRecord[]; lost: CopyLoss[] };
/** Per kind, each id's rev in the copy and whether it is deleted there: what a reconciliation compares. */
export type CopyRevs = Record<CopyKind, [id: string, rev: number, deleted: boolean][]>;

const steps = (record: unknown) => (isObj(record) && Array.isArray(record.actions) ? record.actions.length : undefined);

/** A kind's records that can be read, and what is lost, one loss per record. */
function readKind<T extends CopyRecord>(kind: CopyKind, logs: string[], read: (v: unknown) => T | null) {
  const { live, damaged } = replay(logs);
  const lost = new Map<string, CopyLoss>();
  const unnamed: CopyLoss[] = [];
  const withheld = new Set<string>();
  for (const d of damaged) {
    if (superseded(d, live)) continue;
    const named = { kind, game: d.game, when: d.when };
    if (d.id === undefined) {
      // Unparsed, it may have been a record or a delete: a game may be missing, or one deleted back.
      unnamed.push({
        ...named,
        what: d.deletes ? 'deletion' : 'unreadable',
        ...(d.deletes === undefined && { back: true as const }),
      });
      continue;
    }
    const w = live.get(d.id)?.record;
    if (w === undefined || w === null) {
      // Nothing of the id is alive: a damaged delete deleted nothing more; a damaged record is lost.
      if (!d.deletes) lost.set(d.id, { ...named, what: 'unreadable', id: d.id });
      else if (!live.has(d.id)) unnamed.push({ kind, what: 'deletion' });
      continue;
    }
    const known = { ...named, ...facts(w), id: d.id };
    if (d.deletes) {
      withheld.add(d.id);
      lost.set(d.id, { ...known, what: 'deletion' });
    } else if (kind === 'session') {
      const back = d.deletes === undefined ? { back: true as const } : {};
      lost.set(d.id, { ...known, what: 'earlier', step: steps(w), lost: steps(d.record), ...back });
    } else if (d.deletes === false) {
      lost.set(d.id, { ...known, what: 'earlier' });
    } else {
      lost.set(d.id, { ...known, what: 'deletion', back: true });
    }
  }
  const records: T[] = [];
  for (const [id, e] of live) {
    if (e.record === null || withheld.has(id)) continue;
    const r = read(e.record);
    if (r) records.push(r);
    else if (!lost.has(id)) lost.set(id, { kind, what: 'unreadable', id, ...facts(e.record) });
  }
  return { records, lost: [...lost.values(), ...unnamed], live };
}

/** Reads the copy's logs back: what can be read, and what cannot, one loss per record. */
export function readCopy(logs: Record<CopyKind, string[]>): CopyContents {
  const history = readKind('history', logs.history, readHistory);
  const sessions = readKind('session', logs.session, readSession);
  // A finished game keeps its id: a session left from finishing it (its rev not above the finished one) is not in
  // progress; a correction (reopened at the next rev) is.
  const finished = new Map(history.records.map((r) => [r.id, revOf(r)]));
  const done = (id: string | undefined) =>
    id !== undefined && (finished.get(id) ?? -1) >= (sessions.live.get(id)?.rev ?? Infinity);
  const open = sessions.records.filter((s) => !done(s.id));
  // A damaged delete of a finished game's session costs nothing: the game is in the finished games.
  const lost = sessions.lost.filter((l) => !(l.what === 'deletion' && done(l.id)));
  return { sessions: open, history: history.records, lost: [...lost, ...history.lost] };
}

/** Each id's rev and whether it is deleted, per kind: all a reconciliation needs (no record leaves the worker). */
export function readRevs(logs: Record<CopyKind, string[]>): CopyRevs {
  const revs = (kind: CopyKind): CopyRevs[CopyKind] =>
    [...replay(logs[kind], false).live].map(([id, e]) => [id, e.rev, e.record === null]);
  return { session: revs('session'), history: revs('history') };
}
