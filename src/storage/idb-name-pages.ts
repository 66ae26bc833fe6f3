import type { IDBPObjectStore, StoreNames } from 'idb';
import type { TablesideDB } from './schema';
import { timelineRange } from './summaries';
import { GAME_IDS } from './types';
import type { GameId, HistoryQuery, Timeline } from './types';

// History's player filters and name search read the players' timelines, not an index (schema step 6: writes are cheaper).

type Summaries = IDBPObjectStore<TablesideDB, StoreNames<TablesideDB>[], 'summaries'>;
type Game = { at: number; id: string };

/** The (game, player) timelines a query reads, or null when it names no player. */
export function laneKeys(q: HistoryQuery): { game: GameId; player: string }[] | null {
  const names = q.anyOf ?? (q.player !== undefined ? [q.player] : null);
  if (!names) return null;
  const games = q.game ? [q.game] : GAME_IDS;
  return names.flatMap((player) => games.map((game) => ({ game, player })));
}

/** A timeline's games before `before`, newest first; none when it is a longer name's that shares the key's start. */
function* gamesOf(t: Timeline, player: string, before = Infinity): Generator<Game> {
  if (t.player !== player) return;
  for (let i = t.at.length - 1; i >= 0; i--) if (t.at[i]! < before) yield { at: t.at[i]!, id: t.ids[i]! };
}

/** One (game, player) pair's games before `before`, newest first, its timelines read one year at a time as asked. */
async function* lane(store: Summaries, game: GameId, player: string, before?: number): AsyncGenerator<Game, undefined> {
  const range = timelineRange(game, player);
  for (let cursor = await store.openCursor(range, 'prev'); cursor; cursor = await cursor.continue())
    yield* gamesOf(cursor.value as Timeline, player, before);
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

/** How many games a player filter holds (each once): every timeline of its lanes read whole, faster than the merge. */
export async function countIds(store: Summaries, q: HistoryQuery): Promise<number> {
  const games = (laneKeys(q) ?? []).map(async ({ game, player }) =>
    ((await store.getAll(timelineRange(game, player))) as Timeline[]).flatMap((t) => [...gamesOf(t, player, q.before)]),
  );
  return new Set((await Promise.all(games)).flat().map((g) => g.id)).size;
}
