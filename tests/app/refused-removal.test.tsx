import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { settings } from '../../src/platform/settings';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { DEFAULT_SETTINGS } from '../../src/storage/types';
import { at } from '../at-path';
import { allHistory } from '../storage/all-history';

/** Storage that refuses the next `n` deletes and the next `n` puts of a finished game or a game in progress. */
class RefusingStore extends MemoryStore {
  refuse = 0;
  #maybeRefuse() {
    if (this.refuse <= 0) return;
    this.refuse--;
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  override async deleteSession(id: string) {
    this.#maybeRefuse();
    return super.deleteSession(id);
  }
  override async deleteHistory(id: string) {
    this.#maybeRefuse();
    return super.deleteHistory(id);
  }
}

let db: RefusingStore;
beforeEach(() => {
  db = new RefusingStore();
  useTestStore(db);
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('a removal that storage refuses', () => {
  it('Home keeps the game under Resume and says so in plain words; a second try discards it', async () => {
    await store().putSession({
      id: 'g1',
      game: 'royal',
      setup: {},
      actions: [],
      createdAt: 1,
      updatedAt: 2,
      label: 'Ana, Ben - round 3',
    });
    at('/');
    render(<App />);
    const discard = await screen.findByRole('button', { name: 'Discard the Royal Draft game (Ana, Ben - round 3)' });
    db.refuse = 1;
    fireEvent.click(discard);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(
      /refused to discard that game just now, so it is still here/,
    );
    expect(screen.getByRole('link', { name: /Resume Royal Draft/ })).toBeTruthy();
    expect((await store().listSessions()).map((s) => s.id)).toEqual(['g1']);
    fireEvent.click(discard);
    await screen.findByRole('button', { name: 'Undo discard' });
    expect(screen.queryByRole('link', { name: /Resume Royal Draft/ })).toBeNull();
    expect(screen.queryByText(/refused to discard/)).toBeNull();
    expect(await store().listSessions()).toEqual([]);
  });

  it('History keeps the game and says so in plain words', { timeout: 30_000 }, async () => {
    await store().putHistory({
      id: 'h1',
      game: 'royal',
      finishedAt: 1000,
      players: ['Ana', 'Ben'],
      scores: [12, 15],
      winners: [1],
      detail: null,
    });
    at('/history');
    render(<App />);
    const del = await screen.findByRole('button', { name: /^Delete Royal Draft game/ }, { timeout: 15_000 });
    db.refuse = 1;
    fireEvent.click(del);
    await screen.findByText(/refused to delete the Royal Draft game .* so it is still in the history/);
    expect(screen.queryByRole('button', { name: 'Undo delete' })).toBeNull();
    expect((await allHistory(store())).map((r) => r.id)).toEqual(['h1']);
  });
});
