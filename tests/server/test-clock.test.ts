// The test clock: a parent process that started the server with an IPC channel sends 'deadline', and every table's
// current deadline runs out at once. It works only under TABLESIDE_TEST_TIMINGS; without them the same message
// changes nothing, and a turn keeps the rules' time (35 s for an author).
import { describe, expect, it } from 'vitest';
import { Bot } from './bot';
import { serve } from './serve';
import type { TableView } from '../../src/rules/choices/wire';

/** A started table of three phones; resolves with the host and its first view of the author's turn. */
async function startedTable(url: string): Promise<{ ana: Bot; first: TableView }> {
  const ana = await new Bot(url, 'Ana').host();
  const code = ana.room.roomId;
  for (const name of ['Ben', 'Cy']) await new Bot(url, name).join(code);
  await ana.until((v) => v.seats.length === 3, '3 seats');
  ana.send({ t: 'start' });
  return { ana, first: await ana.until((v) => v.phase === 'author', "the author's turn") };
}

describe('the test clock', () => {
  it('without test timings, a deadline message leaves the turn and its time as they were', async () => {
    const server = await serve();
    try {
      const { ana, first } = await startedTable(server.url);
      expect(first.left).toBeGreaterThan(30_000);
      const seen = ana.views.length;
      server.process.send('deadline');
      // Long enough for the message to have been handled; far shorter than the 35 s turn. A table that moved its
      // clock would have sent every phone a new view.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(ana.views.length).toBe(seen);
      expect(ana.view!.phase).toBe('author');
    } finally {
      await server.stop();
    }
  });

  it("under test timings, the author's turn runs out at once: the round is void (C3)", async () => {
    const server = await serve({
      TABLESIDE_TEST_TIMINGS: 'authorMs=600000,readerMs=600000,revealMaxMs=600000,revealMinMs=0',
    });
    try {
      const { ana, first } = await startedTable(server.url);
      expect(first.left).toBeGreaterThan(590_000);
      server.process.send('deadline');
      const reveal = await ana.until((v) => v.phase === 'reveal', 'the reveal', 10_000);
      expect(reveal.round).toBe(0);
      expect(reveal.reveal!.pattern).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
