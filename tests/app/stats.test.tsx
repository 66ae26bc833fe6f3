import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import type { HistoryRecord } from '../../src/storage/types';
import { at } from '../at-path';

/** The first look waits for the screen's lazy chunk, slow to transform on a busy machine. */
const LAZY = { timeout: 15_000 };

const royal = (id: string, finishedAt: number, scores: number[], winners: number[]): HistoryRecord => ({
  id,
  game: 'royal',
  finishedAt,
  players: ['Ana', 'Ben'],
  scores,
  winners,
  detail: null,
});

beforeEach(async () => {
  useTestStore(new MemoryStore());
  // Ana: 12, 7, 20 (wins the 1st and 3rd); Ben: 9, 11, 20 (wins the 2nd, shares the 3rd).
  await store().putHistory(royal('r1', Date.UTC(2026, 0, 1), [12, 9], [0]));
  await store().putHistory(royal('r2', Date.UTC(2026, 0, 2), [7, 11], [1]));
  await store().putHistory(royal('r3', Date.UTC(2026, 0, 3), [20, 20], [0, 1]));
  await store().putHistory({
    id: 'p1',
    game: 'parcel',
    finishedAt: Date.UTC(2026, 0, 4),
    players: ['Ana', 'Ben', 'Cy'],
    scores: [3],
    winners: [],
    detail: {
      players: 3,
      swaps: 6,
      laps: 4,
      variant: 'standard',
      comparable: true,
      complete: true,
      score: 3,
      tracked: false,
    },
  });
});

describe('stats', { timeout: 30_000 }, () => {
  it('shows games, wins, win rate, best and average per player for a game (hand-computed)', async () => {
    at('/stats');
    render(<App />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Game' }, LAZY), { target: { value: 'royal' } });
    const table = await screen.findByRole('table', { name: 'Players in Royal Draft' });
    const ana = within(table).getByRole('row', { name: /^Ana/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '67%', '20', '13']);
    const ben = within(table).getByRole('row', { name: /^Ben/ });
    expect(
      within(ben)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '67%', '20', '13.3']);
  });

  it('for one player: streak, last score, chart and head-to-head', async () => {
    at('/stats');
    render(<App />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Game' }, LAZY), { target: { value: 'royal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: 'Ana' } });
    await screen.findByText(/Last score: 20\. Wins in a row now: 1\. Longest run of wins: 1 \(over all 3 games\)\./);
    screen.getByRole('img', {
      name: /\u2068Ana\u2069 \(Royal Draft\): scores over 3 games .*: lowest 7, highest 20, latest 20\./,
    });
    const h2h = screen.getByRole('table', { name: /Head-to-head in Royal Draft/ });
    expect(
      within(within(h2h).getByRole('row', { name: /^Ben/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '1']);
  });

  it("Parcel Parade's best swaps per table size and variant", async () => {
    at('/stats');
    render(<App />);
    const table = await screen.findByRole('table', { name: /fewest swaps/ }, LAZY);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'standard', '6 swaps', '1']);
  });

  it('Royal Draft series: with a player chosen, only the series that player sat in', async () => {
    const play = (
      id: string,
      series: string,
      players: string[],
      n: number,
      scores: number[],
      before: number[],
    ): HistoryRecord => ({
      id,
      game: 'royal',
      finishedAt: Date.UTC(2026, 0, 10 + Number(id.slice(1))),
      players,
      scores,
      winners: [0],
      detail: { setup: { players, seriesId: series, seriesGame: n, seriesBefore: before } },
    });
    await store().putHistory(play('s1', 'AB', ['Ana', 'Ben'], 1, [20, 10], [0, 0]));
    await store().putHistory(play('s2', 'AB', ['Ana', 'Ben'], 2, [5, 10], [20, 10]));
    await store().putHistory(play('s3', 'CD', ['Cy', 'Dee'], 1, [30, 10], [0, 0]));
    await store().putHistory(play('s4', 'CD', ['Cy', 'Dee'], 2, [3, 10], [30, 10]));
    at('/stats');
    render(<App />);
    const list = async () =>
      within(await screen.findByRole('region', { name: 'Royal Draft series' }, LAZY))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(await list()).toEqual(['2 plays: Cy 33, Dee 20. Leading: Cy.', '2 plays: Ana 25, Ben 20. Leading: Ana.']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: 'Dee' } });
    await screen.findByRole('heading', { name: 'Dee' });
    expect(await list()).toEqual(['2 plays: Cy 33, Dee 20. Leading: Cy.']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: 'Ana' } });
    await screen.findByRole('heading', { name: 'Ana' });
    expect(await list()).toEqual(['2 plays: Ana 25, Ben 20. Leading: Ana.']);
  });
});
