import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { LazyOnline } from '../../../src/games/choices/online/Lazy';

// The online screens shown a second time in one tab (Settings or History opened mid-game, then
// back) drew "Something went wrong": the loaded screen was passed to useState, which called it as an initialiser.
it('shows the online start screen again when it is opened a second time in the same tab', async () => {
  const first = render(<LazyOnline path={[]} />);
  await screen.findByRole('button', { name: 'Host a table' });
  first.unmount();
  render(<LazyOnline path={[]} />);
  expect(screen.getByRole('button', { name: 'Host a table' }).textContent).toBe('Host a table');
});
