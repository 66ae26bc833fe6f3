import type { GameId, HistoryRecord, Store } from '../../src/storage/types';

/** Every readable finished game (of one game, or of all), newest first: what the stores read page by page. */
export async function allHistory(store: Store, game?: GameId): Promise<HistoryRecord[]> {
  const all: HistoryRecord[] = [];
  await store.eachHistory(async (page) => void all.push(...page));
  return all.filter((r) => !game || r.game === game).sort((a, b) => b.finishedAt - a.finishedAt);
}
