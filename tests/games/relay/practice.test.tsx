import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PracticeScreen, drawPractice } from '../../../src/games/relay/Practice';
import { relayFaceKey, scoreRelayDisplay } from '../../../src/rules';
import type { RelayDisplay } from '../../../src/rules';

/** A random() that always returns the top of [0, 1): the shuffle then leaves the deck in face order. */
const last = () => 0.999999;

describe('Practice display', () => {
  it('draws six tiles from the full deck, TOP then BOTTOM, and scores them (R7)', () => {
    // Fisher-Yates with j = i every time keeps the deck order: SUN/DOTS x4, SUN/LINES x2.
    const d = drawPractice(last) as RelayDisplay;
    expect([...d.top, ...d.bottom].map(relayFaceKey)).toEqual([
      'SUN/DOTS',
      'SUN/DOTS',
      'SUN/DOTS',
      'SUN/DOTS',
      'SUN/LINES',
      'SUN/LINES',
    ]);
    // Every column SUN over SUN (9); rows repeat a texture; two textures only: 9.
    expect(scoreRelayDisplay(d).total).toBe(9);
  });

  it('shows the tiles and their breakdown, puts them back and draws again, counting the deck', () => {
    render(<PracticeScreen random={last} />);
    expect(screen.getByText(/tiles in the deck/).textContent).toBe('Pattern Relay · 42 of 48 tiles in the deck');
    expect(screen.getAllByRole('img').map((e) => e.getAttribute('aria-label'))[0]).toBe(
      'TOP row, box 1: SUN/DOTS, earns points',
    );
    expect(screen.getByRole('region', { name: 'Practice score breakdown' }).querySelector('p')?.textContent).toBe(
      'Practice score: 9 of 21',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Put the 6 back' }));
    expect(screen.getByRole('status').textContent).toBe('All 48 tiles are back in the deck. Shuffle before you deal.');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Draw 6 tiles' }));
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });
});
