import type { HistoryRecord, StoredSession } from './types';
import { readHistory, readSession } from './validate';
import { checksum } from './checksum';

export type CopyKind = 'session' | 'history';

/**
 * A file name for a record: ids come from backups too and may hold any
 * character, so the name is a hash of the id (the id itself is inside).
 */
export function copyName(kind: CopyKind, id: string): string {
  return `${kind === 'session' ? 's' : 'h'}-${checksum(id)}${checksum(`${id}\u0000`)}`;
}

export function copyBody(kind: CopyKind, record: StoredSession | HistoryRecord): string {
  return JSON.stringify({ kind, record });
}

/** A finished game as the copy stores it in a pack: its file name and body. */
export const copyEntry = (r: HistoryRecord): [name: string, body: string] => [
  copyName('history', r.id),
  copyBody('history', r),
];

export interface CopyContents {
  sessions: StoredSession[];
  history: HistoryRecord[];
}

/** Reads the copy's bodies back; anything unreadable is left out. */
export function readCopy(bodies: string[]): CopyContents {
  const out: CopyContents = { sessions: [], history: [] };
  for (const body of bodies) {
    let v: { kind?: unknown; record?: unknown };
    try {
      v = JSON.parse(body) as typeof v;
    } catch {
      continue;
    }
    if (v?.kind === 'session') {
      const s = readSession(v.record);
      if (s) out.sessions.push(s);
    } else if (v?.kind === 'history') {
      const r = readHistory(v.record);
      if (r) out.history.push(r);
    }
  }
  // A game finished to history keeps its id there: a leftover copy of the session must not come back under Resume.
  const finished = new Set(out.history.map((r) => r.id));
  out.sessions = out.sessions.filter((s) => !finished.has(s.id));
  return out;
}
