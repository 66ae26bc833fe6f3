import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsView } from '../../../src/games/relay/ResultsView';
import { results, winnerLine } from '../../../src/games/relay/results';
import { plain } from '../../plain';

const r = results(
  ['Ana', 'Ben', 'Cy'],
  [
    [21, 12, 9],
    [9, 18, 12],
  ],
);

it('R9: totals are round 1 + round 2 and tied leaders share the win', () => {
  expect(r.totals).toEqual([30, 30, 21]);
  expect(r.winners).toEqual([0, 1]);
  expect(
    results(
      ['Ana', 'Ben', 'Cy'],
      [
        [0, 21, 5],
        [21, 1, 5],
      ],
    ).winners,
  ).toEqual([1]);
});

afterEach(() => vi.unstubAllGlobals());

describe('ResultsView', () => {
  it('R9: shows round scores, totals and a shared win', () => {
    expect(plain(winnerLine(r))).toBe('Shared win: Ana and Ben with 30');
    render(<ResultsView r={r} when="today" />);
    const rows = screen.getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Player', 'Round 1', 'Round 2', 'Total'],
      ['Ana ★ win', '21', '9', '30'],
      ['Ben ★ win', '12', '18', '30'],
      ['Cy', '9', '12', '21'],
    ]);
  });

  it('copies the score sheet where Web Share is missing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<ResultsView r={r} when="today" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share the score sheet' }));
    await screen.findByText('Copied to the clipboard.');
    expect(document.querySelector('details')?.open).toBe(false);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Pattern Relay, today\nAna: 21 + 9 = 30 (win)'));
  });

  it('shows the sheet to copy by hand when neither sharing nor copying works', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<ResultsView r={r} when="today" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share the score sheet' }));
    await screen.findByText(/^Could not share or copy here/);
    const sheet = await screen.findByText(/^Pattern Relay, today/);
    expect(sheet.tagName).toBe('PRE');
    expect(sheet.closest('details')?.open).toBe(true);
    expect(plain(sheet.textContent)).toContain('Cy: 9 + 12 = 21\nShared win: Ana and Ben with 30');
  });
});
