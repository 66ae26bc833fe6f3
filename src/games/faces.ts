// Which colour and mark each player of a game has: stored with the session since faces exist, each seat's default
// for a game started before (its setup's names, in seat order). One table's faces, so no colour is there twice.
import type { Face } from '../rules/faces';
import { readFaces, seatFaces } from '../rules/faces';
import type { HistoryRecord, NamedFace, StoredSession } from '../storage/types';

export interface SeatedFaces {
  players: string[];
  faces: Face[];
}

const names = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((n): n is string => typeof n === 'string') ? v : null;

/** The table of a game in progress: its stored faces, or its setup's names with each seat's default. */
export function sessionFaces({ setup, faces }: Pick<StoredSession, 'setup' | 'faces'>): SeatedFaces {
  const stored = faces && readFaces(faces, faces.length);
  if (faces && stored) return { players: faces.map((f) => f.name), faces: stored };
  const s = (typeof setup === 'object' && setup !== null ? setup : {}) as Record<string, unknown>;
  const players = names(s.players) ?? names(s.names) ?? [];
  return { players, faces: seatFaces(players.length) };
}

/** The faces a finished game keeps, one per player of its record; none when a player is not one of the table's. */
export function recordFaces(players: readonly string[], table: SeatedFaces): Face[] | undefined {
  const found = players.map((p) => table.faces[table.players.indexOf(p)]);
  return found.every((f) => f !== undefined) && readFaces(found, players.length) ? (found as Face[]) : undefined;
}

/** A finished game's faces with the names they belong to, for a session that reopens it. */
export const namedFaces = (r: Pick<HistoryRecord, 'players'>, faces: readonly Face[]): NamedFace[] =>
  r.players.map((name, i) => ({ name, ...faces[i]! }));
