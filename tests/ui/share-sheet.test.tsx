import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isolate } from '../../src/text/words';
import { isolateNamesOnScreen } from '../../src/ui/isolation';
import { ShareSheet } from '../../src/ui/ShareSheet';

afterEach(() => vi.unstubAllGlobals());

describe('ShareSheet (every game: share or copy the result)', () => {
  const zoe = isolate('\u202EZoe');
  const sheet = `Royal Draft, today\n${zoe}: 4 points\nWinner: ${zoe}, 4 points.`;

  it('shares plain text without bidi controls, and says so', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share });
    render(<ShareSheet title="Royal Draft scores" sheet={sheet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share the score sheet' }));
    await screen.findByText('Shared.');
    expect(share).toHaveBeenCalledWith({
      title: 'Royal Draft scores',
      text: 'Royal Draft, today\nZoe: 4 points\nWinner: Zoe, 4 points.',
    });
  });

  it('opens the text to copy by hand where neither sharing nor copying works, each name isolated', async () => {
    isolateNamesOnScreen();
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<ShareSheet title="t" sheet={sheet} label="Share the final scores" />);
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Share the final scores' }));
    await screen.findByText(/^Could not share or copy here/);
    expect(details.open).toBe(true);
    const pre = details.querySelector('pre')!;
    expect([...pre.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Zoe', 'Zoe']);
    expect(pre.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
