import { RULES_LIMITS, winners as topSeats } from '../rules/common';
import { rulesScoreRange } from '../rules/limits';
import { recordKind } from '../storage/record-kind';
import { GAME_IDS } from '../storage/types';
import type { GameId, HistoryRecord, PlayerName } from '../storage/types';
import { NAME_MAX, cleanName } from '../rules/names';
import { readFace, readFaces } from '../rules/faces';
import { isObj } from '../storage/validate';

// A backup's records are untrusted: each field must be one the app could have written; unknown ones are dropped.

/** A name's cleaning reads its letters one by one: a file's 4,000,000-letter name is cut well past NAME_MAX first. */
const clean = (name: string) => cleanName(name.slice(0, 50 * NAME_MAX));
const DETAIL_MAX = 64_000;

export type Verdict<T> = { ok: T } | { why: string };

const isIntIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isDate = (v: unknown): v is number => isIntIn(v, Date.UTC(2000, 0, 1), Date.UTC(2100, 11, 31, 23, 59, 59, 999));

export const REASONS = {
  shape: 'not a finished game',
  id: 'an id the app could not have made',
  game: 'a game this app does not know',
  date: 'a date outside 2000-2100',
  players: 'a wrong number of players, or a missing or repeated name',
  scores: 'a score the game cannot give',
  winners: 'winners that do not match the scores',
  detail: 'game details that do not add up',
  duplicate: 'an id used more than once in the file',
  name: 'not a usable player name',
} as const;

function cleanPlayers(raw: unknown, game: GameId): string[] | null {
  const { min, max } = RULES_LIMITS[game];
  if (!Array.isArray(raw) || raw.length < min || raw.length > max) return null;
  if (!raw.every((p): p is string => typeof p === 'string')) return null;
  const names = raw.map(clean);
  const folded = new Set(names.map((n) => n.toLocaleLowerCase()));
  return names.every(Boolean) && folded.size === names.length ? names : null;
}

/** A detail too large or too deeply nested to measure is undefined; else it goes to the game's own check. */
function gameDetail(d: unknown, game: GameId, facts: { players: string[]; scores: number[] }): unknown {
  if (d === undefined || d === null) d = null;
  try {
    if (JSON.stringify(d).length > DETAIL_MAX) return undefined;
  } catch {
    return undefined;
  }
  const { readDetail } = recordKind(game);
  return readDetail ? readDetail(d, facts) : d;
}

export function strictHistory(v: unknown): Verdict<HistoryRecord> {
  if (!isObj(v) || !('players' in v && 'scores' in v && 'winners' in v)) return { why: REASONS.shape };
  if (typeof v.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(v.id)) return { why: REASONS.id };
  const game = v.game as GameId;
  if (!GAME_IDS.includes(game)) return { why: REASONS.game };
  if (!isDate(v.finishedAt)) return { why: REASONS.date };
  const players = cleanPlayers(v.players, game);
  if (!players) return { why: REASONS.players };
  const n = players.length;
  const { min, max } = rulesScoreRange(game, n);
  // What a record holds beyond every game's fields is the game's to check (its record kind): storage and restore
  // know no game's layout.
  const kind = recordKind(game);
  const scores = Array.isArray(v.scores) && v.scores.every((s) => isIntIn(s, min, max)) ? v.scores : null;
  if (!scores || scores.length !== (kind.cooperative ? 1 : n)) return { why: REASONS.scores };
  const winners = kind.cooperative ? [] : topSeats(scores);
  if (!Array.isArray(v.winners) || v.winners.length !== winners.length || v.winners.some((w, i) => w !== winners[i]))
    return { why: REASONS.winners };
  const detail = gameDetail(v.detail, game, { players, scores });
  if (detail === undefined) return { why: REASONS.detail };
  const watched = v.watched === true ? { watched: true as const } : {};
  // The session it finished with, so the game can still be corrected: kept when the game's own readers read all of
  // it (else the game is restored without it, as a game that cannot be reopened).
  const session = v.session === undefined ? undefined : kind.readSession?.(v.session);
  const kept = session ? { session } : {};
  // Each player's colour and mark as played; a backup from before faces (or with faces that do not fit) has none.
  const read = readFaces(v.faces, n);
  const faces = read ? { faces: read } : {};
  return {
    ok: { id: v.id, game, finishedAt: v.finishedAt, players, scores, winners, detail, ...watched, ...kept, ...faces },
  };
}

export function strictPlayer(v: unknown): Verdict<PlayerName> {
  if (!isObj(v) || typeof v.name !== 'string' || !isDate(v.lastUsed)) return { why: REASONS.name };
  // The rules core's one rule (20 whole graphemes, not UTF-16 units): a name the setup screen takes is restored.
  const name = clean(v.name);
  const face = readFace(v.face);
  return name ? { ok: { name, lastUsed: v.lastUsed, ...(face ? { face } : {}) } } : { why: REASONS.name };
}
