import type { IDBPDatabase, IDBPObjectStore } from 'idb';
import type { TablesideDB } from './schema';
import { timelinePrefix } from './summaries';
import { GAME_IDS } from './types';
import type { GameId, HistoryQuery, Timeline } from './types';

/*
 * History's player filters (a player, a player in one game, a name search)
 * read the players' timelines (summaries.ts: each player's games per game and
 * year, oldest first, kept in the same transaction as the games), not an
 * index: since schema step 6 no index entry per player is stored, which made
 * saving and restoring games several times cheaper.
 */

type Summaries = IDBPObjectStore<
  TablesideDB,
  ['summaries'] | ['summaries', 'history'] | ['history', 'summaries'],
  'summaries',
  'readonly'
>;

/** The (game, player) timelines a query reads, or null when it names no player. */
export function laneKeys(q: HistoryQuery): { game: GameId; player: string }[] | null {
  const names = q.anyOf ?? (q.player !== undefined ? [q.player] : null);
  if (!names) return null;
  const games = q.game ? [q.game] : GAME_IDS;
  return names.flatMap((player) => games.map((game) => ({ game, player })));
}

const rangeOf = (game: GameId, player: string) =>
  IDBKeyRange.bound(timelinePrefix(game, player), `${timelinePrefix(game, player)}\uffff`);

type Cursor = { value: unknown; continue(): Promise<Cursor | null> };

/** One (game, player) pair's games, newest first: its timelines read one year at a time, newest year first. */
class Lane {
  #cursor: Cursor | null;
  #t: Timeline | null = null;
  #i = -1;
  private constructor(
    cursor: Cursor | null,
    private readonly player: string,
    private readonly before: number | undefined,
  ) {
    this.#cursor = cursor;
  }

  static async open(store: Summaries, game: GameId, player: string, before: number | undefined): Promise<Lane> {
    const lane = new Lane((await store.openCursor(rangeOf(game, player), 'prev')) as Cursor | null, player, before);
    await lane.#settle(false);
    return lane;
  }

  /** The newest game not yet taken: finish time and id; null when none is left. */
  get head(): { at: number; id: string } | null {
    return this.#t ? { at: this.#t.at[this.#i]!, id: this.#t.ids[this.#i]! } : null;
  }

  async next(): Promise<void> {
    this.#i--;
    if (this.#i < 0) await this.#settle(true);
  }

  /** Moves to the newest game before `before` in this or an older timeline (a longer name sharing the key's start is not this player's). */
  async #settle(advance: boolean): Promise<void> {
    for (let move = advance; ; move = true) {
      if (move) this.#cursor = this.#cursor ? await this.#cursor.continue() : null;
      const t = this.#cursor?.value as Timeline | undefined;
      if (!t) {
        this.#t = null;
        return;
      }
      if (t.player !== this.player) continue;
      let i = t.at.length - 1;
      while (i >= 0 && this.before !== undefined && t.at[i]! >= this.before) i--;
      if (i < 0) continue;
      this.#t = t;
      this.#i = i;
      return;
    }
  }
}

/** Newest first, then by id descending: the order every History list has. */
const later = (a: { at: number; id: string }, b: { at: number; id: string }) =>
  a.at > b.at || (a.at === b.at && a.id > b.id);

/** The ids of one page of a player filter, merged newest first across its lanes; a game two matching names played in comes once. */
export async function pageIds(store: Summaries, q: HistoryQuery, offset: number, limit: number): Promise<string[]> {
  const keys = laneKeys(q) ?? [];
  const lanes = await Promise.all(keys.map((k) => Lane.open(store, k.game, k.player, q.before)));
  const ids: string[] = [];
  let seen = 0;
  let last: string | undefined;
  while (ids.length < limit) {
    let best: Lane | null = null;
    for (const lane of lanes) if (lane.head && (!best || later(lane.head, best.head!))) best = lane;
    if (!best) break;
    const { id } = best.head!;
    if (id !== last) {
      last = id;
      if (seen++ >= offset) ids.push(id);
    }
    await best.next();
  }
  return ids;
}

/** How many games a player filter holds (each once): every timeline of its lanes, read whole. */
export async function countIds(db: IDBPDatabase<TablesideDB>, q: HistoryQuery): Promise<number> {
  const keys = laneKeys(q) ?? [];
  const store = db.transaction('summaries').store;
  const all = await Promise.all(keys.map((k) => store.getAll(rangeOf(k.game, k.player))));
  const ids = new Set<string>();
  all.forEach((list, i) => {
    for (const t of list as Timeline[]) {
      if (t.player !== keys[i]!.player) continue;
      t.ids.forEach((id, j) => {
        if (q.before === undefined || t.at[j]! < q.before) ids.add(id);
      });
    }
  });
  return ids.size;
}
