import type { TableView } from '../../src/rules/choices/wire';
import { pattern } from './bot';
import type { Bot } from './bot';

/**
 * `bots[0]` (the host) starts the table and its first round is played: the
 * author sorts pattern('1') with tile 1 as the anchor and every reader predicts
 * exactly that. Resolves with the last bot's view of the reveal and the author.
 */
export async function playFirstRound(bots: Bot[]): Promise<{ reveal: TableView; author: Bot }> {
  const [host, ...others] = bots;
  host!.send({ t: 'start' });
  // Every phone has its seat once its own view of the start has come (they arrive in any order).
  const [v] = await Promise.all(bots.map((b) => b.until((x) => x.phase === 'author', 'start')));
  const author = bots.find((b) => b.seat === v!.order[0])!;
  author.send({ t: 'sort', pattern: pattern('1'), anchor: '1' });
  await Promise.all(bots.map((b) => b.until((x) => x.phase === 'readers', 'readers')));
  for (const b of bots) if (b !== author) b.send({ t: 'predict', pattern: pattern('1') });
  const reveal = await others.at(-1)!.until((x) => x.phase === 'reveal', 'reveal');
  return { reveal, author };
}
