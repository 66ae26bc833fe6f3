import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { FinalScores } from '../../../src/games/royal/FinalScores';
import type { RowCard } from '../../../src/rules';
import { MemoryStore } from '../../../src/storage/memory-store';
import { plain } from '../../plain';

const up = (card: string): RowCard => ({ card, faceUp: true });
const rows = [
  [up('KC'), up('2C')],
  [up('KH'), up('3H')],
  [up('JOKER'), up('5D')],
]; // 4, 4, 0

describe('FinalScores', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('shares a tied win and shows running series totals from the second play', () => {
    const setup = { players: ['Ana', 'Ben', 'Cy'], seriesId: 's', seriesGame: 2, seriesBefore: [10, 3, 12] };
    render(<FinalScores setup={setup} rows={rows} rounds={[]} end="" />);
    expect(plain(document.querySelector('.rd-winner')?.textContent)).toBe('Shared win: Ana and Ben, 4 points each.');
    expect(screen.getByRole('columnheader', { name: 'Series, 2 plays' }).tagName).toBe('TH');
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(cells).toEqual(['Ana (winner)414 (leads)', 'Ben (winner)47', 'Cy012']);
  });

  it('11.8: one point is "1 point", in the winner line, the table heading and the score sheet to share', () => {
    const setup = { players: ['Ana', 'Ben'], seriesId: 's', seriesGame: 1, seriesBefore: [0, 0] };
    render(
      <FinalScores
        setup={setup}
        rows={[[up('KC')], [up('JOKER')]]}
        rounds={[]}
        end="Ana reached nine cards."
        at={Date.UTC(2026, 10, 30, 20)}
      />,
    );
    expect(plain(document.querySelector('.rd-winner')?.textContent)).toBe('Winner: Ana, 1 point.');
    expect(screen.getByRole('heading', { name: 'Ana: 1 point' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Ben: 0 points' }).tagName).toBe('H3');
    const sheet = document.querySelector('.share-text pre')?.textContent ?? '';
    expect(plain(sheet).split('\n').slice(1)).toEqual([
      'Ana: 1 point (royal 1, joker 0, sets 0)',
      'Ben: 0 points (royal 0, joker 0, sets 0)',
      'Winner: Ana, 1 point.',
      'Ana reached nine cards.',
    ]);
    expect(sheet).toMatch(/^Royal Draft, .*2026/);
    expect(screen.getByRole('button', { name: 'Share the score sheet' }).tagName).toBe('BUTTON');
  });

  it('has no series column on a first play', () => {
    const setup = { players: ['Ana', 'Ben', 'Cy'], seriesId: 's', seriesGame: 1, seriesBefore: [0, 0, 0] };
    render(<FinalScores setup={setup} rows={rows} rounds={[]} end="" />);
    expect(screen.queryByRole('columnheader', { name: /Series/ })).toBeNull();
  });
});
