import type { HistoryRecord, StoredSession } from './types';
import { readHistory, readSession } from './validate';

/*
 * The second copy's log, one per kind: each entry a line `<checksum> <json>` of `[id, record]`, or `[id]` for a delete;
 * the last entry for an id wins. A line whose checksum fails (torn by a kill, damaged) costs only its own entry.
 */

export type CopyKind = 'session' | 'history';
export type CopyEntry = [id: string, record?: StoredSession | HistoryRecord];

/** FNV-1a over UTF-16 code units, as 8 hex digits: enough to tell a torn write from a whole one. */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Entries as log text, appended in one write. */
export const logText = (entries: CopyEntry[]): string =>
  entries.map((e) => JSON.stringify(e)).reduce((text, json) => `${text}\n${checksum(json)} ${json}`, '');

/** Records as log text: each one's entry, appended in one write. */
export const recordsText = (records: readonly (StoredSession | HistoryRecord)[]): string =>
  logText(records.map((r) => [r.id, r]));

/** The live records by id, from a kind's logs oldest first. */
export function replay(logs: string[]): Map<string, unknown> {
  const live = new Map<string, unknown>();
  for (const line of logs.flatMap((log) => log.split('\n'))) {
    const json = line.slice(9);
    if (line[8] !== ' ' || checksum(json) !== line.slice(0, 8)) continue;
    try {
      const [id, record] = JSON.parse(json) as unknown[];
      if (typeof id !== 'string') continue;
      live.delete(id);
      if (record != null) live.set(id, record);
    } catch {
      // A whole line always parses; this one was written by something else.
    }
  }
  return live;
}

export type CopyContents = { sessions: StoredSession[]; history: HistoryRecord[] };

/** Reads the copy's logs back; anything unreadable is left out. */
export function readCopy(logs: Record<CopyKind, string[]>): CopyContents {
  const history = [...replay(logs.history).values()].map(readHistory).filter((r) => r !== null);
  // A game finished to history keeps its id there: a leftover copy of the session must not come back under Resume.
  const finished = new Set(history.map((r) => r.id));
  const sessions = [...replay(logs.session).values()].map(readSession).filter((s) => s !== null);
  return { sessions: sessions.filter((s) => !finished.has(s.id)), history };
}
