import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/games/relay/Play';
import { useTestStore } from '../../../src/platform/store';
import { MemoryStore } from '../../../src/storage/memory-store';

describe('Pattern Relay: opening a stored game', () => {
  it('a malformed stored setup (a seat of -4) opens as a notice with a way out, and the record is left as it was', async () => {
    const store = new MemoryStore();
    useTestStore(store);
    const bad = {
      id: 'bad',
      game: 'relay' as const,
      setup: { players: ['Ana', 'Ben', 'Cy'], firstReader: -4, firstPlacer: 0 },
      actions: [{ t: 'next' }],
      createdAt: 0,
      updatedAt: 0,
      label: 'x',
    };
    await store.putSession(bad);
    render(<Play id="bad" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'cannot be opened: its setup is not one this version of Tableside can read',
    );
    expect(screen.getByRole('link', { name: 'Pattern Relay' }).getAttribute('href')).toBe('/pattern-relay');
    expect(await store.getSession('bad')).toEqual(bad);
  });
});
