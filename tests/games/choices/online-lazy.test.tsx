import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { App } from '../../../src/app/App';
import { gamePath } from '../../../src/platform/paths';
import { path } from '../../../src/platform/router';

it('shows the online start screen again when it is opened a second time in the same tab', async () => {
  history.replaceState(null, '', (path.value = gamePath('choices', 'online')));
  const first = render(<App />);
  await screen.findByRole('button', { name: 'Host a table' });
  first.unmount();
  render(<App />);
  expect(screen.getByRole('button', { name: 'Host a table' }).textContent).toBe('Host a table');
});
