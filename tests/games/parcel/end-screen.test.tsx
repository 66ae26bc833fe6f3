import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { useTestStore, store } from '../../../src/platform/store.ts';
import { settings } from '../../../src/platform/settings.ts';
import { MemoryStore } from '../../../src/storage/memory-store.ts';
import { DEFAULT_SETTINGS } from '../../../src/storage/types.ts';
import type { HistoryRecord, StoredSession, Summary, WriteResult } from '../../../src/storage/types.ts';
import { Play } from '../../../src/games/parcel/Play.tsx';
import type { ParcelAction } from '../../../src/games/parcel/session.ts';
import { setupOf } from './fixtures.ts';

// P7 at the end of a parade: the personal best is read from the summaries while the finished game is being saved.
// Whichever lands first, the game is compared with the games before it, never with itself.

/** A store whose finishing write waits until `release` (the save held back), or whose summaries wait for it (let through first). */
class Ordered extends MemoryStore {
  release: () => void = () => undefined;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));
  #saved: () => void = () => undefined;
  readonly #landed = new Promise<void>((resolve) => (this.#saved = resolve));
  constructor(readonly order: 'save held back' | 'save first') {
    super();
  }
  override async finishSessionIf(id: string, expected: number, record: HistoryRecord): Promise<WriteResult> {
    if (this.order === 'save held back') await this.#released;
    const result = await super.finishSessionIf(id, expected, record);
    this.#saved();
    return result;
  }
  override async listSummaries(): Promise<Summary[]> {
    if (this.order === 'save first') await this.#landed;
    return super.listSummaries();
  }
}

/** A finished 4-player standard parade, complete in `swaps` swaps over two laps: comparable (P7). */
const before = (id: string, swaps: number): HistoryRecord => ({
  id,
  game: 'parcel',
  finishedAt: 500,
  players: ['Ana', 'Ben', 'Cy', 'Dee'],
  scores: [4],
  winners: [],
  detail: {
    players: 4,
    swaps,
    laps: 2,
    variant: 'standard',
    comparable: true,
    complete: true,
    score: 4,
    tracked: false,
  },
});

/** Lap 1: Ana swaps, then the table says everyone is complete: a complete parade in 1 swap, comparable (P5, P7). */
const ended: ParcelAction[] = [
  { t: 'lap', at: 1001 },
  { t: 'swap', at: 1002 },
  { t: 'complete', at: 1003 },
];

async function endWith(s: Ordered, earlier: HistoryRecord[]) {
  useTestStore(s);
  for (const r of earlier) await s.putHistory(r);
  const session: StoredSession = {
    id: 'now',
    game: 'parcel',
    setup: setupOf(),
    actions: ended,
    createdAt: 1000,
    updatedAt: 1003,
    label: 'x',
  };
  await store().putSession(session);
  render(<Play id="now" />);
  await screen.findByRole('heading', { name: 'Complete parade!' });
}

const NEW_BEST = 'New personal best for 4 players!';
const bestLine = () => screen.queryByText(/Personal best for 4 players/);

beforeEach(() => {
  settings.value = { ...DEFAULT_SETTINGS };
});

describe('Parcel Parade: the personal best at the end of a parade, whichever lands first', { timeout: 20_000 }, () => {
  it('P7: the first comparable complete parade is a new best with the save held back: nothing claimed until it lands', async () => {
    const s = new Ordered('save held back');
    await endWith(s, []);
    await screen.findByText('Saving to history…');
    expect(screen.queryByText(NEW_BEST)).toBeNull();
    expect(bestLine()).toBeNull();
    s.release();
    await screen.findByText(NEW_BEST);
    await screen.findByText(/Saved to history/);
    expect(bestLine()).toBeNull();
  });

  it('P7: the first comparable complete parade is a new best when its save lands before the best is read', async () => {
    await endWith(new Ordered('save first'), []);
    await screen.findByText(/Saved to history/);
    await screen.findByText(NEW_BEST);
    expect(bestLine()).toBeNull();
  });

  for (const order of ['save held back', 'save first'] as const) {
    it(`P7: 1 swap beats a best of 3 swaps at 4 players (${order})`, async () => {
      const s = new Ordered(order);
      await endWith(s, [before('old', 3)]);
      s.release();
      await screen.findByText(NEW_BEST);
    });

    it(`P7: 1 swap against a best of 1 swap is no new best; the best shown is 1 swap (${order})`, async () => {
      const s = new Ordered(order);
      await endWith(s, [before('old', 1), before('older', 5)]);
      s.release();
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Personal best for 4 players: 1 swap.',
      );
      await waitFor(() => expect(screen.queryByText(/Saved to history/)).not.toBeNull());
      expect(screen.queryByText(NEW_BEST)).toBeNull();
    });
  }
});
