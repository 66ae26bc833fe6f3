import { beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useTestStore } from '../../../src/platform/store';
import { MemoryStore } from '../../../src/storage/memory-store';
import { Landing } from '../../../src/games/choices/Landing';

// The prompt deck is fetched when a game starts; here that fetch fails, as it would offline before the app is cached.
vi.mock('../../../src/rules/choices/deck', () => {
  throw new Error('the deck could not be fetched');
});

let store: MemoryStore;
beforeEach(() => useTestStore((store = new MemoryStore())));

it('C2: a prompt deck that cannot be loaded is said in plain words, the names stay, and no game is stored', async () => {
  render(<Landing />);
  const field = screen.getByPlaceholderText('Name');
  for (const name of ['Ana', 'Ben', 'Cy']) {
    fireEvent.input(field, { target: { value: name } });
    fireEvent.submit(field.closest('form')!);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Start: shuffle the authors' }));
  expect(await screen.findByText('The prompts could not be loaded. Reload the app and try again.')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Seat 3 name' })).toHaveProperty('value', 'Cy');
  expect(await store.listSessions()).toEqual([]);
});
