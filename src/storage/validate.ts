import { readFace, readFaces } from '../rules/faces';
import { GAME_IDS } from './types';
import type { HistoryRecord, NamedFace, PlayerName, SessionNote, StoredSession, WriteResult } from './types';

// Records on disk are untrusted (an older or newer app, a broken write, an imported file): each reader
// returns the record or null, and the conditional writes' checks take the stored rev; none throws.

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isGame = (v: unknown) => GAME_IDS.includes(v as never);
/** A time the screen can show as a date (any the app's clock gave, a wrong clock's included; not 1e300). */
const isWhen = (v: unknown): v is number => isNum(v) && !Number.isNaN(new Date(v).getTime());

/** A session's rev is what every save is checked against: a number, or absent (0) in records from before revs. */
const withRev = (v: Obj): Obj => (v.rev === undefined || isNum(v.rev) ? v : { ...v, rev: 0 });
const revOf = (stored: unknown): number => (isObj(stored) && isNum(stored.rev) ? stored.rev : 0);

/** Whether a conditional session write may go ahead, given what is stored now. */
export function checkRev(stored: unknown, expected: number | null): WriteResult {
  if (expected === null) return stored === undefined ? 'ok' : 'stale';
  if (stored === undefined) return 'gone';
  return revOf(stored) === expected ? 'ok' : 'stale';
}

/** A finished game may come back only while not open again and its record is still the one finished at `finishedRev`. */
export function checkReopen(storedSession: unknown, storedHistory: unknown, finishedRev: number): WriteResult {
  if (storedSession !== undefined) return 'stale';
  if (storedHistory === undefined) return 'gone';
  return isObj(storedHistory) && revOf(storedHistory.session) === finishedRev ? 'ok' : 'stale';
}

export function readSession(v: unknown): StoredSession | null {
  if (!isObj(v) || !isStr(v.id) || !isGame(v.game) || !Array.isArray(v.actions)) return null;
  if (!isNum(v.createdAt) || !isNum(v.updatedAt) || !('setup' in v)) return null;
  return withSessionFaces(withNote(withRev(v))) as unknown as StoredSession;
}

/** A session's faces when each is one with a name; else none (each seat's default). */
function withSessionFaces(v: Obj): Obj {
  if (v.faces === undefined) return v;
  const { faces: _drop, ...rest } = v;
  if (!Array.isArray(v.faces)) return rest;
  const faces = v.faces.map((f): NamedFace | null => {
    const face = readFace(f);
    return face && isObj(f) && isStr(f.name) ? { name: f.name, ...face } : null;
  });
  return faces.every((f) => f !== null) ? { ...rest, faces } : rest;
}

/** The words older versions stored in front of a session's label, for what `note` now says as facts. */
const OLD_NOTES = [
  ['Kept as it was: ', 'kept'],
  ['Correcting: ', 'correcting'],
] as const;

/** A session's note as facts: a stored one checked (dropped when not one the app writes), an older label's words read back. */
function withNote(v: Obj): Obj {
  const { note: _drop, ...rest } = v;
  const note = readNote(v.note);
  if (note) return { ...rest, note };
  let label = isStr(v.label) ? v.label : '';
  let found: SessionNote | undefined;
  // "Kept as it was: " could be stored twice over (a kept copy kept again): each is read off.
  for (let again = true; again;) {
    again = false;
    for (const [words, k] of OLD_NOTES)
      if (label.startsWith(words)) {
        label = label.slice(words.length);
        found ??= { k };
        again = true;
      }
  }
  return found ? { ...rest, label, note: found } : 'note' in v ? rest : v;
}

function readNote(v: unknown): SessionNote | null {
  if (!isObj(v)) return null;
  if (v.k === 'kept') {
    const was = readNote(v.was);
    return was?.k === 'correcting' ? { k: 'kept', was } : { k: 'kept' };
  }
  if (v.k !== 'correcting') return null;
  const { players, scores } = v;
  if (Array.isArray(players) && players.every(isStr) && Array.isArray(scores) && scores.every(isNum))
    return { k: 'correcting', players, scores };
  return { k: 'correcting' };
}

export function readHistory(v: unknown): HistoryRecord | null {
  if (!isObj(v) || !isStr(v.id) || !isGame(v.game) || !isWhen(v.finishedAt)) return null;
  if (!Array.isArray(v.players) || !v.players.every(isStr)) return null;
  if (!Array.isArray(v.scores) || !v.scores.every(isNum)) return null;
  if (!Array.isArray(v.winners) || !v.winners.every(isNum)) return null;
  if (v.watched !== undefined && v.watched !== true) return null;
  const r = isObj(v.session) ? { ...v, session: withRev(v.session) } : v;
  // Faces that do not fit the players (or none) are left out: the game reads back with each seat's default.
  const { faces: _f, ...rest } = r;
  const faces = 'faces' in v ? readFaces(v.faces, v.players.length) : null;
  return withoutOldFields(faces ? { ...rest, faces } : rest) as unknown as HistoryRecord;
}

/** What older versions stored beside a finished game's facts: its words (before schema step 7) and facets (3-5). */
type OldField = 'summary' | 'lines' | 'facets';
export function withoutOldFields<T extends object>(v: T): Omit<T, OldField> {
  const { summary: _s, lines: _l, facets: _f, ...facts } = v as T & Record<OldField, unknown>;
  return facts;
}

export function readPlayer(v: unknown): PlayerName | null {
  if (!isObj(v) || !isStr(v.name) || !isNum(v.lastUsed)) return null;
  const face = readFace(v.face);
  return face ? { name: v.name, lastUsed: v.lastUsed, face } : { name: v.name, lastUsed: v.lastUsed };
}
