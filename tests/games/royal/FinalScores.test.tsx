import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { FinalScores } from '../../../src/games/royal/FinalScores';
import type { RowCard } from '../../../src/rules';
import { MemoryStore } from '../../../src/storage/memory-store';

const up = (card: string): RowCard => ({ card, faceUp: true });
const rows = [[up('KC'), up('2C')], [up('KH'), up('3H')], [up('JOKER'), up('5D')]]; // 4, 4, 0

describe('FinalScores', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('shares a tied win and shows running series totals from the second play', () => {
    const setup = { players: ['Ana', 'Ben', 'Cy'], seriesId: 's', seriesGame: 2, seriesBefore: [10, 3, 12] };
    render(<FinalScores setup={setup} rows={rows} rounds={[]} endReason="" />);
    expect(screen.getByText(/Shared win/).textContent).toBe('Shared win: Ana and Ben, 4 points each.');
    expect(screen.getByRole('columnheader', { name: 'Series, 2 plays' })).toBeTruthy();
    const cells = screen.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(cells).toEqual(['Ana (winner)414 (leads)', 'Ben (winner)47', 'Cy012']);
  });

  it('has no series column on a first play', () => {
    const setup = { players: ['Ana', 'Ben', 'Cy'], seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0] };
    render(<FinalScores setup={setup} rows={rows} rounds={[]} endReason="" />);
    expect(screen.queryByRole('columnheader', { name: /Series/ })).toBeNull();
  });
});
