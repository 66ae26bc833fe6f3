import type { IDBPDatabase, IDBPObjectStore } from 'idb';
import type { TablesideDB } from './schema';
import { timelinePrefix } from './summaries';
import { GAME_IDS } from './types';
import type { GameId, HistoryQuery, Timeline } from './types';

/*
 * History's player filters (a player, a player in one game, a name search) read the players' timelines
 * (summaries.ts), not an index: since schema step 6 no index entry per player is stored, which made saving
 * and restoring games several times cheaper.
 */

type Summaries = IDBPObjectStore<
  TablesideDB,
  ['summaries'] | ['summaries', 'history'] | ['history', 'summaries'],
  'summaries',
  'readonly'
>;
type Game = { at: number; id: string };

/** The (game, player) timelines a query reads, or null when it names no player. */
export function laneKeys(q: HistoryQuery): { game: GameId; player: string }[] | null {
  const names = q.anyOf ?? (q.player !== undefined ? [q.player] : null);
  if (!names) return null;
  const games = q.game ? [q.game] : GAME_IDS;
  return names.flatMap((player) => games.map((game) => ({ game, player })));
}

const rangeOf = (game: GameId, player: string) =>
  IDBKeyRange.bound(timelinePrefix(game, player), `${timelinePrefix(game, player)}\uffff`);

/** One (game, player) pair's games before `before`, newest first, its timelines read one year at a time as asked. */
async function* lane(
  store: Summaries,
  game: GameId,
  player: string,
  before = Infinity,
): AsyncGenerator<Game, undefined> {
  for (let cursor = await store.openCursor(rangeOf(game, player), 'prev'); cursor; cursor = await cursor.continue()) {
    const t = cursor.value as Timeline;
    if (t.player !== player) continue; // a longer name sharing the key's start
    for (let i = t.at.length - 1; i >= 0; i--) if (t.at[i]! < before) yield { at: t.at[i]!, id: t.ids[i]! };
  }
}

/** Newest first, then by id descending: the order every History list has. */
const later = (a: Game, b: Game) => a.at > b.at || (a.at === b.at && a.id > b.id);

/** The ids of one page of a player filter, merged newest first across its lanes; a game two matching names played in comes once. */
export async function pageIds(store: Summaries, q: HistoryQuery, offset: number, limit: number): Promise<string[]> {
  const lanes = (laneKeys(q) ?? []).map((k) => lane(store, k.game, k.player, q.before));
  const next = async (i: number) => (await lanes[i]!.next()).value;
  const heads = await Promise.all(lanes.map((_, i) => next(i)));
  const ids: string[] = [];
  let seen = 0;
  let last: string | undefined;
  while (ids.length < limit) {
    let best = -1;
    heads.forEach((h, i) => {
      if (h && (best < 0 || later(h, heads[best]!))) best = i;
    });
    const head = heads[best];
    if (!head) break;
    if (head.id !== last) {
      last = head.id;
      if (seen++ >= offset) ids.push(last);
    }
    heads[best] = await next(best);
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
