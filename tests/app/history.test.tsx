import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { BG_STATS_IMPORT } from '../../src/platform/bgstats';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';
import { asRead, plain } from '../plain';
import { at } from '../at-path';

/** The first look waits for the screen's lazy chunk, slow to transform on a busy machine. */
const LAZY = { timeout: 15_000 };

const game = (i: number, players: string[], month = 0): HistoryRecord => ({
  id: `g${i}`,
  game: 'relay',
  finishedAt: new Date(2026, month, 1 + (i % 28), 20).getTime() + i,
  players,
  scores: players.map((_, s) => (s === 0 ? 30 + i : 20)),
  winners: [0],
  detail: null,
});

/** Which games the list shows, newest first: game i's first seat scored 30 + i. */
const shownGames = () =>
  screen
    .getAllByText(/^\S+ 3\d, /, asRead)
    .map((e) => `game ${Number(/ (3\d),/.exec(plain(e.textContent))?.[1]) - 30}`);

beforeEach(() => {
  useTestStore(new MemoryStore());
});

async function putAll(records: HistoryRecord[]) {
  for (const r of records) await store().putHistory(r);
}

describe('history window', { timeout: 30_000 }, () => {
  it('draws only the rows on screen of a long history, and tells assistive tech the full length', async () => {
    await putAll(Array.from({ length: 500 }, (_, i) => game(i, ['Ana', 'Ben', 'Cy'])));
    at('/history');
    render(<App />);
    await screen.findByText('500 finished games', {}, LAZY);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('500');
  });

  it('draws the rows read on the last visit at once, but never after a finished game was saved since', async () => {
    await putAll([game(1, ['Ana', 'Ben'])]);
    at('/history');
    const first = render(<App />);
    await screen.findByText('1 finished game', {}, LAZY);
    first.unmount();
    // Back again with nothing written: the rows are there on the first draw, before storage is asked.
    const again = render(<App />);
    expect(screen.getByText('Ana 31, Ben 20', asRead)).toBeInstanceOf(HTMLElement);
    await screen.findByText('1 finished game');
    again.unmount();
    // A game saved meanwhile: what was kept is not drawn; the list read afresh has the new game first.
    await store().putHistory(game(2, ['Cy', 'Dee'], 1));
    render(<App />);
    expect(screen.queryByText('Ana 31, Ben 20', asRead)).toBeNull();
    await screen.findByText('2 finished games');
    expect(screen.getAllByText(/^\S+ 3\d, \S+ 20$/, asRead).map((e) => plain(e.textContent))).toEqual([
      'Cy 32, Dee 20',
      'Ana 31, Ben 20',
    ]);
  });

  it('reads nothing for History at start; a touch on its link reads the first rows, so the visit draws them without waiting for storage', async () => {
    let reads = 0;
    let answering = true;
    const never = new Promise<never>(() => undefined);
    class Slow extends MemoryStore {
      override pageHistory(...args: Parameters<MemoryStore['pageHistory']>) {
        reads++;
        return answering ? super.pageHistory(...args) : never;
      }
      override countHistory(...args: Parameters<MemoryStore['countHistory']>) {
        return answering ? super.countHistory(...args) : never;
      }
    }
    let app: ReturnType<typeof render> | undefined;
    try {
      useTestStore(new Slow());
      await putAll([game(1, ['Ana', 'Ben'])]);
      at('/');
      app = render(<App />);
      await new Promise((r) => setTimeout(r, 100));
      expect(reads).toBe(0);
      fireEvent.pointerDown(screen.getByRole('link', { name: 'History' }));
      await waitFor(() => expect(reads).toBe(1));
      await new Promise((r) => setTimeout(r));
      // From now on storage keeps the screen waiting, as a large database does on its first read of the day.
      answering = false;
      at('/history');
      await screen.findByText('Ana 31, Ben 20', asRead, LAZY);
      expect(screen.getByText('1 finished game')).toBeInstanceOf(HTMLElement);
    } finally {
      await act(() => app?.unmount());
    }
  });

  it('filters by a typed player name (any case) and by month', async () => {
    await putAll([
      game(1, ['Ana', 'Ben', 'Cy'], 0),
      game(2, ['Dee', 'Ben', 'Cy'], 1),
      game(3, ['Ana', 'Eve', 'Cy'], 2),
    ]);
    at('/history');
    render(<App />);
    await screen.findByText('3 finished games', {}, LAZY);
    fireEvent.click(screen.getByText('Find: game, player, month'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: 'ana' } });
    await screen.findByText('2 finished games shown');
    expect(shownGames()).toEqual(['game 3', 'game 1']);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    await screen.findByText('1 finished game shown');
    expect(shownGames()).toEqual(['game 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show every game, newest first' }));
    await screen.findByText('3 finished games');
  });

  it('finds any part of a name in any case: "AN" finds Ana and Joan, a game with both once', async () => {
    await putAll([
      game(1, ['Ana', 'Ben'], 0),
      game(2, ['Dee', 'Joan'], 1),
      game(3, ['Ben', 'Cy'], 2),
      game(4, ['Joan', 'Ana'], 3),
    ]);
    at('/history');
    render(<App />);
    await screen.findByText('4 finished games', {}, LAZY);
    fireEvent.click(screen.getByText('Find: game, player, month'));
    const search = screen.getByRole('combobox', { name: 'Player' });
    await waitFor(() => expect(document.querySelectorAll('#hist-names option')).toHaveLength(5));
    fireEvent.change(search, { target: { value: 'AN' } });
    await screen.findByText('3 finished games shown');
    expect(shownGames()).toEqual(['game 4', 'game 2', 'game 1']);
    fireEvent.change(search, { target: { value: 'zz' } });
    await screen.findByText('No finished games match these filters.');
  });

  it('a finished game offers "Log in BG Stats" as a link to the play-import address, never fetched by itself', async () => {
    await store().putHistory({ ...game(7, ['Ana', 'Ben', 'Cy']), scores: [30, 20, 20] });
    at('/history/g7');
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Log in BG Stats' }, LAZY);
    const href = link.getAttribute('href')!;
    expect(href.startsWith(BG_STATS_IMPORT)).toBe(true);
    const play = JSON.parse(decodeURIComponent(href.slice(BG_STATS_IMPORT.length)));
    expect(play.players).toEqual([
      { name: 'Ana', sourcePlayerId: 'Ana', score: 30, winner: true, rank: 1 },
      { name: 'Ben', sourcePlayerId: 'Ben', score: 20, winner: false, rank: 2 },
      { name: 'Cy', sourcePlayerId: 'Cy', score: 20, winner: false, rank: 2 },
    ]);
    expect(play.game.name).toBe('Pattern Relay');
  });

  it("Pattern Relay's detail shows the displays as entered", async () => {
    const tile = (motif: string, texture: string) => ({ motif, texture });
    const display = {
      top: [tile('SUN', 'DOTS'), tile('SUN', 'LINES'), tile('SUN', 'WAVES')],
      bottom: [tile('KEY', 'RINGS'), tile('LEAF', 'DOTS'), tile('KEY', 'DOTS')],
    };
    await store().putHistory({
      ...game(8, ['Ana', 'Ben', 'Cy']),
      detail: { setup: {}, rounds: [[0, 0, 0]], displays: [[display, display, 'junk']] },
    });
    at('/history/g8');
    render(<App />);
    await screen.findByRole('heading', { name: 'Displays as entered' }, LAZY);
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: 'Display, top row then bottom row' })).toHaveLength(2),
    );
    screen.getByText('This display could not be read.');
  });
});
