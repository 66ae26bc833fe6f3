import { checkReopen, checkRev } from './rev';
import { DEFAULT_SETTINGS } from './types';
import type { GameId, HistoryRecord, PlayerName, Settings, Store, StoredSession, WriteResult } from './types';

/** Same behaviour as IdbStore, kept in memory: for tests, and when IndexedDB fails. */
export class MemoryStore implements Store {
  readonly mode = 'memory' as const;
  #settings: Settings = { ...DEFAULT_SETTINGS };
  #players = new Map<string, PlayerName>();
  #sessions = new Map<string, StoredSession>();
  #history = new Map<string, HistoryRecord>();

  async getSettings() {
    return structuredClone(this.#settings);
  }
  async putSettings(settings: Settings) {
    this.#settings = structuredClone(settings);
  }
  async listPlayers() {
    return [...this.#players.values()].sort((a, b) => b.lastUsed - a.lastUsed).map((p) => ({ ...p }));
  }
  async rememberPlayers(names: string[], now: number) {
    for (const name of names) this.#players.set(name, { name, lastUsed: now });
  }
  async listSessions() {
    return [...this.#sessions.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((s) => structuredClone(s));
  }
  async getSession(id: string) {
    const s = this.#sessions.get(id);
    return s && structuredClone(s);
  }
  async putSession(session: StoredSession) {
    this.#sessions.set(session.id, structuredClone(session));
  }
  async deleteSession(id: string) {
    this.#sessions.delete(id);
  }
  async listHistory(game?: GameId) {
    return [...this.#history.values()]
      .filter((r) => !game || r.game === game)
      .sort((a, b) => b.finishedAt - a.finishedAt)
      .map((r) => structuredClone(r));
  }
  async getHistory(id: string) {
    const r = this.#history.get(id);
    return r && structuredClone(r);
  }
  async putHistory(record: HistoryRecord) {
    this.#history.set(record.id, structuredClone(record));
  }
  async deleteHistory(id: string) {
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
    this.#history.set(record.id, structuredClone(record));
    this.#sessions.delete(id);
    return result;
  }
  async reopenSessionIf(session: StoredSession, dropHistory: boolean, finishedRev: number): Promise<WriteResult> {
    const result = checkReopen(this.#sessions.get(session.id), this.#history.get(session.id), finishedRev);
    if (result !== 'ok') return result;
    this.#sessions.set(session.id, structuredClone(session));
    if (dropHistory) this.#history.delete(session.id);
    return result;
  }
}
