import { checkReopen, checkRev } from './validate';
import { DEFAULT_SETTINGS } from './types';
import type { Face } from '../rules/faces';
import type { GameId, HistoryRecord, PlayerName, Settings, Store, StoredSession, WriteResult } from './types';
import type { HistoryQuery, Kept, SeriesSummary, Summary, Timeline } from './types';
import { touchSummaries } from './summaries';

/** The same order as the IndexedDB index read backwards: newest first, then by id descending. */
const newestFirst = (a: HistoryRecord, b: HistoryRecord) =>
  b.finishedAt - a.finishedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function matches(q: HistoryQuery, r: HistoryRecord): boolean {
  if (q.game && r.game !== q.game) return false;
  if (q.player !== undefined && !r.players.includes(q.player)) return false;
  if (q.anyOf && !q.anyOf.some((n) => r.players.includes(n))) return false;
  return q.before === undefined || r.finishedAt < q.before;
}

/** Same behaviour as IdbStore, kept in memory: for tests, and when IndexedDB fails. */
export class MemoryStore implements Store {
  readonly mode = 'memory' as const;
  #settings: Settings = { ...DEFAULT_SETTINGS };
  #players = new Map<string, PlayerName>();
  #sessions = new Map<string, StoredSession>();
  #history = new Map<string, HistoryRecord>();
  #summaries = new Map<string, Kept | undefined>();

  async getSettings() {
    return structuredClone(this.#settings);
  }
  async putSettings(settings: Settings) {
    this.#settings = structuredClone(settings);
  }
  async listPlayers() {
    return [...this.#players.values()].sort((a, b) => b.lastUsed - a.lastUsed).map((p) => ({ ...p }));
  }
  async rememberPlayers(names: string[], now: number, faces?: readonly Face[]) {
    names.forEach((name, i) => {
      const face = faces?.[i];
      this.#players.set(name, face ? { name, lastUsed: now, face: { ...face } } : { name, lastUsed: now });
    });
  }
  async listSessions() {
    return [...this.#sessions.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((s) => structuredClone(s));
  }
  async getSession(id: string) {
    return structuredClone(this.#sessions.get(id));
  }
  async putSession(session: StoredSession) {
    this.#sessions.set(session.id, structuredClone(session));
  }
  async deleteSession(id: string) {
    this.#sessions.delete(id);
  }
  async eachHistory(use: (page: HistoryRecord[]) => Promise<void>, size = 200) {
    const all = [...this.#history.keys()].sort();
    for (let i = 0; i < all.length; i += size)
      await use(all.slice(i, i + size).map((id) => structuredClone(this.#history.get(id)!)));
  }
  async getHistory(id: string) {
    return structuredClone(this.#history.get(id));
  }
  async putHistory(record: HistoryRecord) {
    this.#count(this.#history.get(record.id), -1);
    this.#history.set(record.id, structuredClone(record));
    this.#count(record, 1);
  }
  async deleteHistory(id: string) {
    this.#count(this.#history.get(id), -1);
    this.#history.delete(id);
  }

  async saveSessionIf(session: StoredSession, expected: number | null): Promise<WriteResult> {
    const result = checkRev(this.#sessions.get(session.id), expected);
    if (result === 'ok') this.#sessions.set(session.id, structuredClone(session));
    return result;
  }
  async finishSessionIf(id: string, expected: number, record: HistoryRecord): Promise<WriteResult> {
    const result = checkRev(this.#sessions.get(id), expected);
    if (result !== 'ok') return result;
    await this.putHistory(record);
    this.#sessions.delete(id);
    return result;
  }
  async reopenSessionIf(session: StoredSession, dropHistory: boolean, finishedRev: number): Promise<WriteResult> {
    const result = checkReopen(this.#sessions.get(session.id), this.#history.get(session.id), finishedRev);
    if (result !== 'ok') return result;
    this.#sessions.set(session.id, structuredClone(session));
    if (dropHistory) await this.deleteHistory(session.id);
    return result;
  }
  #count(r: HistoryRecord | undefined, sign: 1 | -1) {
    if (r) touchSummaries(this.#summaries, r, sign);
  }
  async pageHistory(query: HistoryQuery, offset: number, limit: number) {
    const all = [...this.#history.values()].filter((r) => matches(query, r)).sort(newestFirst);
    return all.slice(offset, offset + limit).map((r) => structuredClone(r));
  }
  async countHistory(query: HistoryQuery) {
    return [...this.#history.values()].filter((r) => matches(query, r)).length;
  }
  /** In id order, as IndexedDB reads them. */
  #kept<T extends Kept>(keep: (s: Kept | undefined) => s is T): T[] {
    const all = [...this.#summaries.values()].filter(keep).sort((a, b) => (a.id < b.id ? -1 : 1));
    return all.map((s) => structuredClone(s));
  }
  async listSummaries() {
    return this.#kept((s): s is Summary => s?.kind === 'game' || s?.kind === 'player');
  }
  async listTimelines(player: string, game?: GameId) {
    return this.#kept(
      (t): t is Timeline => t?.kind === 'timeline' && t.player === player && (!game || t.game === game),
    );
  }
  async listSeries() {
    return this.#kept((s): s is SeriesSummary => s?.kind === 'series');
  }
}
